import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "#app/i18n/language.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

// The pages of text the site promises, written out here rather than read from the app's own list.
const infoPages = [
  "/about-us/About-the-University",
  "/about-us/Vision-and-Mission",
  "/about-us/history",
  "/about-us/annualReport",
  "/academics/regulations",
  "/academics/collaboration",
  "/academics/IQAC",
  "/academics/academic-calendar",
  "/academics/academicAdministration",
  "/admission",
  "/admission/guidelines",
  "/admission/refund-policy",
  "/admission/process-and-guidelines",
  "/holiday-calendar",
  "/placement",
  "/ncc",
  "/amenities/Sports",
  "/amenities/Library",
  "/amenities/Equal-Opportunity",
  "/amenities/ICC",
  "/amenities/Anti-Ragging",
  "/amenities/Scholarship",
  "/Entrepreneurship",
  "/administration/administrative",
  "/administration/administrative/board-of-management",
  "/administration/administrative/statutory-bodies",
  "/administration/administrative/team-DSEU",
  "/administration/administrative/Statutes",
  "/administration/administrative/advisory-board",
  "/administration/administrative/employee-policy",
  "/sitemap",
  "/help",
  "/accessibility-statement",
  "/privacy-policy",
  "/terms-of-use",
  "/copyright-policy",
  "/hyperlinking-policy",
  "/content-archival-policy",
  "/contact-us",
];

/**
 * The pages of text as the server sends them, which is what a visitor without JavaScript reads:
 * the browser's part (menus, side lists, the calendar) is tested in tests/e2e/info-pages.spec.ts.
 */
describe("pages of text over HTTP", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  it("every page of text answers 200 with its title, breadcrumbs, body, date and its own title and description", async () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of infoPages.flatMap((page) => [page, localizePath(page, "hi")])) {
      const hindi = path.startsWith("/hi/");
      const response = await site.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(200);
      const document = parse(response.body);
      const main = document.querySelector("main")!;
      const headings = main.querySelectorAll("h1");
      expect(headings, path).toHaveLength(1);
      const title = headings[0]!.textContent.trim();
      const breadcrumbs = main.querySelector(`nav[aria-label="${hindi ? "ब्रेडक्रम्ब" : "Breadcrumb"}"]`);
      expect(breadcrumbs, path).not.toBeNull();
      const links = breadcrumbs!.querySelectorAll("a").map((link) => link.textContent.trim());
      expect(links, path).toContain(hindi ? "मुखपृष्ठ" : "Home");
      expect(breadcrumbs!.querySelector('[aria-current="page"]')?.textContent.trim(), path).toBe(title);
      expect(main.querySelector("article p")?.textContent.trim(), path).toBeTruthy();
      expect(main.textContent, path).toContain(hindi ? "अंतिम अद्यतन:" : "Last updated:");
      expect(main.querySelectorAll("time[datetime]").at(-1)?.getAttribute("datetime"), path).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );

      const documentTitle = document.querySelector("title")?.textContent;
      expect(documentTitle, path).toBe(`${title} | DSEU`);
      const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
      expect(description, path).toBeTruthy();
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute("content"), path).toBe(title);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(
        `https://dseu.ac.in${path}`,
      );
      expect(titles.get(documentTitle!), `${path} has the title of another page`).toBeUndefined();
      expect(descriptions.get(description!), `${path} has the description of another page`).toBeUndefined();
      titles.set(documentTitle!, path);
      descriptions.set(description!, path);
    }
  });
});
