import type { Kysely } from "kysely";

/** A notice's title in Hindi, optional: `/hi/` pages show it, and the English title where there is none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notice").addColumn("title_hi", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notice").dropColumn("title_hi").execute();
}
