import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueSearchPages } from "#app/catalogue-search-pages.ts";
import type { SearchAnswer, SearchResult } from "#common/api/search.ts";
import { canonicalPath } from "#app/page-routes.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";
import { createServices, type Services } from "#server/services/index.ts";
import relevanceSet from "./search-relevance.json" with { type: "json" };

/**
 * What a result must be: a page's canonical path (and its language), a kind, a title (a
 * regular expression), or whether it is archived; each field given must hold.
 */
type Expected = { path?: string; lang?: "en" | "hi"; kind?: SearchResult["kind"]; title?: string; archived?: boolean };

/**
 * The relevance set (docs/decisions/0230): queries a visitor types, each with the result that
 * must come first or in the first three, or the spelling "Did you mean" must offer.
 */
type RelevanceCase = { q: string; lang?: "en" | "hi" } & (
  { first: Expected } | { top3: Expected } | { suggestion: string }
);

const cases = relevanceSet as RelevanceCase[];

const titleText = (result: SearchResult) => result.title.map((part) => part.text).join("");

function fits(result: SearchResult, expected: Expected): boolean {
  return (
    (expected.path === undefined || result.path === expected.path) &&
    (expected.lang === undefined || result.lang === expected.lang) &&
    (expected.kind === undefined || result.kind === expected.kind) &&
    (expected.title === undefined || new RegExp(expected.title).test(titleText(result))) &&
    (expected.archived === undefined || result.archived === expected.archived)
  );
}

/** A result as the relevance set compares the engines' orders by it. */
const place = (result: SearchResult) => `${result.kind} ${result.lang ?? "-"} ${result.path} ${result.archived}`;

const label = (each: RelevanceCase) => `${each.q} (${each.lang ?? "en"})`;

/**
 * One seeded database per engine, each with the catalogue's pages as the server indexes them
 * (decision 0128); every query of the set asked of each, its first page compared between them.
 */
describe("the search's relevance set", () => {
  const sites: Array<{ engine: string; database: TestDatabase; services: Services }> = [];

  beforeAll(async () => {
    for (const engine of testEngines) {
      const database = await createTestDatabase(engine);
      const services = createServices(database.db);
      await services.search.indexCataloguePages(catalogueSearchPages());
      sites.push({ engine, database, services });
    }
  });
  afterAll(async () => {
    for (const { database } of sites) await database.drop();
  });

  it("holds at least 40 queries, in English and Hindi, misspelt and abbreviated", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    expect(cases.some((each) => each.lang === "hi")).toBe(true);
    expect(cases.filter((each) => "suggestion" in each).length).toBeGreaterThan(3);
    for (const abbreviation of ["B.Tech", "PhD", "RTI", "NCC", "ICC"]) {
      expect(cases.map((each) => each.q)).toContain(abbreviation);
    }
  });

  it.each(cases.map((each) => [label(each), each] as const))("%s", async (_label, each) => {
    const answers: SearchAnswer[] = [];
    for (const { engine, services } of sites) {
      const answer = await services.search.search({ q: each.q, lang: each.lang ?? "en", page: 1 });
      const listed = answer.results.map((result) => `${place(result)} ${titleText(result)}`).join("\n  ");
      if ("suggestion" in each) {
        expect(answer.suggestion, `${engine}: ${label(each)}`).toBe(each.suggestion);
      } else {
        const [expected, within] = "first" in each ? [each.first, 1] : [each.top3, 3];
        const at = answer.results.findIndex((result) => fits(result, expected));
        expect(
          at,
          `${engine}: ${label(each)} wants ${JSON.stringify(expected)} within ${within}, got\n  ${listed}`,
        ).toBeGreaterThanOrEqual(0);
        expect(
          at,
          `${engine}: ${label(each)} wants ${JSON.stringify(expected)} within ${within}, got\n  ${listed}`,
        ).toBeLessThan(within);
      }
      answers.push(answer);
    }
    // Both engines rank by the same whole numbers: the same results in the same order.
    const [first, ...others] = answers;
    for (const other of others) {
      expect(other.results.map(place)).toEqual(first!.results.map(place));
      expect(other.suggestion).toBe(first!.suggestion);
    }
  });

  it("fee: the Fee Refund Policy and the current fee notices before IQAC, found only inside 'feedback'", async () => {
    for (const { engine, services } of sites) {
      const results: SearchResult[] = [];
      for (const page of [1, 2])
        results.push(...(await services.search.search({ q: "fee", lang: "en", page })).results);
      const at = (fits: (result: SearchResult) => boolean) => results.findIndex(fits);
      const iqac = at((result) => result.path === "/academics/IQAC");
      expect(iqac, engine).toBeGreaterThan(0);
      expect(
        at((result) => result.path === "/admission/refund-policy"),
        engine,
      ).toBe(0);
      const feeNotices = results.filter(
        (result) => result.kind === "notice" && !result.archived && /\bfee\b/i.test(titleText(result)),
      );
      expect(feeNotices.length, engine).toBeGreaterThan(0);
      for (const notice of feeNotices) expect(results.indexOf(notice), engine).toBeLessThan(iqac);
      // Archived fee notices (an earlier session's fee structure) come last, labelled.
      const archived = at((result) => result.archived);
      expect(archived, engine).toBeGreaterThan(iqac);
      expect(
        results.slice(archived).every((result) => result.archived),
        engine,
      ).toBe(true);
    }
  });

  it("links every page, programme, department, person and campus by the canonical path of its page", async () => {
    for (const { engine, database } of sites) {
      const paths = await database.db
        .selectFrom("search_entry")
        .select("path")
        .distinct()
        .where("kind", "<>", "notice")
        .execute();
      expect(paths.length).toBeGreaterThan(100);
      const spelledOtherwise = paths.map(({ path }) => path).filter((path) => canonicalPath(path) !== path);
      expect(spelledOtherwise, engine).toEqual([]);
    }
  });
});
