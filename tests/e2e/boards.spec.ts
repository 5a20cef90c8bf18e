import type { Page } from "@playwright/test";
import { boards } from "../support/boards.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

// What the server sends for each board (its archive, "New" marks, counts, files, bad queries)
// is tested in tests/api/boards-over-http.test.ts.

const rows = (page: Page) => page.locator("main tbody tr");

/** The UTC dates (YYYY-MM-DD) of the notices listed, as their <time> elements carry them. */
async function listedDates(page: Page): Promise<string[]> {
  return rows(page)
    .locator("td:first-child time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!.slice(0, 10)));
}

async function submitSearch(page: Page, fields: { q?: string; from?: string; to?: string }) {
  const form = page.getByRole("search", { name: "Search notices" });
  if (fields.q !== undefined) await form.getByLabel("Search titles").fill(fields.q);
  if (fields.from !== undefined) await form.getByLabel("Published from").fill(fields.from);
  if (fields.to !== undefined) await form.getByLabel("Published to").fill(fields.to);
  await form.getByRole("button", { name: "Search" }).click();
}

/**
 * One board of each route module (the notice boards, the job portal, its archives): with
 * JavaScript, searching, filtering and following the archive link run that module's code, the
 * same for each of its boards. What every board lists, finds and links is tested board by board
 * without JavaScript, where each step is a page the server sends (tests/api/boards-over-http.test.ts).
 */
const boardOfEachRouteModule = [
  boards[0]!,
  boards.find(({ path }) => path === "/recruitment")!,
  boards.find(({ path }) => path.startsWith("/recruitment/archive/"))!,
];

test.describe("boards with JavaScript", () => {
  for (const { path, otherState, otherHeading } of boardOfEachRouteModule) {
    test(`${path} lists, searches, filters by date and links its archive`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The board or its archive has seeded notices: use whichever lists some.
      if ((await rows(page).count()) === 0) {
        await expect(page.getByText(/No current notices|No notice has been archived/)).toBeVisible();
        await page.goto(otherState);
      }
      const first = rows(page).first();
      await expect(first).toBeVisible();
      const title = (await first.locator("th").first().locator("[lang], a").first().innerText()).trim();
      const word = title.split(/\s+/).find((part) => /^[A-Za-z]{5,}$/.test(part)) ?? title.slice(0, 5);
      const [date] = await listedDates(page);
      const boardPath = new URL(page.url()).pathname;

      await submitSearch(page, { q: word });
      await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
      // With JavaScript the address changes as the new list renders: poll until it has.
      await expect
        .poll(async () => {
          const titles = await rows(page).locator("th").allInnerTexts();
          return titles.length > 0 && titles.every((text) => text.toLowerCase().includes(word.toLowerCase()));
        })
        .toBe(true);

      await submitSearch(page, { q: "", from: date!, to: date! });
      await expect(page).toHaveURL(new RegExp(`from=${date}&to=${date}`));
      expect(new URL(page.url()).pathname).toBe(boardPath);
      await expect
        .poll(async () => {
          const dates = await listedDates(page);
          return dates.length > 0 && dates.every((listed) => listed === date);
        })
        .toBe(true);

      await page.goto(path);
      await page.locator(`main a[href="${otherState}"]`).first().click();
      await expect(page).toHaveURL(otherState);
      await expect(page.getByRole("heading", { level: 2, name: otherHeading, exact: true })).toBeVisible();
    });
  }

  test("pages through a board with more than one page", async ({ page }) => {
    await page.goto("/admission/information-bulletin");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    const firstPageTitles = await rows(page).locator("th").allInnerTexts();
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect
      .poll(async () => {
        const titles = await rows(page).locator("th").allInnerTexts();
        return titles.length > 0 && !titles.some((title) => firstPageTitles.includes(title));
      })
      .toBe(true);
  });
});

test("the job portal shows last dates, vacancies and apply links, and JobPosting data the CSP allows", async ({
  page,
}) => {
  const cspErrors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto("/recruitment?category=academic-positions");
  await expect(page.getByRole("columnheader", { name: "Last date" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Vacancies" })).toBeVisible();
  await expect(
    rows(page)
      .first()
      .getByRole("link", { name: /^Apply/ }),
  ).toBeVisible();
  const postings = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Array<{
    "@type": string;
    title: string;
    hiringOrganization: { name: string };
  }>;
  expect(postings.length).toBe(await rows(page).count());
  expect(postings[0]!["@type"]).toBe("JobPosting");
  expect(postings[0]!.hiringOrganization.name).toBe("Delhi Skill and Entrepreneurship University");
  await page.reload();
  expect(cspErrors).toEqual([]);
});

test("Hindi boards keep notice titles in English, marked as such", async ({ page }) => {
  await page.goto("/hi/tenders?archive=1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("निविदाएँ");
  await expect(rows(page).first().locator('th [lang="en"]').first()).toBeVisible();
});

test("in a hydrated board, a notice's file opens as the file itself, not as a page of the app", async ({ page }) => {
  await gotoHydrated(page, "/tenders?archive=1");
  const fileLink = page.locator('main tbody a[type="application/pdf"]').first();
  const href = await fileLink.getAttribute("href");
  const fileOpened = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === href,
  );
  await fileLink.click();
  expect((await fileOpened).resourceType()).toBe("document");
});
