import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("campus")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slug", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("zone", "text", (column) =>
      column.notNull().check(sql`zone in ('central', 'north', 'south', 'east', 'west')`),
    )
    .addColumn("address", "text")
    .addColumn("sort_order", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("campus_zone_idx").on("campus").column("zone").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("campus").execute();
}
