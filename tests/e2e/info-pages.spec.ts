import { admissionSession } from "#common/academic-session.ts";
import { expect, test } from "./support/fixtures.ts";

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
  await expect(side.getByRole("link", { name: `Admission ${admissionSession(new Date())}` })).toBeVisible();
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
