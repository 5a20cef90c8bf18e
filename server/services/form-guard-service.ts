import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import { toCount } from "./rows.ts";

/**
 * How much one client address may do with the public forms in a minute: accepted
 * submissions to each form, and grievance status look-ups, each budget counted
 * apart (FORM_RATE_LIMIT, FORM_LOOKUP_RATE_LIMIT). A campus network shows the
 * forms one address for all its students, so the budgets are generous, and a
 * refused try (a field to correct, a limit reached) spends nothing.
 */
export type FormBudgets = { submissionsPerMinute: number; lookupsPerMinute: number };

export const defaultFormBudgets: FormBudgets = { submissionsPerMinute: 20, lookupsPerMinute: 30 };

/** What a place in a budget is taken for: a form's submissions, or the status look-ups. */
export type FormBudget = "grievance" | "alumni" | "subscription" | "lookup";

const budgetWindowMs = 60_000;

/** Submission-log rows older than this are no use to any budget and are dropped as new ones arrive. */
const keepSubmissionsMs = 10 * budgetWindowMs;

/** A place taken in a budget; given back when what it was taken for is refused after all. */
export type BudgetPlace = { giveBack: () => Promise<void> };

/**
 * The guards every public form shares, kept in the database so that several
 * server processes count and remember together: per-client budgets and
 * receipts of idempotency tokens.
 */
export function createFormGuardService(db: Kysely<Database>, budgets: FormBudgets = defaultFormBudgets) {
  return {
    /**
     * Takes a place in the client's budget, or answers undefined when the budget of the
     * last minute is spent. The place is logged before the count, each in its own
     * statement, so of many at once no more than the budget see themselves within it.
     */
    async take(client: string, budget: FormBudget, now = new Date()): Promise<BudgetPlace | undefined> {
      const limit = budget === "lookup" ? budgets.lookupsPerMinute : budgets.submissionsPerMinute;
      const id = randomUUID();
      const giveBack = async () => {
        await db.deleteFrom("form_submission").where("id", "=", id).execute();
      };
      await db
        .insertInto("form_submission")
        .values({ id, client, form: budget, created_at: now.toISOString() })
        .execute();
      await db
        .deleteFrom("form_submission")
        .where("created_at", "<", new Date(now.getTime() - keepSubmissionsMs).toISOString())
        .execute();
      const { count } = await db
        .selectFrom("form_submission")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("client", "=", client)
        .where("form", "=", budget)
        .where("created_at", ">", new Date(now.getTime() - budgetWindowMs).toISOString())
        .executeTakeFirstOrThrow();
      if (toCount(count) <= limit) return { giveBack };
      // Refused: this try does not count against the next ones.
      await giveBack();
      return undefined;
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
