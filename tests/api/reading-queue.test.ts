import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blockText } from "#common/notice-text.ts";
import type { ReadingOutcome } from "#server/db/notice-text/reading-outcome.ts";
import { claimNext, finish, maxAttempts, release } from "#server/services/notice-text/reading-queue.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";

const second = 1000;

/** What a reading gave, told apart by its words. */
const read = (words: string): ReadingOutcome => ({
  state: "pdf",
  blocks: [{ kind: "paragraph", text: words }],
  pages: 1,
  reason: null,
});

/**
 * The queue of reading work in the database (decision 0261): several processes claim from it at
 * once, a claim whose process went silent passes to another once its lease lapses, and only the
 * claim that holds writes what it read, so a PDF's text is written once.
 */
describe.each(testEngines)("the queue of PDFs to read on %s", (engine) => {
  let database: TestDatabase;
  const fileId = "f".repeat(64);

  beforeAll(async () => {
    database = await createTestDatabase(engine, { seed: false });
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom("stored_file").execute();
    await database.db
      .insertInto("stored_file")
      .values({
        id: fileId,
        content: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
        content_type: "application/pdf",
        size: 4,
        text: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  });
  const row = () => database.db.selectFrom("notice_file_text").selectAll().executeTakeFirstOrThrow();

  it("hands a waiting PDF to one of eight processes claiming at once, and to none once it is taken", async () => {
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimNext(database.db, now, new Date(now.getTime() + 60 * second))),
    );
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
    expect(await claimNext(database.db, now, new Date(now.getTime() + 60 * second))).toBeUndefined();
    expect(await row()).toMatchObject({ state: "reading", attempts: 1 });
  });

  it("passes a claim whose lease lapsed to the next process, and keeps only the reading of the claim that holds", async () => {
    const start = Date.now();
    const first = await claimNext(database.db, new Date(start), new Date(start + second));
    // Its process goes silent: the lease lapses, and another process takes the PDF.
    expect(await claimNext(database.db, new Date(start + 500), new Date(start + 60 * second))).toBeUndefined();
    const taker = await claimNext(database.db, new Date(start + 2 * second), new Date(start + 60 * second));
    expect(taker).toMatchObject({ fileId, attempts: 2 });

    expect(await database.db.transaction().execute((trx) => finish(trx, taker!, read("the second reading")))).toBe(
      true,
    );
    // The first process comes back with its reading: not written, and the second's stays.
    expect(await database.db.transaction().execute((trx) => finish(trx, first!, read("the first reading")))).toBe(
      false,
    );
    const done = await row();
    expect(done).toMatchObject({ state: "pdf", attempts: 2, claim: null });
    expect(JSON.parse(done.blocks!).map(blockText)).toEqual(["the second reading"]);
    expect(
      await claimNext(database.db, new Date(start + 120 * second), new Date(start + 180 * second)),
    ).toBeUndefined();
  });

  it(`stops trying a PDF whose reading was claimed ${maxAttempts} times and never finished`, async () => {
    let at = Date.now();
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      expect(await claimNext(database.db, new Date(at), new Date(at + second))).toMatchObject({ attempts: attempt });
      at += 2 * second;
    }
    expect(await claimNext(database.db, new Date(at), new Date(at + second))).toBeUndefined();
    expect(await row()).toMatchObject({
      state: "failed",
      reason: `Reading stopped ${maxAttempts} times before it finished`,
    });
  });

  it("gives a claim back when its process stops, so that the next process reads the PDF at once", async () => {
    const now = new Date();
    const claim = await claimNext(database.db, now, new Date(now.getTime() + 60 * second));
    await release(database.db, claim!);
    expect(await row()).toMatchObject({ state: "queued", attempts: 0, claim: null });
    expect(await claimNext(database.db, now, new Date(now.getTime() + 60 * second))).toMatchObject({ attempts: 1 });
  });
});
