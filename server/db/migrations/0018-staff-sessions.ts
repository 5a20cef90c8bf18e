import type { Kysely } from "kysely";

/**
 * The console's sessions (decision 0155): one row per sign-in in the browser, so every
 * server process behind the database knows it, and signing out ends it for every tab
 * that shares the cookie. The cookie's value is never stored, only its SHA-256 hash:
 * a copy of the database does not sign anyone in. `expires_at` is the absolute end;
 * `last_seen_at` moves with use and ends the session when left idle.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_session")
    .addColumn("id_hash", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("staff_user.id").onDelete("cascade"))
    .addColumn("csrf_token", "text", (column) => column.notNull())
    .addColumn("session_generation", "integer", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("last_seen_at", "text", (column) => column.notNull())
    .addColumn("expires_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("staff_session_user_idx").on("staff_session").column("user_id").execute();
  await db.schema.createIndex("staff_session_expires_idx").on("staff_session").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_session").execute();
}
