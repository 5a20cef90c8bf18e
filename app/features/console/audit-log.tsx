import { useQuery } from "@tanstack/react-query";
import type { Pagination } from "#common/api/notice.ts";
import type { AuditEntry } from "#common/api/staff.ts";
import { useI18n, type Translate } from "#app/i18n/i18n.tsx";
import { locales, type Language } from "#app/i18n/language.ts";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { LoadFailed } from "./list-notes.tsx";
import { useListParameters } from "./list-parameters.ts";
import { ConsolePager } from "./console-pager.tsx";

const pageSize = 25;

/** Date and time in India, for an audit entry. */
function formatMoment(value: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(value));
}

/** The sentence each page write is shown as ("Registrar changed the page 'History' (English)"). */
const pageSentences = {
  "page.publish": "console.audit.pageChanged",
  "page.draft": "console.audit.pageDrafted",
  "page.restore": "console.audit.pageRestored",
} as const;

function isPageAction(action: string): action is keyof typeof pageSentences {
  return action in pageSentences;
}

/**
 * The sentence each write of a notice, a record, the home page, an officer, a committee, a campus
 * or a holiday is shown as, each naming who and what ("Registrar restored the notice 'Results' to
 * current", "Registrar changed the campus 'DSEU Dwarka Campus'").
 */
const titledSentences = {
  "notice.create": "console.audit.noticeCreate",
  "notice.update": "console.audit.noticeUpdate",
  "notice.text": "console.audit.noticeText",
  "notice.archive": "console.audit.noticeArchive",
  "notice.unarchive": "console.audit.noticeUnarchive",
  "notice.delete": "console.audit.noticeDelete",
  "faculty.update": "console.audit.facultyChanged",
  "program.update": "console.audit.programmeChanged",
  "home.event-popup": "console.audit.popupChanged",
  "home.image": "console.audit.posterUploaded",
  "home.header-image": "console.audit.headerImageUploaded",
  "home.achievement-image": "console.audit.achievementImageUploaded",
  "home.header-images": "console.audit.headerImagesChanged",
  "home.achievements": "console.audit.achievementsChanged",
  "home.partners": "console.audit.partnersChanged",
  "official.update": "console.people.audit.officialChanged",
  "official.photo": "console.people.audit.photoUploaded",
  "official.photo.remove": "console.people.audit.photoRemoved",
  "committee.member.add": "console.people.audit.memberAdded",
  "committee.member.update": "console.people.audit.memberChanged",
  "committee.member.photo": "console.people.audit.photoUploaded",
  "committee.member.photo.remove": "console.people.audit.photoRemoved",
  "committee.member.remove": "console.people.audit.memberRemoved",
  "committee.reorder": "console.people.audit.committeeReordered",
  "official.reorder": "console.people.audit.officersReordered",
  "campus.update": "console.people.audit.campusChanged",
  "campus.photo": "console.people.audit.photoUploaded",
  "campus.photo.remove": "console.people.audit.photoRemoved",
  "holiday.add": "console.people.audit.holidayAdded",
  "holiday.update": "console.people.audit.holidayChanged",
  "holiday.remove": "console.people.audit.holidayRemoved",
} as const;

function isTitledAction(action: string): action is keyof typeof titledSentences {
  return action in titledSentences;
}

/** The counts a faculty import's entry records. */
function importCounts(side: unknown): { created: number; changed: number; refused: number } | undefined {
  if (typeof side !== "object" || side === null) return undefined;
  const { created, changed, refused } = side as Record<string, unknown>;
  return typeof created === "number" && typeof changed === "number" && typeof refused === "number"
    ? { created, changed, refused }
    : undefined;
}

/**
 * An entry as a sentence naming who did what ("Registrar changed the page 'History' (English)"),
 * or undefined for an action without one. Exported for its unit test.
 */
export function auditSentence(t: Translate, entry: AuditEntry): string | undefined {
  const name = entry.actor_name ?? t("console.audit.system");
  const after = entry.after as { language?: unknown } | null;
  if (isPageAction(entry.action) && (after?.language === "en" || after?.language === "hi")) {
    return t(pageSentences[entry.action], {
      name,
      title: entry.target_name ?? entry.target_id ?? "",
      language: t(`console.pages.languages.${after.language}`),
    });
  }
  if (isTitledAction(entry.action)) {
    return t(titledSentences[entry.action], { name, title: entry.target_name ?? entry.target_id ?? "" });
  }
  const counts = entry.action === "faculty.import" ? importCounts(entry.after) : undefined;
  return counts ? t("console.audit.facultyImported", { name, ...counts }) : undefined;
}

/** An entry's action in words where there is a sentence for it, else its key. */
function ActionCell({ entry }: { entry: AuditEntry }) {
  const { t } = useI18n();
  return auditSentence(t, entry) ?? <span className="font-mono">{entry.action}</span>;
}

const summary = (entry: AuditEntry) =>
  [entry.before, entry.after]
    .map((side) => (side === undefined || side === null ? "—" : JSON.stringify(side)))
    .join(" → ");

/** /admin/audit: who did what and when, newest first; read-only, as the API is. */
export function AuditLog() {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const { page, set } = useListParameters();
  const log = useQuery({
    queryKey: [consoleQueryKey, "audit", page],
    queryFn: () => call<{ entries: AuditEntry[]; pagination: Pagination }>(`/audit?page=${page}&limit=${pageSize}`),
  });
  const pagination = log.data?.pagination;
  return (
    <div className="mt-6 space-y-4">
      {log.isError ? <LoadFailed /> : null}
      {log.data ? (
        <ScrollTable
          label={t("console.audit.title")}
          columns={(["when", "who", "action", "target", "address", "details"] as const).map((column) =>
            t(`console.audit.${column}`),
          )}
        >
          {log.data.entries.map((entry) => (
            <tr key={entry._id}>
              <td className={`${tableCellClass} whitespace-nowrap`}>{formatMoment(entry.created_at, language)}</td>
              <td className={`${tableCellClass} break-all`}>{entry.actor_name ?? t("console.audit.system")}</td>
              <td className={tableCellClass}>
                <ActionCell entry={entry} />
              </td>
              <td className={`${tableCellClass} break-all`}>
                {entry.target_type} {entry.target_id ?? ""}
              </td>
              <td className={tableCellClass}>{entry.client_address ?? "—"}</td>
              <td className={`${tableCellClass} max-w-md font-mono text-xs break-all`}>{summary(entry)}</td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />
      )}
      <ConsolePager
        label={t("console.audit.title")}
        pagination={pagination}
        page={page}
        onPage={(next) => set("page", String(next))}
      />
    </div>
  );
}
