// One PostgreSQL database may hold several schemas: other sites', a restore's, the test suites'
// own. A schema dropped by another connection must not fail this site's migration at start.
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/database.ts";
import { createTestDatabase } from "../support/databases.ts";

describe.runIf(process.env.TEST_DATABASE_URL)("a site's schema beside others in one PostgreSQL database", () => {
  it("reads only its own schema's tables, unharmed by another schema dropped meanwhile", async () => {
    const site = await createTestDatabase("postgres", { seed: false });
    const other = await createTestDatabase("postgres", { seed: false });
    try {
      const { rows } = await sql<{ name: string }>`select current_schema() as name`.execute(site.db);
      const ownSchema = rows[0]!.name;
      await site.db
        .transaction()
        .setIsolationLevel("repeatable read")
        .execute(async (transaction) => {
          // The snapshot still lists the other schema's tables once it is dropped, as a catalog
          // query that began a moment before the drop does.
          await sql`select 1`.execute(transaction);
          await other.drop();
          const tables = await transaction.introspection.getTables({ withInternalKyselyTables: true });
          expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([ownSchema]));
          expect(tables.map((table) => table.name)).toContain("kysely_migration");
          const notice = tables.find((table) => table.name === "notice");
          expect(notice?.columns.find((column) => column.name === "title")).toMatchObject({ isNullable: false });
        });
      expect(await migrateToLatest(site)).toEqual([]);
    } finally {
      await site.drop();
    }
  });
});
