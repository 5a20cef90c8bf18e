import { sql, type Kysely } from "kysely";

/**
 * Subscriptions to a notice board by mail (decision 0205): one per board and address, confirmed
 * by the link sent to it, ended by the link in every message it gets (its `unsubscribe_token`).
 * An ended subscription is deleted: nothing of the address is kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("board_subscription")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("board", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("language", "text", (column) => column.notNull().check(sql`language in ('en', 'hi')`))
    .addColumn("unsubscribe_token", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema
    .createIndex("board_subscription_address_idx")
    .on("board_subscription")
    .columns(["board", "email"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("board_subscription").execute();
}
