import type { Kysely } from "kysely";

/**
 * The per-address request limits' counts, when the site runs on PostgreSQL: one row per limit
 * and client address, counted by every instance, so N instances allow the limit and not N times
 * it (server/http/shared-request-counts.ts, decision 0216). A row's window began at
 * `window_started_at` (milliseconds since the epoch) and lasts `window_ms`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("request_count")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("window_started_at", "bigint", (column) => column.notNull())
    .addColumn("window_ms", "integer", (column) => column.notNull())
    .addColumn("count", "integer", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("request_count").execute();
}
