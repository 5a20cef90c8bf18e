import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/schema.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { sampleMark } from "#server/db/seed/sample-mark.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";

const tables = ["campus", "department_school", "department", "faculty", "program", "program_campus", "notice"] as const;

async function snapshot(database: TestDatabase) {
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = await database.db
      .selectFrom(table as keyof Database)
      .selectAll()
      .execute()
      .then((rows) => rows.map((row) => JSON.stringify(row)).sort());
  }
  result.stored_file = (await database.db.selectFrom("stored_file").select(["id", "size"]).orderBy("id").execute()).map(
    (row) => `${row.id}:${row.size}`,
  );
  return result;
}

describe.each(testEngines)("the seed on %s", (engine) => {
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.drop())));

  it("is deterministic for a given day and idempotent across days", async () => {
    const today = new Date("2026-03-10T08:00:00Z");
    for (let index = 0; index < 2; index += 1) {
      const database = await createTestDatabase(engine, { seed: false });
      databases.push(database);
      await seedDatabase(database.db, { today });
    }
    const [first, second] = await Promise.all(databases.map(snapshot));
    expect(second).toEqual(first);
    // A later run leaves every row as it was: ids are stable and existing rows are kept.
    await seedDatabase(databases[0]!.db, { today: new Date("2026-09-01T08:00:00Z") });
    expect(await snapshot(databases[0]!)).toEqual(first);
  });

  it("does not bring back seeded rows that staff deleted", async () => {
    const database = await createTestDatabase(engine);
    databases.push(database);
    const notice = await database.db.selectFrom("notice").select("id").orderBy("id").executeTakeFirstOrThrow();
    await database.db.deleteFrom("notice").where("id", "=", notice.id).execute();
    await seedDatabase(database.db);
    const found = await database.db.selectFrom("notice").select("id").where("id", "=", notice.id).execute();
    expect(found).toEqual([]);
  });
});

describe("the demo seed's PDFs", () => {
  it("carry the sample mark, in English and Hindi, on every page, and a reference that says SAMPLE", async () => {
    const database = await createTestDatabase("sqlite");
    try {
      const files = await database.db
        .selectFrom("notice")
        .innerJoin("stored_file", "stored_file.id", "notice.file_id")
        .select(["notice.title", "stored_file.content"])
        .execute();
      expect(files.length).toBeGreaterThan(50);
      const unmarked: string[] = [];
      for (const { title, content } of files) {
        const { text: pages } = await extractText(await getDocumentProxy(new Uint8Array(content)), {
          mergePages: false,
        });
        for (const [index, page] of pages.entries()) {
          const text = page.replace(/\s+/g, " ");
          const marks = [sampleMark.line, sampleMark.lineHi, sampleMark.watermark, sampleMark.watermarkHi];
          if (!marks.every((mark) => text.includes(mark)) || !text.includes(`No. ${sampleMark.reference}/DSEU/`)) {
            unmarked.push(`${title}, page ${index + 1}: ${text.slice(0, 200)}`);
          }
        }
      }
      expect(unmarked).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
