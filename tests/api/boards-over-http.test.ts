import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boards } from "../support/boards.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

const rows = (document: HTMLElement) => document.querySelectorAll("main tbody tr");
const rowTitles = (document: HTMLElement) => rows(document).map((row) => row.querySelector("th")!.textContent.trim());
/** The UTC dates (YYYY-MM-DD) of the notices listed, as their <time> elements carry them. */
const listedDates = (document: HTMLElement) =>
  rows(document).map((row) => row.querySelector("td time")!.getAttribute("datetime")!.slice(0, 10));

/**
 * Where a browser without JavaScript goes when the board's search form is sent: the form's
 * action with every field it holds, those named by their labels set to the values given.
 */
function searchAddress(document: HTMLElement, values: Record<string, string>): string {
  const form = document.querySelector('form[role="search"]')!;
  const fields = new URLSearchParams();
  for (const input of form.querySelectorAll("input[name]")) {
    fields.append(input.getAttribute("name")!, input.getAttribute("value") ?? "");
  }
  for (const [label, value] of Object.entries(values)) {
    const id = form
      .querySelectorAll("label")
      .find((element) => element.textContent.trim() === label)
      ?.getAttribute("for");
    const name = form.querySelector(`#${id}`)?.getAttribute("name");
    expect(name, `a field labelled ${label}`).toBeTruthy();
    fields.set(name!, value);
  }
  return `${form.getAttribute("action")!}?${fields}`;
}

