import type { Kysely } from "kysely";
import { campusFacts } from "#common/campuses.ts";
import type { Database } from "../schema.ts";
import { stableId } from "../stable-id.ts";

const seededAt = "2024-07-01T00:00:00.000Z";

/**
 * Fills the database with realistic data. Idempotent: rows that exist are left
 * alone (staff edits survive a restart), missing ones are added.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const rows = campusFacts.map((campus, index) => ({
      id: stableId("campus", campus.slug),
      slug: campus.slug,
      name: campus.name,
      zone: campus.zone,
      address: campus.address ?? null,
      sort_order: index,
      created_at: seededAt,
    }));
    await trx
      .insertInto("campus")
      .values(rows)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  });
}
