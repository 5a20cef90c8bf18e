import type { Kysely } from "kysely";

/**
 * The public forms: grievances (with an optional attachment, kept apart from
 * the notices' public files), staff notes on them, alumni registrations, and
 * the two guards every form shares: receipts of idempotency tokens and the
 * submission log that rate-limits a client. Both guards live in the database
 * so that every server process sees the same counts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("grievance")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("reference", "text", (column) => column.notNull().unique())
    .addColumn("year", "integer", (column) => column.notNull())
    .addColumn("number", "integer", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull())
    .addColumn("campus", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("public_reply", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .addUniqueConstraint("grievance_year_number_unique", ["year", "number"])
    .execute();
  await db.schema.createIndex("grievance_status_idx").on("grievance").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("grievance_attachment")
    .addColumn("grievance_id", "text", (column) => column.primaryKey().references("grievance.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("content", "bytea", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("grievance_note")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("grievance_id", "text", (column) => column.notNull().references("grievance.id").onDelete("cascade"))
    .addColumn("author", "text", (column) => column.notNull())
    .addColumn("text", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("grievance_note_grievance_idx").on("grievance_note").column("grievance_id").execute();

  await db.schema
    .createTable("alumni")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("programme", "text", (column) => column.notNull())
    .addColumn("year_of_passing", "integer", (column) => column.notNull())
    .addColumn("organisation", "text")
    .addColumn("review_status", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

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
  for (const table of [
    "form_submission",
    "form_receipt",
    "alumni",
    "grievance_note",
    "grievance_attachment",
    "grievance",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
