import type { AuditChange, AuditEntry, AuditValue } from "#common/api/audit.ts";
import { noticeSectionKeys } from "#common/notice-sections.ts";
import type { Key } from "#app/i18n/catalogue.ts";
import type { Translate } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/format.ts";
import type { Language } from "#app/i18n/language.ts";
import { formatMoment } from "./moment.ts";
import { sectionLabel } from "./sections.ts";

/**
 * The audit log in words, in the page's language (decision 0247): what each entry did, as a
 * sentence that names the record but not the person (the log's "Who" says that once), and each
 * field it changed, by the field's label, its values as the console shows them.
 */

/** An action's key in the catalogue: `notice.create` → `notice_create`. */
const catalogueName = (action: string) => action.replaceAll(/[.-]/g, "_");

/** A message of a map in the catalogue by a name from the log, or undefined where the catalogue has none. */
function known(t: Translate, key: string, values?: Record<string, string | number>): string | undefined {
  const said = t(key as Key, values);
  return said === key ? undefined : said;
}

/** Who did it, by name: a person, or what the site did on its own (the schedule, the sign-in guard). */
export function actorInWords(t: Translate, entry: Pick<AuditEntry, "actor_id" | "actor_name" | "actor_email">) {
  if (entry.actor_id !== null) return entry.actor_name ?? entry.actor_email ?? "";
  switch (entry.actor_email) {
    case "schedule":
      return t("console.audit.schedule");
    case "command line":
      return t("console.audit.commandLine");
    case "sign-in":
      return t("console.audit.signInGuard");
    default:
      return entry.actor_name ?? t("console.audit.system");
  }
}

/** An action as the filter offers it ("Notice published"); one the catalogue does not know, as its key. */
export function actionInWords(t: Translate, action: string): string {
  return known(t, `console.audit.actions.${catalogueName(action)}`) ?? action;
}

/** A kind of record as the filter offers it ("Notice"). */
export function kindInWords(t: Translate, kind: string): string {
  return known(t, `console.audit.kinds.${kind}`) ?? kind;
}

/** What the entry is about, by name: its title, else the email or reference its summary keeps, else its id. */
function recordName(entry: AuditEntry): string {
  const side = (entry.after ?? entry.before ?? {}) as Record<string, unknown>;
  for (const name of [entry.target_name, side.email, side.reference, side.subject, entry.target_id]) {
    if (typeof name === "string" && name) return name;
  }
  return "";
}

/** The counts a faculty import's entry records. */
function importCounts(side: unknown): { created: number; changed: number; refused: number } {
  const { created, changed, refused } = (side ?? {}) as Record<string, unknown>;
  const count = (value: unknown) => (typeof value === "number" ? value : 0);
  return { created: count(created), changed: count(changed), refused: count(refused) };
}

/**
 * An entry as a sentence without its actor ("Changed the page ‘History’ (English)", "Scheduled the
 * notice ‘Results’ for 5 Dec 2026, 10:00"); an action the catalogue has no sentence for, as its key.
 */
export function auditSentence(t: Translate, language: Language, entry: AuditEntry): string {
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const side = (entry.after ?? entry.before ?? {}) as Record<string, unknown>;
  const pageLanguage = side.language === "en" || side.language === "hi" ? side.language : undefined;
  const values = {
    title: recordName(entry),
    language: pageLanguage ? t(`console.pages.languages.${pageLanguage}`) : "",
    moment: typeof after.published_at === "string" ? formatMoment(after.published_at, language) : "",
    ...(entry.action === "faculty.import" ? importCounts(entry.after) : {}),
  };
  return known(t, `console.audit.sentences.${catalogueName(entry.action)}`, values) ?? entry.action;
}

const momentPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const grievanceStatuses = ["received", "in_review", "resolved", "closed"] as const;
const alumniStatuses = ["new", "verified", "rejected"] as const;
const roles = ["admin", "editor", "faculty", "grievance_officer"] as const;

/** A field's label, its path's parts joined: "Entry 2 · Description (English)". */
export function fieldInWords(t: Translate, field: string): string {
  return field
    .split(".")
    .map((part) =>
      /^\d+$/.test(part)
        ? t("console.audit.entry", { number: formatNumber(Number(part) + 1) })
        : (known(t, `console.audit.fields.${part}`) ?? part.replaceAll("_", " ")),
    )
    .join(" · ");
}

/** A value as the console shows it: a flag as yes or no, a section, status or role by its name, a moment in India. */
export function valueInWords(
  t: Translate,
  language: Language,
  entry: Pick<AuditEntry, "target_type">,
  field: string,
  value: AuditValue | undefined,
): string {
  if (value === null || value === undefined) return t("console.audit.noChange");
  if (typeof value === "boolean") return t(value ? "console.audit.yes" : "console.audit.no");
  if (typeof value === "number") return formatNumber(value);
  const name = field.split(".").at(-1);
  const section = noticeSectionKeys.find((key) => key === value);
  if ((name === "section" || name === "sections") && section) return sectionLabel(t, section);
  // A stored file by the start of its content hash: enough to tell two apart.
  if (/^[0-9a-f]{64}$/.test(value)) return `${value.slice(0, 8)}…`;
  const grievanceStatus = grievanceStatuses.find((status) => status === value);
  if (name === "status" && entry.target_type === "grievance" && grievanceStatus) {
    return t(`console.grievances.statuses.${grievanceStatus}`);
  }
  const alumniStatus = alumniStatuses.find((status) => status === value);
  if (name === "status" && entry.target_type === "alumni_registration" && alumniStatus) {
    return t(`console.alumni.statuses.${alumniStatus}`);
  }
  const role = roles.find((key) => key === value);
  if (name === "role" && role) return t(`console.roles.${role}`);
  if (name === "language" && (value === "en" || value === "hi")) return t(`console.pages.languages.${value}`);
  if (momentPattern.test(value)) return formatMoment(value, language);
  return value;
}

/** A change that is not a long text's, as one line: "Title: ‘A’ → ‘B’", "Phone: added ‘…’". */
export function changeInWords(
  t: Translate,
  language: Language,
  entry: Pick<AuditEntry, "target_type">,
  change: AuditChange,
): string {
  const field = fieldInWords(t, change.field);
  const before = valueInWords(t, language, entry, change.field, change.before);
  const after = valueInWords(t, language, entry, change.field, change.after);
  switch (change.kind) {
    case "added":
      return t("console.audit.added", { field, after });
    case "removed":
      return t("console.audit.removed", { field, before });
    case "reordered":
      return t("console.audit.reordered", { field });
    case "changed":
      return t("console.audit.changed", { field, before, after });
  }
}
