import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobCategories, noticeBoards } from "#app/features/notices/boards.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * Every board: where the link to its other state (archive ↔ current) leads and what that view
 * is headed. The same list as tests/e2e/boards.spec.ts, which follows it with JavaScript.
 */
const boards = [
  ...noticeBoards.map(({ path }) => ({ path, otherState: `${path}?archive=1`, otherHeading: "Archived notices" })),
  {
    path: "/recruitment",
    otherState: "/recruitment/archive/academic-positions",
    otherHeading: "Archived notices",
  },
  ...jobCategories.map(({ slug }) => ({
    path: `/recruitment/archive/${slug}`,
    otherState: `/recruitment?category=${slug}`,
    otherHeading: "Current notices",
  })),
];

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

  async function open(url: string) {
    const response = await site.app.inject({ method: "GET", url });
    expect(response.statusCode, url).toBe(200);
    return parse(response.body);
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
});
