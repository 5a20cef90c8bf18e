import { sql, type Kysely } from "kysely";
import { isPostgres, rebuildSearchIndex } from "../search-index.ts";
import type { Database } from "../schema.ts";

/** The FTS5 table over the entries' terms, its triggers, and the vocabulary read from it. */
async function dropSqliteIndex(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger search_entry_changed`.execute(db);
  await sql`drop trigger search_entry_removed`.execute(db);
  await sql`drop trigger search_entry_added`.execute(db);
  await sql`drop table search_text`.execute(db);
}

async function createSqliteIndex(db: Kysely<unknown>, tokenize: string): Promise<void> {
  await sql`
    create virtual table search_text using fts5(
      title_terms, terms, content = 'search_entry', content_rowid = 'rowid', tokenize = ${sql.lit(tokenize)}
    )`.execute(db);
  // Filled from the rows there are before the triggers keep it in step.
  await sql`insert into search_text (search_text) values ('rebuild')`.execute(db);
  await sql`
    create trigger search_entry_added after insert on search_entry begin
      insert into search_text (rowid, title_terms, terms) values (new.rowid, new.title_terms, new.terms);
    end`.execute(db);
  await sql`
    create trigger search_entry_removed after delete on search_entry begin
      insert into search_text (search_text, rowid, title_terms, terms)
        values ('delete', old.rowid, old.title_terms, old.terms);
    end`.execute(db);
  await sql`
    create trigger search_entry_changed after update on search_entry begin
      insert into search_text (search_text, rowid, title_terms, terms)
        values ('delete', old.rowid, old.title_terms, old.terms);
      insert into search_text (rowid, title_terms, terms) values (new.rowid, new.title_terms, new.terms);
    end`.execute(db);
}

/**
 * The search's ranking and spelling (docs/decisions/0230, 0231): an entry's terms gain the
 * stems of its English words, marked with `_` (server/db/search-terms.ts), which FTS5's
 * ascii tokenizer must keep inside a token, so its table is made again with `_` as a token
 * character; a notice's end (`valid_until`) is kept beside its archive flag, so a notice past
 * its end ranks and shows as archived, as its board has it. On SQLite an `fts5vocab` table
 * reads the index's words and how many entries hold each, for the spelling suggestions
 * (PostgreSQL reads them with `ts_stat`). The index is then filled again from every record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("search_entry").addColumn("valid_until", "text").execute();
  if (!isPostgres(db)) {
    await dropSqliteIndex(db);
    await createSqliteIndex(db, "ascii tokenchars '_'");
    await sql`create virtual table search_vocabulary using fts5vocab(search_text, row)`.execute(db);
  }
  await rebuildSearchIndex(db as Kysely<Database>);
}

/** The stems stay among the terms until the next rebuild: the ascii tokenizer reads `_admiss` as `admiss`, a stem matching nothing typed. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop table search_vocabulary`.execute(db);
    await dropSqliteIndex(db);
    await createSqliteIndex(db, "ascii");
  }
  await db.schema.alterTable("search_entry").dropColumn("valid_until").execute();
}
