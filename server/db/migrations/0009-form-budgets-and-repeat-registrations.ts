import { sql, type Kysely } from "kysely";

/**
 * The public forms' log of submissions says which form (or the status look-up)
 * each row counts against, so each has its own budget per address; the log only
 * ever holds the last few minutes, so it is made anew rather than filled in.
 *
 * Alumni registrations are no longer one per email: a post can only add a
 * registration, never change one, so a second with a known email is a row of its
 * own for a reviewer to merge (decision 0115). The unique constraint cannot be
 * dropped in SQLite, so the table is made again with its rows. There is no
 * `down`: going back would have to choose one registration per email.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("form_submission").execute();
  await db.schema
    .createTable("form_submission")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("client", "text", (column) => column.notNull())
    .addColumn("form", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("form_submission_client_form_idx")
    .on("form_submission")
    .columns(["client", "form", "created_at"])
    .execute();

  await db.schema
    .createTable("alumni_registration_next")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("programme", "text", (column) => column.notNull())
    .addColumn("year_of_passing", "integer", (column) => column.notNull())
    .addColumn("current_organisation", "text")
    .addColumn("consent", "integer", (column) => column.notNull().check(sql`consent in (0, 1)`))
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'verified', 'rejected')`),
    )
    .addColumn("internal_note", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();
  await sql`insert into alumni_registration_next
    (id, email, name, programme, year_of_passing, current_organisation, consent, status, internal_note, created_at, updated_at)
    select id, email, name, programme, year_of_passing, current_organisation, consent, status, internal_note, created_at, updated_at
    from alumni_registration`.execute(db);
  await db.schema.dropTable("alumni_registration").execute();
  await db.schema.alterTable("alumni_registration_next").renameTo("alumni_registration").execute();
  await db.schema.createIndex("alumni_registration_email_idx").on("alumni_registration").column("email").execute();
}
