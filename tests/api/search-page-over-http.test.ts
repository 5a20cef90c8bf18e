import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";

/** The results page as a browser without JavaScript gets it: the server's HTML. */
describe("the search results page over HTTP", () => {
  let site: TestSite;
  const get = async (url: string) => {
    const response = await site.app.inject({ method: "GET", url });
    return { status: response.statusCode, html: response.body, document: parse(response.body) };
  };

  beforeAll(async () => {
    site = await createTestSite();
  });
  afterAll(() => site.close());

  it("lists ranked results with their kind, marked words and links, in a page search engines leave out", async () => {
    const { status, document } = await get("/search?q=B.Tech");
    expect(status).toBe(200);
    expect(document.querySelector("h1")?.text).toBe("Results for “B.Tech”");
    expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
    const form = document.querySelector('form[role="search"]')!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/search");
    expect(form.querySelector('input[name="q"]')?.getAttribute("value")).toBe("B.Tech");
    const results = document.querySelectorAll("main ol > li");
    expect(results.length).toBe(10);
    const programme = results.find((result) =>
      result.querySelector("a")?.getAttribute("href")?.startsWith("/programs/"),
    );
    expect(programme, "a programme among the first results").toBeDefined();
    expect(programme!.text).toContain("Programme");
    expect(programme!.querySelector("h2 mark")?.text).toMatch(/^B\.\s?Tech/);
    const filters = document.querySelector('nav[aria-label="Show"]')!;
    expect(filters.querySelector('a[aria-current="page"]')?.text).toMatch(/^All/);
    expect(filters.querySelector('a[href="/search?q=B.Tech&kind=programme"]')).not.toBeNull();
    expect(
      document.querySelector('nav[aria-label="Pages of results"] a[href="/search?q=B.Tech&page=2"]'),
    ).not.toBeNull();
  });

  it("lists where to ask about hostels for hostel, and the grievance and RTI page first for RTI, in both languages", async () => {
    for (const [url, first] of [
      ["/search?q=hostel", "/amenities/Scholarship"],
      [`/hi/search?q=${encodeURIComponent("छात्रावास")}`, "/hi/amenities/Scholarship"],
      ["/search?q=RTI", "/grievance-form"],
      [`/hi/search?q=${encodeURIComponent("आरटीआई")}`, "/hi/grievance-form"],
    ] as const) {
      const { status, document } = await get(url);
      expect(status, url).toBe(200);
      const result = document.querySelector("main ol > li");
      expect(result?.querySelector("h2 a")?.getAttribute("href"), url).toBe(first);
      expect(result?.querySelectorAll("mark").length, url).toBeGreaterThan(0);
    }
    const { document } = await get("/search?q=hostel");
    expect(document.querySelector("main ol > li")?.text).toContain("Hostel and accommodation");
    // The campus zones say where to ask too.
    const listed = document.querySelectorAll("main ol > li h2 a").map((link) => link.getAttribute("href"));
    expect(listed).toEqual(expect.arrayContaining(["/campus/zone/central", "/campus/zone/west"]));
    // The abbreviation in Latin letters finds the Hindi RTI page too (decision 0126).
    const latin = await get("/hi/search?q=RTI");
    const links = latin.document.querySelectorAll("main ol > li h2 a").map((link) => link.getAttribute("href"));
    expect(links).toEqual(expect.arrayContaining(["/hi/grievance-form", "/hi/contact-us"]));
  });

  it("is reached from every page's search button, a link until the page runs its script", async () => {
    for (const [page, results] of [
      ["/", "/search"],
      ["/hi/tenders", "/hi/search"],
    ]) {
      const { document } = await get(page!);
      const link = document.querySelector(`a[href="${results}"]`);
      expect(link?.text.trim(), page).toBe(page!.startsWith("/hi/") ? "खोजें" : "Search");
    }
  });

  it("filters by kind and pages through the results with plain links", async () => {
    const { document } = await get("/search?q=department&kind=department&page=2");
    const badges = document.querySelectorAll("main ol > li").map((result) => result.querySelector("span")?.text);
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set(["Department"]));
    expect(document.querySelector('nav[aria-label="Pages of results"] a[aria-current="page"]')?.text).toBe("2");
  });

  it("searches in Hindi under /hi/, its links in Hindi", async () => {
    const { status, document } = await get(`/hi/search?q=${encodeURIComponent("सूचना का अधिकार")}`);
    expect(status).toBe(200);
    expect(document.querySelector("h1")?.text).toBe("“सूचना का अधिकार” के परिणाम");
    const first = document.querySelector("main ol > li h2 a")!;
    expect(first.getAttribute("href")).toBe("/hi/grievance-form");
    const marks = document.querySelectorAll("main ol > li:first-child mark").map((mark) => mark.text);
    expect(marks).toEqual(expect.arrayContaining(["सूचना", "अधिकार"]));
    const links = document.querySelectorAll("main ol > li h2 a").map((link) => link.getAttribute("href"));
    expect(links).toContain("/hi/contact-us");
  });

  it("offers the site's spelling of a misspelt query, and links it (decision 0231)", async () => {
    for (const [url, suggested, href] of [
      ["/search?q=admision", "admission", "/search?q=admission"],
      [`/hi/search?q=${encodeURIComponent("छात्रवृति")}`, "छात्रवृत्ति", `/hi/search?q=${encodeURIComponent("छात्रवृत्ति")}`],
    ] as const) {
      const { status, document } = await get(url);
      expect(status, url).toBe(200);
      const link = document.querySelector(`main a[href="${href}"]`);
      expect(link?.text, url).toBe(suggested);
      expect(link?.parentNode?.text, url).toMatch(url.startsWith("/hi/") ? /^क्या आपका आशय यह था:/ : /^Did you mean:/);
    }
    expect((await get("/search?q=admission")).document.querySelector("main")?.text).not.toContain("Did you mean");
  });

  it("lists the Hindi pages for a Hindi query on the English page, each said to be in Hindi (decision 0232)", async () => {
    const { document } = await get(`/search?q=${encodeURIComponent("छात्रवृत्ति")}`);
    const results = document.querySelectorAll("main ol > li");
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.querySelector("h2 a")?.getAttribute("href")).toBe("/hi/amenities/Scholarship");
    for (const result of results) expect(result.text).toContain("In Hindi");
    // The query is marked as Hindi, so the page draws it in the site's Devanagari (decision 0178).
    expect(document.querySelector('h1 span[lang="hi"]')?.text).toBe("छात्रवृत्ति");
    expect(document.querySelector('input[name="q"]')?.getAttribute("lang")).toBe("hi");
  });

  it("lists archived notices after the current results, under a heading of their own, and leaves them out on asking", async () => {
    const { document } = await get("/search?q=tender");
    const current = document.querySelectorAll("main ol > li h2 a").map((link) => link.text);
    expect(current[0]).toMatch(/^Tender for /);
    const archivedGroup = document.querySelector('section[aria-labelledby="archived-results"]')!;
    expect(archivedGroup.querySelector("h2")?.text).toBe("Archived notices");
    const archived = archivedGroup.querySelectorAll("ol > li");
    expect(archived.length).toBeGreaterThan(0);
    for (const result of archived) {
      expect(result.querySelector("h3 a")?.text).toMatch(/^Tender for /);
      expect(result.text).toContain("Archived");
    }
    const leaveOut = document.querySelector('a[href="/search?q=tender&archived=exclude"]');
    expect(leaveOut?.text).toBe(`Leave out archived notices (${archived.length})`);

    const without = await get("/search?q=tender&archived=exclude");
    expect(without.document.querySelector('section[aria-labelledby="archived-results"]')).toBeNull();
    expect(without.document.querySelectorAll("main ol > li h2 a").map((link) => link.text)).toEqual(current);
    expect(without.document.querySelector('input[name="archived"]')?.getAttribute("value")).toBe("exclude");
    expect(without.document.querySelector('a[href="/search?q=tender"]')?.text).toBe("Show archived notices too");
  });

  it("says so when nothing is found, and shows the form alone for a blank query", async () => {
    const none = await get("/search?q=zzyzx");
    expect(none.status).toBe(200);
    expect(none.document.querySelector("main")?.text).toContain("Nothing found for “zzyzx”");
    const blank = await get("/search");
    expect(blank.status).toBe(200);
    expect(blank.document.querySelector("h1")?.text).toBe("Search");
    expect(blank.document.querySelectorAll("main ol > li")).toHaveLength(0);
  });

  it("escapes what it is given and refuses a query too long to search with a 400 that says why", async () => {
    const hostile = await get(`/search?q=${encodeURIComponent('<script>alert("x")</script> "NEAR(')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.html).not.toContain('<script>alert("x")');
    expect(hostile.document.querySelector("h1")?.text).toBe('Results for “<script>alert("x")</script> "NEAR(”');
    const long = await get(`/search?q=${"x".repeat(10_240)}`);
    expect(long.status).toBe(400);
    expect(long.document.querySelector('[role="alert"]')?.text).toBe(
      "That is too long to search for: use at most 200 characters.",
    );
    const broken = await get("/search?q=%EF%BF%BD%00btech&kind=nothing&page=999");
    expect(broken.status).toBe(200);
  });
});
