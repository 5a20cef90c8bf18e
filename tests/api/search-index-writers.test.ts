import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { searchIndex } from "#server/db/search-index.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";

/**
 * Two transactions index one notice at once on PostgreSQL (decision 0296): staff archive it while
 * the background reading of its PDF writes its text. The second waits for the first and indexes
 * what it committed; before, its delete missed the first's new entry and its insert collided
 * with it (a duplicate key: the staff's archive answered 500).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two writers indexing one notice on PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  });
  afterAll(() => database.drop());

  it("the later waits for the earlier and indexes what it committed, with no collision", async () => {
    const { db } = database;
    const { id } = await db
      .selectFrom("notice")
      .select("id")
      .where("archive", "=", 0)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    let commitArchive!: () => void;
    const archiveMayCommit = new Promise<void>((resolve) => (commitArchive = resolve));
    let archiveIndexed!: () => void;
    const indexedByArchive = new Promise<void>((resolve) => (archiveIndexed = resolve));
    // Staff's archive: the notice and its entry written, not yet committed.
    const archive = db.transaction().execute(async (trx) => {
      await trx.updateTable("notice").set({ archive: 1 }).where("id", "=", id).execute();
      await searchIndex.notice(trx, id);
      archiveIndexed();
      await archiveMayCommit;
    });
    await indexedByArchive;
    // The reading's write, meanwhile, indexes the same notice.
    const reading = db.transaction().execute((trx) => searchIndex.notice(trx, id));
    // It waits on a lock until the archive commits.
    await expect
      .poll(async () => {
        const { rows } = await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
        return Number(rows[0]!.waiting);
      })
      .toBe(1);
    commitArchive();
    await archive;
    await expect(reading).resolves.toBeUndefined();
    const entries = await db.selectFrom("search_entry").select("archived").where("ref", "=", id).execute();
    expect(entries).toEqual([{ archived: 1 }]);
  });

  it("writes an indexed notice into the index at once, leaving no pending list for every search to read (decision 0284)", async () => {
    const { db } = database;
    const { id } = await db.selectFrom("notice").select("id").orderBy("id").executeTakeFirstOrThrow();
    await db.transaction().execute((trx) => searchIndex.notice(trx, id));
    // The number of pages of the pending list it moves into the index: none were left there.
    const { rows } = await sql<{ moved: number | string }>`
      select gin_clean_pending_list('search_entry_document'::regclass) as moved`.execute(db);
    expect(Number(rows[0]!.moved)).toBe(0);
  });
});
