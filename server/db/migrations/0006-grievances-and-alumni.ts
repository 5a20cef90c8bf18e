import { sql, type Kysely } from "kysely";

/**
 * Grievances (with an optional attachment kept apart from the public notice
 * files, in the same transaction), the counters behind their reference
 * numbers, and alumni registrations (one per email).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reference_counter")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "integer", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("grievance")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("reference", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("phone", "text")
    .addColumn("role", "text", (column) =>
      column.notNull().check(sql`role in ('student', 'staff', 'applicant', 'other')`),
    )
    .addColumn("campus", "text")
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("description", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .defaultTo("received")
        .check(sql`status in ('received', 'in_review', 'resolved', 'closed')`),
    )
    .addColumn("public_reply", "text")
    .addColumn("internal_note", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("grievance_status_created_idx")
    .on("grievance")
    .columns(["status", "created_at"])
    .execute();
  await db.schema.createIndex("grievance_created_idx").on("grievance").column("created_at").execute();

  await db.schema
    .createTable("grievance_attachment")
    .addColumn("grievance_id", "text", (column) => column.primaryKey().references("grievance.id").onDelete("cascade"))
    .addColumn("content", "bytea", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("size", "integer", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("alumni_registration")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("programme", "text", (column) => column.notNull())
    .addColumn("year_of_passing", "integer", (column) => column.notNull())
    .addColumn("current_organisation", "text")
    .addColumn("consent", "integer", (column) => column.notNull().check(sql`consent in (0, 1)`))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["alumni_registration", "grievance_attachment", "grievance", "reference_counter"]) {
    await db.schema.dropTable(table).execute();
  }
}
