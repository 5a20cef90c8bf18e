import type { Kysely } from "kysely";

/** What every public form shares: receipts of idempotency tokens, and a log of submissions per client. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("form_receipt")
    .addColumn("token", "text", (column) => column.primaryKey())
    .addColumn("form", "text", (column) => column.notNull())
    .addColumn("result", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("form_submission")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("client", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("form_submission_client_idx")
    .on("form_submission")
    .columns(["client", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("form_submission").execute();
  await db.schema.dropTable("form_receipt").execute();
}
