import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "#server/db/seed/index.ts";
import { createServices } from "#server/services/index.ts";
import { rebuildSearchIndex } from "#server/db/search-index.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";

const scholarship = "/amenities/scholarship";

describe.each(testEngines)("a scholarship page seeded before its section on hostels, on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.drop());

  /** Makes the database look seeded before decision 0126: revision 1 without the section, the part to run. */
  async function asSeededBefore() {
    await database.db.transaction().execute(async (trx) => {
      for (const language of ["en", "hi"] as const) {
        const first = await trx
          .selectFrom("page_revision")
          .select("body")
          .where("path", "=", scholarship)
          .where("language", "=", language)
          .where("number", "=", 1)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("page_revision")
          .set({ body: first.body.split("\n## ").slice(0, -1).join("\n## ") })
          .where("path", "=", scholarship)
          .where("language", "=", language)
          .where("number", "=", 1)
          .execute();
      }
      await trx.deleteFrom("seed_part").where("part", "=", "hostel-text").execute();
      await rebuildSearchIndex(trx);
    });
  }

  it("gets the section as its next revision, found by the search, unless staff have saved the page", async () => {
    await asSeededBefore();
    const before = createServices(database.db);
    expect((await before.search.search({ q: "hostel", page: 1, lang: "en" })).total).toBe(0);
    // Staff saved the Hindi page since: it stays theirs.
    await database.db
      .insertInto("page_revision")
      .values({
        id: "staff-revision",
        path: scholarship,
        language: "hi",
        number: 2,
        title: "छात्रवृत्ति",
        description: "",
        body: "कर्मचारियों का पाठ",
        published: 1,
        author_id: null,
        author_name: "Registrar",
        restored_from: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await seedDatabase(database.db)).toEqual(["hostel-text"]);
    const services = createServices(database.db);
    const english = await services.pages.published(scholarship, "en");
    expect(english?.body).toContain("## Hostel and accommodation");
    expect((await services.pages.published(scholarship, "hi"))?.body).toBe("कर्मचारियों का पाठ");
    const found = await services.search.search({ q: "hostel", page: 1, lang: "en" });
    // The result links the page's canonical address (decision 0233), as its content file does not spell it.
    expect(found.results[0]).toMatchObject({ kind: "page", path: "/amenities/Scholarship", lang: "en" });
    // Applied once: a second run changes nothing.
    expect(await seedDatabase(database.db)).toEqual([]);
  });
});
