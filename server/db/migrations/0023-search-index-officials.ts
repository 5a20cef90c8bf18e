import type { Kysely } from "kysely";
import { rebuildSearchIndex } from "../search-index.ts";
import type { Database } from "../schema.ts";

/**
 * The officers that migration 0020 added were not in the search index of a database that had
 * it already (0017 indexed what there was then): the index is filled again from every record,
 * officers and committee members included (docs/decisions/0127). Writes keep it in step from
 * then on, in their own transactions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuildSearchIndex(db as Kysely<Database>);
}

/** Nothing to undo: the index holds only what the records say. */
export async function down(): Promise<void> {}
