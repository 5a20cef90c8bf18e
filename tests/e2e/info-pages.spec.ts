import { localizePath } from "#app/i18n/language.ts";
import { expect, test } from "./support/fixtures.ts";

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

const everyInfoPage = infoPages.flatMap((path) => [path, localizePath(path, "hi")]);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page of text answers 200 with its title, breadcrumbs, body, date and its own title and description", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of everyInfoPage) {
      const hindi = path.startsWith("/hi/");
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const main = page.getByRole("main");
      const heading = main.getByRole("heading", { level: 1 });
      await expect(heading, path).toHaveCount(1);
      const title = (await heading.textContent())!.trim();
      const breadcrumbs = main.getByRole("navigation", { name: hindi ? "ब्रेडक्रम्ब" : "Breadcrumb" });
      await expect(breadcrumbs.getByRole("link", { name: hindi ? "मुखपृष्ठ" : "Home" }), path).toBeVisible();
      await expect(breadcrumbs.locator('[aria-current="page"]'), path).toHaveText(title);
      await expect(main.locator("article p").first(), path).not.toBeEmpty();
      await expect(main.getByText(hindi ? "अंतिम अद्यतन:" : "Last updated:"), path).toBeVisible();
      await expect(main.locator("time[datetime]").last(), path).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);

      const documentTitle = await page.title();
      expect(documentTitle, path).toBe(`${title} | DSEU`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description, path).toBeTruthy();
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", `https://dseu.ac.in${path}`);
      expect(titles.get(documentTitle), `${path} has the title of another page`).toBeUndefined();
      expect(descriptions.get(description!), `${path} has the description of another page`).toBeUndefined();
      titles.set(documentTitle, path);
      descriptions.set(description!, path);
    }
  });
});

test("a page's side navigation lists its menu group and marks the page itself", async ({ page }) => {
  await page.goto("/about-us/history");
  const side = page.getByRole("navigation", { name: "In this section" });
  await expect(side.getByRole("link")).toHaveText([
    "About the University",
    "Vision and Mission",
    "History of DSEU",
    "Annual Report",
  ]);
  await expect(side.getByRole("link", { name: "History of DSEU" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
    "Home",
    "About Us",
    "History of DSEU",
  ]);
});

test("a page the menus do not list sits beside its parent page", async ({ page }) => {
  await page.goto("/admission/guidelines");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText([
    "Home",
    "Admission",
    "Admission Guidelines",
  ]);
  const side = page.getByRole("navigation", { name: "In this section" });
  await expect(side.getByRole("link", { name: "Admission 2025-26" })).toBeVisible();
  await expect(side.getByRole("link", { name: /Apply: after 12th/ })).toHaveAttribute("target", "_blank");
});

test("the Administrative page links every administrative page and an unknown one is a 404", async ({ page }) => {
  await page.goto("/administration/administrative");
  const list = page.getByRole("list", { name: "Pages in this section" });
  await expect(list.getByRole("link", { name: "Board of Management" })).toHaveAttribute(
    "href",
    "/administration/administrative/board-of-management",
  );
  await expect(list.getByRole("link")).toHaveCount(9);
  const response = await page.goto("/administration/administrative/no-such-body");
  expect(response?.status()).toBe(404);
});

test("the holiday calendar lists the year's holidays in a table and hides the month grids from screen readers", async ({
  page,
}) => {
  await page.goto("/holiday-calendar");
  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(18);
  await expect(table.getByRole("row", { name: /Republic Day/ })).toContainText("26 Jan 2026");
  await expect(table.getByRole("row", { name: /Republic Day/ })).toContainText("Monday");
  await expect(page.getByText("Calendar of 2026")).toBeAttached();
  await expect(page.getByRole("heading", { name: "Calendar of 2026" })).toHaveCount(0);
  await expect(page.locator('[title="Holiday: Diwali (Deepavali)"]')).toHaveText("8");
});

test("the Hindi holiday calendar names the holidays and days in Hindi", async ({ page }) => {
  await page.goto("/hi/holiday-calendar");
  await expect(page.getByRole("row", { name: /गणतंत्र दिवस/ })).toContainText("सोमवार");
});

test("contact us lists every campus from the database by zone", async ({ page, request }) => {
  const { data } = (await (await request.get("/api/v1/campus")).json()) as { data: { campuses: { name: string }[] } };
  await page.goto("/contact-us");
  const directory = page.getByRole("region", { name: "Campus directory" });
  await expect(directory.getByRole("listitem")).toHaveCount(data.campuses.length);
  await expect(directory.getByRole("heading", { name: "West zone" })).toBeVisible();
  await expect(page.getByRole("link", { name: "rti@dseu.ac.in" })).toHaveAttribute("href", "mailto:rti@dseu.ac.in");
});

test("the footer links the website's policy pages in the page's language", async ({ page }) => {
  await page.goto("/hi/");
  const policies = page.getByRole("contentinfo").getByRole("navigation", { name: "वेबसाइट नीतियाँ" });
  await expect(policies.getByRole("link", { name: "गोपनीयता नीति" })).toHaveAttribute("href", "/hi/privacy-policy");
  await expect(policies.getByRole("link")).toHaveCount(9);
});

test("external links in page text open a new tab and say so", async ({ page }) => {
  await page.goto("/amenities/Scholarship");
  const link = page.getByRole("link", { name: /National Scholarship Portal/ });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toContainText("(opens in a new tab)");
});

test("the home page describes the university as schema.org data without breaking the Content-Security-Policy", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  await page.goto("/");
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data = JSON.parse(json!) as Record<string, unknown>;
  expect(data["@type"]).toBe("CollegeOrUniversity");
  expect(data.name).toBe("Delhi Skill and Entrepreneurship University");
  await page.waitForLoadState("networkidle");
  expect(problems.filter((text) => /Content.Security.Policy/i.test(text))).toEqual([]);
});
