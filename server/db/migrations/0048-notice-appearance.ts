import type { Kysely } from "kysely";

/**
 * Whether a notice's appearance on the site is in the audit log (decision 0246): 0 while it is
 * scheduled, set when the moment passes and `notice.appear` is written, by whichever process gets
 * there first. Every notice already in the database has appeared, or its moment was before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("notice")
    .addColumn("appeared", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("notice_appearance_idx").on("notice").columns(["appeared", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notice_appearance_idx").execute();
  await db.schema.alterTable("notice").dropColumn("appeared").execute();
}
