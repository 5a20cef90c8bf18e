import type { Kysely } from "kysely";

/**
 * Notices' text for their reading views (decisions 0260 to 0263):
 * - `notice_file_text`, a row per PDF once its reading has begun: the claim of the process
 *   reading it (the queue of reading work is the PDFs without a row, and rows queued or whose
 *   claim has lapsed), then what it read: blocks from the text layer or recognised, or why not;
 * - `notice_text_revision`, staff corrections of a notice's text, each kept.
 * PDFs stored before this migration have no row: the servers read them in the background.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notice_file_text")
    .addColumn("file_id", "text", (column) => column.primaryKey().references("stored_file.id").onDelete("cascade"))
    .addColumn("state", "text", (column) => column.notNull())
    .addColumn("blocks", "text")
    .addColumn("reason", "text")
    .addColumn("pages", "integer")
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("claim", "text")
    .addColumn("lease_until", "text")
    .addColumn("started_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("notice_file_text_state_idx")
    .on("notice_file_text")
    .columns(["state", "lease_until"])
    .execute();
  await db.schema
    .createTable("notice_text_revision")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("notice_id", "text", (column) => column.notNull().references("notice.id").onDelete("cascade"))
    .addColumn("number", "integer", (column) => column.notNull())
    .addColumn("markdown", "text", (column) => column.notNull())
    .addColumn("blocks", "text", (column) => column.notNull())
    .addColumn("created_by", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addUniqueConstraint("notice_text_revision_number", ["notice_id", "number"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notice_text_revision").execute();
  await db.schema.dropTable("notice_file_text").execute();
}
