import { sql, type Kysely } from "kysely";
import { pdfText } from "../pdf-text.ts";
import { isPostgres, rebuildSearchIndex } from "../search-index.ts";
import type { Database } from "../schema.ts";

/**
 * The search index (docs/decisions/0151): `search_entry` holds what a visitor can find, and
 * the engine's own full-text index follows it: on SQLite an FTS5 table kept in step by
 * triggers, on PostgreSQL generated tsvector columns (all terms, with a GIN index, and the title's). The terms are made
 * by the application (server/db/search-terms.ts), so both engines take them as they
 * are: FTS5's ascii tokenizer only splits at the spaces between them, and PostgreSQL's
 * array_to_tsvector uses no parser at all. Stored PDFs gain their text, read once here for
 * the files already stored (decision 0152), and the index is filled from every record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stored_file").addColumn("text", "text").execute();

  await db.schema
    .createTable("search_entry")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("ref", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.check(sql`language in ('en', 'hi')`))
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("title_hi", "text")
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("path", "text", (column) => column.notNull())
    .addColumn("section", "text")
    .addColumn("dated", "text")
    .addColumn("archived", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("title_terms", "text", (column) => column.notNull())
    .addColumn("terms", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("search_entry_record").on("search_entry").columns(["kind", "ref"]).execute();

  if (isPostgres(db)) {
    // Lexemes made without a parser carry no positions, and so no weights: the title's
    // terms are a vector of their own, which the ranking counts first.
    await sql`
      alter table search_entry
        add column document tsvector generated always as (array_to_tsvector(string_to_array(terms, ' '))) stored,
        add column title_document tsvector generated always as (
          array_to_tsvector(string_to_array(title_terms, ' '))
        ) stored`.execute(db);
    await sql`create index search_entry_document on search_entry using gin (document)`.execute(db);
  } else {
    await sql`
      create virtual table search_text using fts5(
        title_terms, terms, content = 'search_entry', content_rowid = 'rowid', tokenize = 'ascii'
      )`.execute(db);
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

  const database = db as Kysely<Database>;
  const pdfs = await database
    .selectFrom("stored_file")
    .select("id")
    .where("content_type", "=", "application/pdf")
    .execute();
  for (const { id } of pdfs) {
    const file = await database.selectFrom("stored_file").select("content").where("id", "=", id).executeTakeFirst();
    if (!file) continue;
    const text = await pdfText(file.content);
    if (text !== null) await database.updateTable("stored_file").set({ text }).where("id", "=", id).execute();
  }
  await rebuildSearchIndex(database);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop trigger search_entry_changed`.execute(db);
    await sql`drop trigger search_entry_removed`.execute(db);
    await sql`drop trigger search_entry_added`.execute(db);
    await sql`drop table search_text`.execute(db);
  }
  await db.schema.dropTable("search_entry").execute();
  await db.schema.alterTable("stored_file").dropColumn("text").execute();
}
