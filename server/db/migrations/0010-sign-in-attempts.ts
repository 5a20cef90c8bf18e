import type { Kysely } from "kysely";

/**
 * A sign-in is counted as a failure before its password is checked (decision 0050),
 * and a right password takes back just its own rows: each row names its attempt.
 * Rows from before this migration have none and simply age out of the window.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("login_failure").addColumn("attempt", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("login_failure").dropColumn("attempt").execute();
}
