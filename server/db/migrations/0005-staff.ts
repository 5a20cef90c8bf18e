import { sql, type Kysely } from "kysely";

/**
 * Staff accounts and what protects them: the signing secret every instance
 * shares, failed sign-ins and locks (counted in the database, so every process
 * sees the same counts), revoked tokens, and the audit log of every write.
 * Notices gain the office-order fields the console sends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_user")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("role", "text", (column) => column.notNull().check(sql`role in ('admin', 'editor', 'faculty')`))
    .addColumn("sections", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("faculty_id", "text", (column) => column.references("faculty.id").onDelete("set null"))
    .addColumn("disabled", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`disabled in (0, 1)`),
    )
    .addColumn("last_sign_in_at", "text")
    .addColumn("session_generation", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("updated_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("app_secret")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("login_failure")
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("failed_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex("login_failure_subject_idx")
    .on("login_failure")
    .columns(["subject", "failed_at"])
    .execute();

  await db.schema
    .createTable("login_lock")
    .addColumn("subject", "text", (column) => column.primaryKey())
    .addColumn("locked_until", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("revoked_token")
    .addColumn("token_id", "text", (column) => column.primaryKey())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("target_type", "text", (column) => column.notNull())
    .addColumn("target_id", "text")
    .addColumn("summary", "text", (column) => column.notNull())
    .addColumn("client_address", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").columns(["created_at", "id"]).execute();

  await db.schema.alterTable("notice").addColumn("order_date", "text").execute();
  await db.schema.alterTable("notice").addColumn("order_number", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notice").dropColumn("order_number").execute();
  await db.schema.alterTable("notice").dropColumn("order_date").execute();
  for (const table of ["audit_log", "revoked_token", "login_lock", "login_failure", "app_secret", "staff_user"]) {
    await db.schema.dropTable(table).execute();
  }
}
