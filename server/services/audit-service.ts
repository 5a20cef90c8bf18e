import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { AuditEntry } from "#common/api/staff.ts";
import type { Database } from "../db/schema.ts";
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

/** Adds one entry in the caller's transaction, so the log holds exactly the writes that committed. */
export async function recordAudit(trx: Transaction<Database> | Kysely<Database>, actor: Actor, record: AuditRecord) {
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
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The `title` a summary records of its target (a page, a notice), if it has one. */
function titleIn(side: unknown): string | null {
  if (typeof side !== "object" || side === null || !("title" in side)) return null;
  return typeof side.title === "string" ? side.title : null;
}

/** Reading the log; there is deliberately no way to change or remove an entry. */
export function createAuditService(db: Kysely<Database>) {
  return {
    async list({ page, limit, action }: { page: number; limit: number; action?: string | undefined }) {
      let query = db.selectFrom("audit_log");
      if (action) query = query.where("audit_log.action", "=", action);
      const { count } = await query
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .executeTakeFirstOrThrow();
      // The name comes from the account as it is now, so the log says who by the name staff know.
      const rows = await query
        .leftJoin("staff_user", "staff_user.id", "audit_log.actor_id")
        .selectAll("audit_log")
        .select("staff_user.name as actor_name")
        .orderBy("audit_log.created_at", "desc")
        .orderBy("audit_log.id", "desc")
        .limit(limit)
        .offset((page - 1) * limit)
        .execute();
      const total = toCount(count);
      const entries: AuditEntry[] = rows.map((row) => {
        const summary = JSON.parse(row.summary) as { before?: unknown; after?: unknown };
        return {
          _id: row.id,
          actor_id: row.actor_id,
          actor_email: row.actor_email,
          actor_name: row.actor_name ?? row.actor_email,
          action: row.action,
          target_type: row.target_type,
          target_id: row.target_id,
          target_name: titleIn(summary.after) ?? titleIn(summary.before),
          before: summary.before ?? null,
          after: summary.after ?? null,
          client_address: row.client_address,
          created_at: row.created_at,
        };
      });
      return { entries, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
