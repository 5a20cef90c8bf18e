import { sql, type Kysely } from "kysely";

/**
 * Whether the search reads a stored PDF's words, and if not why (common/api/notice.ts,
 * `fileTextStatuses`): staff see it beside the notice. Files stored before say what their text
 * shows: read when there is some, none found otherwise; pictures have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stored_file").addColumn("text_status", "text").execute();
  await sql`update stored_file set text_status = case
    when text is not null then 'extracted'
    when content_type = 'application/pdf' then 'no_text'
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("stored_file").dropColumn("text_status").execute();
}
