import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AuditChange, AuditChoices, AuditEntry, AuditFilter, AuditQuery } from "#common/api/audit.ts";
import { indiaUtcOffset } from "#common/india-time.ts";
import type { Database } from "../db/schema.ts";
import { changesBetween, sameSummary } from "./audit-changes.ts";
import { toCsv } from "./csv.ts";
import { toCount } from "./rows.ts";

/** Who is writing, for the audit log: a signed-in account, or the command line (id null). */
export type Actor = { id: string | null; email: string; address: string | null };

export const commandLineActor: Actor = { id: null, email: "command line", address: null };

export type AuditRecord = {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
};

/** A random id of the shape every stored row has (24 hexadecimal digits). */
export function newRowId(): string {
  return randomBytes(12).toString("hex");
}

/**
 * Adds one entry in the caller's transaction, so the log holds exactly the writes that committed;
 * a write whose summaries before and after say the same changed nothing and gets none (decision 0247).
 * `at`: when it happened, if not now (a scheduled notice appears at its moment).
 */
export async function recordAudit(
  trx: Transaction<Database> | Kysely<Database>,
  actor: Actor,
  record: AuditRecord,
  at = new Date(),
) {
  if (record.before !== undefined && record.after !== undefined && sameSummary(record.before, record.after)) return;
  await trx
    .insertInto("audit_log")
    .values({
      id: newRowId(),
      actor_id: actor.id,
      actor_email: actor.email,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      summary: JSON.stringify({ before: record.before, after: record.after }),
      client_address: actor.address,
      created_at: at.toISOString(),
    })
    .execute();
}

/** The `title` a summary records of its target (a page, a notice), if it has one. */
function titleIn(side: unknown): string | null {
  if (typeof side !== "object" || side === null || !("title" in side)) return null;
  return typeof side.title === "string" ? side.title : null;
}

/** Midnight in India at the start of the day, as the log's UTC timestamps are written. */
const startOfDayInIndia = (day: string) => new Date(`${day}T00:00:00${indiaUtcOffset}`).toISOString();
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The most entries one CSV export holds, newest first. */
export const auditExportLimit = 10_000;

type Side = { language?: unknown; revision?: unknown; body?: string } | null | undefined;

