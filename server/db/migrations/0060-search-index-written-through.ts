import { sql, type Kysely } from "kysely";
import { isPostgres } from "../search-index.ts";

/**
 * PostgreSQL's GIN index of the search entries takes each write into its structure at once,
 * not into a pending list (decision 0284). With the list, every search read the whole list
 * through: after two result sheets were indexed a roll number took 1.5-2.5 ms in the index
 * and the planner read the table instead (1 ms for 721 entries); without it, 0.05-0.2 ms.
 * Searches outnumber the writes that index by thousands to one. SQLite's FTS5 has no such list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index search_entry_document set (fastupdate = off)`.execute(db);
  // What the list already holds moves into the index now, not at the next vacuum.
  await sql`select gin_clean_pending_list('search_entry_document'::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index search_entry_document reset (fastupdate)`.execute(db);
}
