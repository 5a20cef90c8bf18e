import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";

/**
 * Runs a staff write in one transaction and, once it has committed, empties
 * the read cache (docs/decisions/0011); a write that fails leaves both as they were.
 */
export async function committedWrite<Result>(
  db: Kysely<Database>,
  cache: Pick<ReadCache, "invalidate">,
  write: (trx: Transaction<Database>) => Promise<Result>,
): Promise<Result> {
  const result = await db.transaction().execute(write);
  cache.invalidate();
  return result;
}
