import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { ReadingOutcome } from "../../db/notice-text/reading-outcome.ts";

/**
 * The queue of reading work, in the database so that it outlives any process (decision 0261):
 * a PDF with no `notice_file_text` row is waiting, and so is a row `queued` or `reading` under a
 * claim whose lease has lapsed (its process stopped). A process takes a PDF by writing its
 * claim in one statement that only one process can win (an insert that skips a row someone
 * wrote first, or an update conditional on the state it read), keeps the lease moving while it
 * reads, and writes what it read only under its own claim, so that a reading is written once.
 */

export type Claim = { fileId: string; claim: string; attempts: number };

/** A reading claimed this many times without finishing is not tried again. */
export const maxAttempts = 3;

/** One lapsed or queued row, oldest first. */
async function reclaimable(db: Kysely<Database>, nowIso: string) {
  return db
    .selectFrom("notice_file_text")
    .select(["file_id", "state", "attempts"])
    .where((eb) =>
      eb.or([eb("state", "=", "queued"), eb.and([eb("state", "=", "reading"), eb("lease_until", "<", nowIso)])]),
    )
    .orderBy("updated_at")
    .limit(1)
    .executeTakeFirst();
}

/** One PDF no process has begun, oldest first. */
async function unread(db: Kysely<Database>) {
  return db
    .selectFrom("stored_file")
    .select("stored_file.id")
    .where("stored_file.content_type", "=", "application/pdf")
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("notice_file_text")
            .select("notice_file_text.file_id")
            .whereRef("file_id", "=", "stored_file.id"),
        ),
      ),
    )
    .orderBy("stored_file.created_at")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Claims the next PDF to read, until `leaseUntil`, or answers undefined when there is none.
 * Another process winning the same PDF is no error: the next one is tried.
 */
export async function claimNext(db: Kysely<Database>, now: Date, leaseUntil: Date): Promise<Claim | undefined> {
  const nowIso = now.toISOString();
  const claim = randomUUID();
  const claimed = { state: "reading" as const, claim, lease_until: leaseUntil.toISOString(), updated_at: nowIso };
  // A few rounds: each lost race means someone else took that PDF, and there may be more.
  for (let round = 0; round < 5; round++) {
    const row = await reclaimable(db, nowIso);
    if (row) {
      if (row.state === "reading" && row.attempts >= maxAttempts) {
        await db
          .updateTable("notice_file_text")
          .set({
            state: "failed",
            reason: `Reading stopped ${maxAttempts} times before it finished`,
            claim: null,
            lease_until: null,
            finished_at: nowIso,
            updated_at: nowIso,
          })
          .where("file_id", "=", row.file_id)
          .where("state", "=", "reading")
          .where("lease_until", "<", nowIso)
          .execute();
        continue;
      }
      const result = await db
        .updateTable("notice_file_text")
        .set({ ...claimed, attempts: sql<number>`attempts + 1`, started_at: nowIso })
        .where("file_id", "=", row.file_id)
        .where((eb) =>
          eb.or([eb("state", "=", "queued"), eb.and([eb("state", "=", "reading"), eb("lease_until", "<", nowIso)])]),
        )
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return { fileId: row.file_id, claim, attempts: row.attempts + 1 };
      continue;
    }
    const file = await unread(db);
    if (!file) return undefined;
    const result = await db
      .insertInto("notice_file_text")
      .values({ file_id: file.id, ...claimed, attempts: 1, started_at: nowIso })
      .onConflict((conflict) => conflict.column("file_id").doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows) === 1) return { fileId: file.id, claim, attempts: 1 };
  }
  return undefined;
}

/** Moves the claim's lease on; false when the claim is no longer this process's. */
export async function extendLease(db: Kysely<Database>, { fileId, claim }: Claim, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable("notice_file_text")
    .set({ lease_until: leaseUntil.toISOString() })
    .where("file_id", "=", fileId)
    .where("claim", "=", claim)
    .where("state", "=", "reading")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Writes what was read, under the claim, in the caller's transaction; false (nothing written)
 * when the claim lapsed and another process took the PDF over, or the PDF is gone.
 */
export async function finish(
  trx: Transaction<Database>,
  { fileId, claim }: Claim,
  outcome: ReadingOutcome,
): Promise<boolean> {
  const nowIso = new Date().toISOString();
  const result = await trx
    .updateTable("notice_file_text")
    .set({
      state: outcome.state,
      blocks: "blocks" in outcome ? JSON.stringify(outcome.blocks) : null,
      reason: outcome.reason,
      pages: outcome.pages,
      claim: null,
      lease_until: null,
      finished_at: nowIso,
      updated_at: nowIso,
    })
    .where("file_id", "=", fileId)
    .where("claim", "=", claim)
    .where("state", "=", "reading")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claim back (the process is stopping): the PDF waits for the next process at once. */
export async function release(db: Kysely<Database>, { fileId, claim }: Claim): Promise<void> {
  await db
    .updateTable("notice_file_text")
    .set({
      state: "queued",
      claim: null,
      lease_until: null,
      attempts: sql<number>`attempts - 1`,
      updated_at: new Date().toISOString(),
    })
    .where("file_id", "=", fileId)
    .where("claim", "=", claim)
    .where("state", "=", "reading")
    .execute();
}

/** Puts the scans this machine could not recognise back in the queue (it can now). */
export async function requeueUnavailable(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable("notice_file_text")
    .set({ state: "queued", reason: null, attempts: 0, updated_at: new Date().toISOString() })
    .where("state", "=", "unavailable")
    .execute();
}
