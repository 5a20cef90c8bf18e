import type { Kysely } from "kysely";

/**
 * Which parts of the seed have been applied. A part runs once: data staff later
 * delete (a seeded notice, a department) stays deleted across restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("seed_part")
    .addColumn("part", "text", (column) => column.primaryKey())
    .addColumn("applied_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("seed_part").execute();
}