/** The boards as a visitor without JavaScript uses them: every step is a page the server sends. */
describe("boards without JavaScript", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  async function open(url: string, status = 200) {
    const response = await site.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(status);
    return parse(response.body);
  }

  /** The titles of every archived notice of these sections, as the API lists them. */
  async function archivedTitles(sections: readonly string[]): Promise<string[]> {
    const titles: string[] = [];
    for (const section of sections) {
      const response = await site.app.inject({
        url: `/api/v1/notice/archived?section=${encodeURIComponent(section)}&limit=100`,
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { notices: Array<{ title: string }> } }>();
      titles.push(...data.notices.map((notice) => notice.title));
    }
    return titles;
  }

  for (const { path, otherState, otherHeading } of boards) {
    it(`${path} lists, searches, filters by date and links its archive`, async () => {
      let address = path;
      let document = await open(address);
      expect(document.querySelector("main h1"), path).not.toBeNull();
      // The board or its archive has seeded notices: use whichever lists some.
      if (rows(document).length === 0) {
        expect(document.querySelector("main")!.textContent).toMatch(/No current notices|No notice has been archived/);
        address = otherState;
        document = await open(address);
      }
      const first = rows(document)[0];
      expect(first, `${address} lists a notice`).toBeDefined();
      const title = first!.querySelector("th")!.querySelector("[lang], a")!.textContent.trim();
      const word = title.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part)) ?? title.slice(0, 5);
      const [date] = listedDates(document);
      const boardPath = new URL(address, "http://site").pathname;

      const searched = searchAddress(document, { "Search titles": word });
      expect(searched).toMatch(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
      const found = rowTitles(await open(searched));
      expect(found.length, searched).toBeGreaterThan(0);
      for (const text of found) expect(text.toLowerCase(), searched).toContain(word.toLowerCase());

      const dated = searchAddress(await open(searched), {
        "Search titles": "",
        "Published from": date!,
        "Published to": date!,
      });
      expect(dated).toMatch(new RegExp(`from=${date}&to=${date}`));
      expect(new URL(dated, "http://site").pathname).toBe(boardPath);
      const dates = listedDates(await open(dated));
      expect(dates.length, dated).toBeGreaterThan(0);
      expect(new Set(dates), dated).toEqual(new Set([date]));

      const link = (await open(path)).querySelectorAll("main a").find((a) => a.getAttribute("href")! === otherState);
      expect(link, `${path} links ${otherState}`).toBeDefined();
      const headings = (await open(otherState))
        .querySelectorAll("main h2")
        .map((heading) => heading.textContent.trim());
      expect(headings).toContain(otherHeading);
    });
  }

  it("a page past the last says so and links back only to pages that exist", async () => {
    const pageNumbers = (document: HTMLElement) =>
      document
        .querySelector('nav[aria-label="Pages"]')!
        .querySelectorAll("a")
        .map((link) => Number(new URL(link.getAttribute("href")!, "http://site").searchParams.get("page") ?? 1));
    const lastPage = Math.max(...pageNumbers(await open("/admission/information-bulletin")));
    expect(lastPage).toBeGreaterThan(1);

    const past = await open("/admission/information-bulletin?page=999");
    expect(past.querySelector("main")!.textContent).toContain("This page is past the last notice");
    const previous = past.querySelector('nav[aria-label="Pages"] a[rel="prev"]')!;
    expect(new URL(previous.getAttribute("href")!, "http://site").searchParams.get("page")).toBe(String(lastPage));
    expect(Math.max(...pageNumbers(past))).toBe(lastPage);
  });

  it("pages through a board with more than one page", async () => {
    const pageLinks = (document: HTMLElement) =>
      document.querySelector('nav[aria-label="Pages"]')!.querySelectorAll("a");
    const current = (document: HTMLElement) =>
      pageLinks(document)
        .find((link) => link.getAttribute("aria-current") === "page")
        ?.getAttribute("aria-label");
    const first = await open("/admission/information-bulletin");
    expect(current(first)).toBe("Page 1");
    const next = pageLinks(first)
      .find((link) => link.getAttribute("rel") === "next")!
      .getAttribute("href")!;
    expect(next).toMatch(/[?&]page=2/);
    const second = await open(next);
    expect(current(second)).toBe("Page 2");
    const firstTitles = rowTitles(first);
    const secondTitles = rowTitles(second);
    expect(secondTitles.length).toBeGreaterThan(0);
    expect(secondTitles.filter((text) => firstTitles.includes(text))).toEqual([]);
  });

  for (const { path, archived, sections } of boards) {
    it(`${archived} shows ${path}'s archived notices`, async () => {
      const titles = await archivedTitles(sections);
      expect(titles.length).toBeGreaterThan(0);
      const document = await open(archived);
      expect(document.querySelectorAll("main h2").map((heading) => heading.textContent.trim())).toContain(
        "Archived notices",
      );
      const listed = rowTitles(document);
      expect(listed.length).toBeGreaterThan(0);
      // Every notice listed is one the API calls archived.
      for (const text of listed) {
        expect(
          titles.some((title) => text.includes(title)),
          `${text} is an archived notice`,
        ).toBe(true);
      }
    });
  }

  it("marks as New exactly the current notices of the last seven days", async () => {
    const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
    for (const path of ["/recruitment", "/admission/information-bulletin", "/tenders"]) {
      const listed = rows(await open(path));
      expect(listed.length, path).toBeGreaterThan(0);
      for (const row of listed) {
        const published = Date.parse(row.querySelector("td time")!.getAttribute("datetime")!);
        const marks = row
          .querySelectorAll("*")
          .filter((element) => element.childNodes.length === 1 && element.textContent.trim() === "New");
        expect(marks.length, `${path}: ${row.querySelector("th")!.textContent.trim()}`).toBe(
          published >= weekAgo ? 1 : 0,
        );
      }
    }
  });

  it("a notice's PDF is served to open inline, and a link to another site says so", async () => {
    const href = rows(await open("/administration/administrative/office-orders"))[0]!
      .querySelector("th a")!
      .getAttribute("href")!;
    expect(href).toMatch(/^\/api\/v1\/files\/[0-9a-f]{64}$/);
    const file = await site.app.inject({ url: href });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toMatch(/^inline;/);
    expect(rows(await open("/administration/administrative/office-orders"))[0]!.textContent).toMatch(/PDF, \d+ KB/);

    const external = rows(await open("/admission/information-bulletin?q=portal")).find((row) =>
      row.textContent.includes("External website"),
    );
    const link = external?.querySelector("th a");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.textContent).toContain("(opens in a new tab)");
  });

  it("bad board queries get a clear message on the board, never an error page", async () => {
    for (const [query, message] of [
      ["?from=31-01-2026", "The start date must be a date"],
      ["?to=tomorrow", "The end date must be a date"],
      ["?page=-3", "The page must be a whole number"],
      [`?q=${"x".repeat(101)}`, "at most 100 characters"],
      ["?from=2026-02-01&to=2026-01-01", "The start date is after the end date"],
    ] as const) {
      const document = await open(`/tenders${query}`, 400);
      expect(document.querySelector('[role="alert"]')?.textContent, query).toContain(message);
      expect(document.querySelector("main h1")?.textContent.trim(), query).toBe("Tenders");
    }
    const category = await open("/recruitment?category=astronauts", 400);
    expect(category.querySelector('[role="alert"]')?.textContent).toContain("There is no such category");
    expect((await open("/tenders?page=99")).querySelector("main")!.textContent).toContain(
      "This page is past the last notice",
    );
    await open("/recruitment/archive/astronauts", 404);
    await open("/administration/governance/parliament", 404);
  });

  it("a board counts one notice as one, and more as many, in both languages", async () => {
    const titles = await archivedTitles(["tenders"]);
    expect(titles.length).toBeGreaterThan(1);
    // A whole title matches that notice alone.
    const only = titles.find((title) => titles.filter((other) => other.includes(title)).length === 1)!;
    const count = (document: HTMLElement) =>
      document
        .querySelectorAll("main p, main span, main div")
        .map((element) => element.textContent.replace(/\s+/g, " ").trim());
    // A search adds " · Clear search" after the count.
    expect(
      count(await open(`/tenders?archive=1&q=${encodeURIComponent(only)}`)).some((text) => /^1 notice · /.test(text)),
    ).toBe(true);
    expect(
      count(await open(`/hi/tenders?archive=1&q=${encodeURIComponent(only)}`)).some((text) => /^1 सूचना · /.test(text)),
    ).toBe(true);
    expect(count(await open("/tenders?archive=1")).some((text) => /^\d+ notices$/.test(text))).toBe(true);
  });
});
