import { sql, type Kysely } from "kysely";

/** The tables whose rows the `demo` seed invents: people, programmes with their structures, notices. */
const tablesWithSamples = ["faculty", "program", "notice"] as const;

/**
 * A flag on every invented row (1) beside the facts and staff's own rows (0),
 * so the sample data can be shown as such and removed in one action
 * (docs/decisions/0130). Rows that exist already start as 0; the seed part
 * `sample-marks` flags those the seed made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tablesWithSamples) {
    await db.schema
      .alterTable(table)
      .addColumn("sample", "integer", (column) =>
        column
          .notNull()
          .defaultTo(0)
          .check(sql`sample in (0, 1)`),
      )
      .execute();
    await db.schema.createIndex(`${table}_sample_idx`).on(table).column("sample").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tablesWithSamples) {
    await db.schema.dropIndex(`${table}_sample_idx`).execute();
    await db.schema.alterTable(table).dropColumn("sample").execute();
  }
}