/** Reading the log, filtered; there is deliberately no way to change or remove an entry. */
export function createAuditService(db: Kysely<Database>) {
  const filtered = ({ actor, action, target_type, from, to }: AuditFilter) => {
    let query = db.selectFrom("audit_log");
    if (actor)
      query = query.where((eb) =>
        eb.or([eb("audit_log.actor_id", "=", actor), eb("audit_log.actor_email", "=", actor)]),
      );
    if (action) query = query.where("audit_log.action", "=", action);
    if (target_type) query = query.where("audit_log.target_type", "=", target_type);
    if (from) query = query.where("audit_log.created_at", ">=", startOfDayInIndia(from));
    if (to) query = query.where("audit_log.created_at", "<", startOfDayInIndia(dayAfter(to)));
    return query;
  };

  /**
   * A page's entries keep the numbers of the revisions either side, not their text: the bodies are
   * read from the revisions (kept for good) for the text's difference.
   */
  const withPageBodies = async (
    rows: ReadonlyArray<{ target_type: string; target_id: string | null; before: Side; after: Side }>,
  ) => {
    const wanted = new Map<string, { path: string; language: string; numbers: Set<number> }>();
    for (const row of rows) {
      if (row.target_type !== "page" || row.target_id === null) continue;
      for (const side of [row.before, row.after]) {
        if (typeof side?.revision !== "number" || typeof side.language !== "string") continue;
        const key = `${side.language}:${row.target_id}`;
        const entry = wanted.get(key) ?? { path: row.target_id, language: side.language, numbers: new Set<number>() };
        entry.numbers.add(side.revision);
        wanted.set(key, entry);
      }
    }
    const bodies = new Map<string, string>();
    for (const { path, language, numbers } of wanted.values()) {
      const revisions = await db
        .selectFrom("page_revision")
        .select(["number", "body"])
        .where("path", "=", path)
        .where("language", "=", language as "en" | "hi")
        .where("number", "in", [...numbers])
        .execute();
      for (const revision of revisions) bodies.set(`${language}:${path}:${revision.number}`, revision.body);
    }
    return (row: { target_id: string | null }, side: Side): Side => {
      const body =
        typeof side?.revision === "number"
          ? bodies.get(`${String(side.language)}:${row.target_id}:${side.revision}`)
          : undefined;
      return body === undefined ? side : { ...side, body };
    };
  };

  const entriesOf = async (query: ReturnType<typeof filtered>, limit: number, offset: number) => {
    // The name comes from the account as it is now, so the log says who by the name staff know.
    const rows = await query
      .leftJoin("staff_user", "staff_user.id", "audit_log.actor_id")
      .selectAll("audit_log")
      .select("staff_user.name as actor_name")
      .orderBy("audit_log.created_at", "desc")
      .orderBy("audit_log.id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
    const parsed = rows.map((row) => {
      const summary = JSON.parse(row.summary) as { before?: Side; after?: Side };
      return { ...row, before: summary.before ?? null, after: summary.after ?? null };
    });
    const bodyOf = await withPageBodies(parsed);
    return parsed.map((row): AuditEntry => ({
      _id: row.id,
      actor_id: row.actor_id,
      actor_email: row.actor_email,
      actor_name: row.actor_name ?? row.actor_email,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      target_name: titleIn(row.after) ?? titleIn(row.before),
      before: row.before,
      after: row.after,
      changes: changesBetween(bodyOf(row, row.before), bodyOf(row, row.after)),
      client_address: row.client_address,
      created_at: row.created_at,
    }));
  };

  return {
    async list({ page, limit, ...filter }: AuditQuery) {
      const query = filtered(filter);
      const { count } = await query
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      const total = toCount(count);
      const entries = await entriesOf(query, limit, (page - 1) * limit);
      return { entries, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    /** What the filters offer: the people, actions and kinds of record the log holds. */
    async choices(): Promise<AuditChoices> {
      const actors = await db
        .selectFrom("audit_log")
        .leftJoin("staff_user", "staff_user.id", "audit_log.actor_id")
        .select(["audit_log.actor_id as id", "audit_log.actor_email as email", "staff_user.name as name"])
        .groupBy(["audit_log.actor_id", "audit_log.actor_email", "staff_user.name"])
        .orderBy("audit_log.actor_email")
        .execute();
      const distinct = async (column: "action" | "target_type") =>
        (await db.selectFrom("audit_log").select(column).distinct().orderBy(column).execute()).map(
          (row) => row[column],
        );
      return { actors, actions: await distinct("action"), target_types: await distinct("target_type") };
    },

    /** The filtered entries as CSV, newest first, each change in a cell of its own line. */
    async csv(filter: AuditFilter): Promise<string> {
      const entries = await entriesOf(filtered(filter), auditExportLimit, 0);
      return toCsv<AuditEntry>(
        [
          ["when", (entry) => entry.created_at],
          ["who", (entry) => entry.actor_name],
          ["email", (entry) => entry.actor_email],
          ["action", (entry) => entry.action],
          ["record", (entry) => entry.target_type],
          ["record id", (entry) => entry.target_id],
          ["record name", (entry) => entry.target_name],
          ["changes", (entry) => entry.changes.map(changeInWords).join("\n")],
          ["address", (entry) => entry.client_address],
        ],
        entries,
      );
    },
  };
}

/** A change as one line of the CSV: "title: 'A' → 'B'" (the console says it in the page's language). */
function changeInWords({ field, kind, before, after, diff }: AuditChange): string {
  const quoted = (value: unknown) => (typeof value === "string" ? `'${value}'` : String(value));
  if (diff) {
    const parts = diff.map((part) =>
      part.kind === "same" ? part.text : part.kind === "added" ? `[+${part.text}]` : `[-${part.text}]`,
    );
    return `${field}: ${parts.join("")}`;
  }
  if (kind === "added") return `${field}: added ${quoted(after)}`;
  if (kind === "removed") return `${field}: removed ${quoted(before)}`;
  if (kind === "reordered") return `${field}: new order`;
  return `${field}: ${quoted(before)} → ${quoted(after)}`;
}

export type AuditService = ReturnType<typeof createAuditService>;
