import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { formRateLimit } from "#common/forms/guards.ts";
import type { Database } from "../db/schema.ts";
import { toCount } from "./rows.ts";

/** Submission-log rows older than this are no use to the limit and are dropped as new ones arrive. */
const keepSubmissionsMs = 10 * formRateLimit.windowMs;

/**
 * The guards every public form shares, kept in the database so that several
 * server processes count and remember together: a per-client rate limit and
 * receipts of idempotency tokens.
 */
export function createFormGuardService(db: Kysely<Database>) {
  return {
    /**
     * Logs one submission by a client (its IP address) and says whether it is
     * within the limit: the sixth in a minute is not.
     */
    async admit(client: string, now = new Date()): Promise<boolean> {
      const since = new Date(now.getTime() - formRateLimit.windowMs).toISOString();
      await db
        .insertInto("form_submission")
        .values({ id: randomUUID(), client, created_at: now.toISOString() })
        .execute();
      await db
        .deleteFrom("form_submission")
        .where("created_at", "<", new Date(now.getTime() - keepSubmissionsMs).toISOString())
        .execute();
      const { count } = await db
        .selectFrom("form_submission")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("client", "=", client)
        .where("created_at", ">", since)
        .executeTakeFirstOrThrow();
      return toCount(count) <= formRateLimit.submissions;
    },

    /** What the first submission with this token produced, if there was one. */
    async receipt(token: string): Promise<string | undefined> {
      const row = await db.selectFrom("form_receipt").select("result").where("token", "=", token).executeTakeFirst();
      return row?.result;
    },
  };
}

/**
 * Inside a submission's transaction: records the token's result, or finds that
 * another submission with the same token got there first (PostgreSQL makes this
 * insert wait for that one to commit) and returns its result instead.
 */
export async function claimReceipt(
  trx: Transaction<Database>,
  receipt: { token: string; form: string; result: string },
): Promise<string> {
  await trx
    .insertInto("form_receipt")
    .values({ ...receipt, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("token").doNothing())
    .execute();
  const row = await trx
    .selectFrom("form_receipt")
    .select("result")
    .where("token", "=", receipt.token)
    .executeTakeFirstOrThrow();
  return row.result;
}

/** Thrown inside a transaction to roll it back when the token was already used. */
export class ReplayedSubmission extends Error {
  readonly result: string;
  constructor(result: string) {
    super("The idempotency token was already used");
    this.result = result;
  }
}

export type FormGuardService = ReturnType<typeof createFormGuardService>;
