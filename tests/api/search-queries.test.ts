import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#server/db/schema.ts";
import { createReadCache } from "#server/services/read-cache.ts";
import { createSearchService, type SearchService } from "#server/services/search-service.ts";
import { countingQueries } from "../support/counted-queries.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";

/** The moment the test's notice ends, an hour from the start of the run: the next change the search keeps. */
const noticeEnds = new Date(Date.now() + 3_600_000);

describe.each(testEngines)("the round trips of an uncached search on %s (decision 0292)", (engine) => {
  let database: TestDatabase;
  let counted: ReturnType<typeof countingQueries<Database>>;
  let clock: number;
  let cache: ReturnType<typeof createReadCache>;
  let search: SearchService;

  /** The queries one search made: the answer's results must be there, so a search that found nothing proves nothing. */
  const queriesOf = async (asked: Parameters<SearchService["search"]>[0]) => {
    const before = counted.executed.length;
    const answer = await search.search(asked);
    expect(answer.results.length, asked.q).toBeGreaterThan(0);
    return counted.executed.slice(before);
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // One current notice ends within the hour: the next change an answer is kept until.
    await sql`update search_entry set valid_until = ${noticeEnds.toISOString()}
      where id = (select min(id) from search_entry where kind = 'notice' and archived = 0 and valid_until is null)`.execute(
      database.db,
    );
    counted = countingQueries(database.db);
  });
  afterAll(() => database.drop());

  beforeEach(() => {
    clock = Date.now();
    cache = createReadCache({ now: () => clock });
    search = createSearchService(counted.db, cache, () => new Date(clock));
  });

  it("ranks in one query and reads the page's rows in one, once the next change is known", async () => {
    const first = await queriesOf({ q: "tender", lang: "en", page: 1 });
    // The first search after a write also reads when answers next change on their own.
    expect(first, first.join("\n")).toHaveLength(3);
    // Two words, each with its whole words and stems to look up: still one query for the ranking.
    for (const q of ["admission 2026", "engineering department", "scholarship"]) {
      const queries = await queriesOf({ q, lang: "en", page: 1 });
      expect(queries, queries.join("\n")).toHaveLength(2);
    }
  });

  it("reads no index words for spelling when the query is a number found once (a roll number, a PIN code)", async () => {
    cache.invalidate();
    // Found by one campus's address: fewer than three results, which for words asks for a better spelling.
    const queries = await queriesOf({ q: "110041", lang: "en", page: 1 });
    expect(queries, queries.join("\n")).toHaveLength(3);
  });

  it("reads only the page's rows for another page or kind of a ranked query", async () => {
    await queriesOf({ q: "department", lang: "en", page: 1 });
    for (const asked of [
      { q: "department", lang: "en" as const, page: 2 },
      { q: "department", lang: "en" as const, page: 1, kind: "page" as const },
    ]) {
      const queries = await queriesOf(asked);
      expect(queries, queries.join("\n")).toHaveLength(1);
    }
  });

  it("reads a page's rows once for the searches that show the same entries, until a write (decision 0284)", async () => {
    // The same entries on the page: a campus found by its PIN code, asked with and without its kind.
    const first = await search.search({ q: "110041", lang: "en", page: 1 });
    const kinds = new Set(first.results.map((result) => result.kind));
    expect(kinds.size).toBe(1);
    const sameEntries = { q: "110041", lang: "en" as const, page: 1, kind: [...kinds][0]! };
    expect(await queriesOf(sameEntries)).toHaveLength(0);
    cache.invalidate();
    expect(await queriesOf(sameEntries)).toHaveLength(3);
  });

  it("reads the next change again after a write, and once its moment has passed", async () => {
    await queriesOf({ q: "tender", lang: "en", page: 1 });
    cache.invalidate();
    expect(await queriesOf({ q: "library", lang: "en", page: 1 })).toHaveLength(3);
    expect(await queriesOf({ q: "engineering", lang: "en", page: 1 })).toHaveLength(2);
    clock = noticeEnds.getTime() - 1;
    expect(await queriesOf({ q: "campus", lang: "en", page: 1 })).toHaveLength(2);
    clock = noticeEnds.getTime();
    expect(await queriesOf({ q: "result", lang: "en", page: 1 })).toHaveLength(3);
  });
});
