import { sql, type Kysely } from "kysely";

/**
 * Admins review alumni registrations as they handle grievances: a status
 * (new, verified, rejected; decision 0112) and an internal note. Registrations
 * made before this migration start as new.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("alumni_registration")
    .addColumn("status", "text", (column) =>
      column
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'verified', 'rejected')`),
    )
    .execute();
  await db.schema.alterTable("alumni_registration").addColumn("internal_note", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("alumni_registration").dropColumn("internal_note").execute();
  await db.schema.alterTable("alumni_registration").dropColumn("status").execute();
}
