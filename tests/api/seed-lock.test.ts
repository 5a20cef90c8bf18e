import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withSeedLock } from "#server/db/database.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("the seed's lock on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seed: false });
  });
  afterAll(() => database.drop());

  it("waits its turn while another instance seeds, asking again rather than in one statement that could time out", async () => {
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query(`select pg_advisory_lock(hashtext('dseu:seed'))`);
      let seeded = false;
      const seeding = withSeedLock(database, async () => (seeded = true));
      // Several turns of asking: still held by the other instance.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(seeded).toBe(false);
      const waiting = await other.query<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity where query like '%pg_advisory_lock(%' and state = 'active' and datname = current_database() and pid <> pg_backend_pid()`,
      );
      // No statement of its own sits waiting on the lock (one that would meet the query timeout).
      expect(waiting.rows[0]!.count).toBe(0);
      await other.query(`select pg_advisory_unlock(hashtext('dseu:seed'))`);
      await seeding;
      expect(seeded).toBe(true);
    } finally {
      await other.end();
    }
  });
});
