import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { testEngines } from "../support/databases.ts";

/**
 * The faculty directory a page of 48 people at a time (decision 0143): the page and the search
 * are in the URL, the page links are plain links, so it reads the same without JavaScript, and
 * every person is on exactly one page, in the directory's order.
 */
describe.each(testEngines)("the faculty directory's pages on %s", (engine) => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite({ engine });
  }, 180_000);
  afterAll(() => site.close());

  const open = async (url: string) => {
    const response = await site.app.inject(url);
    expect(response.statusCode, url).toBe(200);
    return parse(response.body).querySelector("main")!;
  };
  const profileIds = (main: ReturnType<typeof parse>) =>
    main.querySelectorAll("a[href*='/faculty/']").map((link) => link.getAttribute("href")!.split("/faculty/")[1]!);
  const pageLinks = (main: ReturnType<typeof parse>) =>
    main.querySelectorAll("nav a").map((link) => ({
      href: link.getAttribute("href"),
      label: link.getAttribute("aria-label") ?? link.text.trim(),
      current: link.getAttribute("aria-current"),
      rel: link.getAttribute("rel"),
    }));

  it("lists everyone once over its pages, 48 to a page, with the count of all on each", async () => {
    const everyone = await site.services.faculty.list({ limit: 1000 });
    expect(everyone.length).toBeGreaterThan(96);
    const totalPages = Math.ceil(everyone.length / 48);
    const seen: string[] = [];
    for (let page = 1; page <= totalPages; page += 1) {
      const main = await open(page === 1 ? "/academics/faculty" : `/academics/faculty?page=${page}`);
      const ids = profileIds(main);
      expect(ids.length, `page ${page}`).toBe(page < totalPages ? 48 : everyone.length - 48 * (totalPages - 1));
      seen.push(...ids);
      expect(main.querySelector("[data-testid=faculty-count]")!.text).toBe(`${everyone.length} people`);
      expect(main.querySelector("[data-testid=faculty-range]")!.text).toBe(
        `Showing ${48 * (page - 1) + 1} to ${Math.min(everyone.length, 48 * page)}`,
      );
      const links = pageLinks(main);
      expect(links.find((link) => link.current === "page")?.label).toBe(`Page ${page}`);
      if (page < totalPages) {
        expect(links.find((link) => link.rel === "next")?.href).toBe(`/academics/faculty?page=${page + 1}`);
      }
      if (page > 1) {
        expect(links.find((link) => link.rel === "prev")?.href).toBe(
          page === 2 ? "/academics/faculty" : `/academics/faculty?page=${page - 1}`,
        );
      }
    }
    expect(seen.toSorted()).toEqual(everyone.map((person) => person._id).toSorted());
  });

  it("keeps the search in its page links, and a new search starts from the first page", async () => {
    const everyone = await site.services.faculty.list({ limit: 1000 });
    // A designation word many people share, so that the matches span pages.
    const word = "professor";
    const matching = everyone.filter((person) => person.designation.toLowerCase().includes(word));
    expect(matching.length).toBeGreaterThan(48);
    const main = await open(`/academics/faculty?q=${word}&page=2`);
    expect(main.querySelector("[data-testid=faculty-count]")!.text).toBe(`${matching.length} people`);
    const links = pageLinks(main);
    expect(links.find((link) => link.rel === "prev")?.href).toBe(`/academics/faculty?q=${word}`);
    expect(links.find((link) => link.current === "page")?.href).toBe(`/academics/faculty?q=${word}&page=2`);
    const ids = profileIds(main);
    expect(ids.every((id) => matching.some((person) => person._id === id))).toBe(true);
    // The search form sends the words alone: a new search is not kept on page 2.
    expect(main.querySelectorAll("form input").map((input) => input.getAttribute("name"))).toEqual(["q"]);
  });

  it("shows the first page for a malformed or hostile page, and the last past the end; never an error", async () => {
    const first = profileIds(await open("/academics/faculty"));
    const everyone = await site.services.faculty.list({ limit: 1000 });
    const last = profileIds(await open(`/academics/faculty?page=${Math.ceil(everyone.length / 48)}`));
    for (const page of ["abc", "0", "-1", "1.5", "1e3", "%00", "%3Cscript%3E", "2%20OR%201=1", "x".repeat(5000)]) {
      expect(profileIds(await open(`/academics/faculty?page=${page}`)), page).toEqual(first);
    }
    for (const page of ["99", "999999", "9999999999999"]) {
      const ids = profileIds(await open(`/academics/faculty?page=${page}`));
      expect(ids, page).toEqual(page.length > 6 ? first : last);
    }
    // A search that matches nobody has one, empty, page and no page links.
    const none = await open("/academics/faculty?q=nobody-has-this-name&page=3");
    expect(none.text).toContain("Nobody matches this search.");
    expect(pageLinks(none)).toEqual([]);
  });

  it("reads in Hindi under /hi/, its page links staying there", async () => {
    const main = await open("/hi/academics/faculty?page=2");
    expect(profileIds(main).length).toBe(48);
    expect(main.querySelectorAll("a[href^='/hi/faculty/']").length).toBe(48);
    expect(main.querySelector("nav")!.getAttribute("aria-label")).toBe("निर्देशिका के पृष्ठ");
    const links = pageLinks(main);
    expect(links.find((link) => link.rel === "prev")?.href).toBe("/hi/academics/faculty");
    expect(links.find((link) => link.rel === "next")?.href).toBe("/hi/academics/faculty?page=3");
    expect(main.querySelector("[data-testid=faculty-range]")!.text).toBe("49 से 96 तक दिखाए गए हैं");
  });
});
