// One PostgreSQL database may hold several schemas: other sites', a restore's, the test suites'
// own. A schema dropped by another connection must not fail this site's migration at start.
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { startCacheSync } from "#server/delivery/cache-sync.ts";
import { createReadCache } from "#server/services/read-cache.ts";
import { createTestDatabase } from "../support/databases.ts";

/** Nothing to log here: a failed announcement would show as a count that does not move. */
const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;

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

  it("announces a write to the processes of its own schema only, not to a site in another schema", async () => {
    const site = await createTestDatabase("postgres", { seed: false });
    const other = await createTestDatabase("postgres", { seed: false });
    const extra: DatabaseHandle[] = [];
    const processOf = (database: DatabaseHandle, url: string) => {
      const cache = createReadCache();
      const announced = { count: 0 };
      cache.onInvalidate((origin) => {
        if (origin === "remote") announced.count += 1;
      });
      return { cache, announced, sync: startCacheSync(database, url, cache, quiet) };
    };
    const secondHandle = (database: typeof site) => {
      const handle = openDatabase(database.options);
      extra.push(handle);
      return handle;
    };
    const url = (database: typeof site) => (database.options.engine === "postgres" ? database.options.url : "");
    const [siteA, siteB, otherC, otherD] = [
      processOf(site, url(site)),
      processOf(secondHandle(site), url(site)),
      processOf(other, url(other)),
      processOf(secondHandle(other), url(other)),
    ];
    const all = [siteA, siteB, otherC, otherD];
    try {
      // Each process forgets its cache once it listens (announcements before were missed).
      await expect.poll(() => all.every(({ announced }) => announced.count >= 1)).toBe(true);
      for (const process of all) process.announced.count = 0;

      // Announcements reach each listener in the order they were sent: once B has the site's,
      // it has already had (and ignored) the other site's sent before it, and so on.
      otherC.cache.invalidate();
      await expect.poll(() => otherD.announced.count).toBe(1);
      siteA.cache.invalidate();
      await expect.poll(() => siteB.announced.count).toBe(1);
      otherC.cache.invalidate();
      await expect.poll(() => otherD.announced.count).toBe(2);
      siteA.cache.invalidate();
      await expect.poll(() => siteB.announced.count).toBe(2);
      expect(all.map(({ announced }) => announced.count)).toEqual([0, 2, 0, 2]);
    } finally {
      await Promise.all(all.map(({ sync }) => sync.close()));
      await Promise.all(extra.map((handle) => handle.close()));
      await site.drop();
      await other.drop();
    }
  });
});
