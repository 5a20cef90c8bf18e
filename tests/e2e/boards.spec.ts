import type { APIRequestContext, Page } from "@playwright/test";
import { jobCategories, noticeBoards } from "#app/features/notices/boards.ts";
import { expect, test } from "./support/fixtures.ts";

/**
 * Every board: where the link to its other state (archive ↔ current) leads and
 * what that view is headed, the view that lists its archived notices, and the
 * sections it lists.
 */
const boards = [
  ...noticeBoards.map(({ path, sections }) => ({
    path,
    otherState: `${path}?archive=1`,
    otherHeading: "Archived notices",
    archived: `${path}?archive=1`,
    sections,
  })),
  {
    path: "/recruitment",
    otherState: "/recruitment/archive/academic-positions",
    otherHeading: "Archived notices",
    archived: "/recruitment/archive/academic-positions",
    sections: ["academic positions"],
  },
  ...jobCategories.map(({ slug, section }) => ({
    path: `/recruitment/archive/${slug}`,
    otherState: `/recruitment?category=${slug}`,
    otherHeading: "Current notices",
    archived: `/recruitment/archive/${slug}`,
    sections: [section],
  })),
];

const rows = (page: Page) => page.locator("main tbody tr");

/** The titles of every archived notice of these sections, as the API lists them. */
async function archivedTitles(request: APIRequestContext, sections: readonly string[]): Promise<string[]> {
  const titles: string[] = [];
  for (const section of sections) {
    const response = await request.get(`/api/v1/notice/archived?section=${encodeURIComponent(section)}&limit=100`);
    expect(response.status()).toBe(200);
    const { data } = (await response.json()) as { data: { notices: Array<{ title: string }> } };
    titles.push(...data.notices.map((notice) => notice.title));
  }
  return titles;
}

/** The UTC dates (YYYY-MM-DD) of the notices listed, as their <time> elements carry them. */
async function listedDates(page: Page): Promise<string[]> {
  return rows(page)
    .locator("td:first-child time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!.slice(0, 10)));
}

async function submitSearch(page: Page, fields: { q?: string; from?: string; to?: string }) {
  const form = page.getByRole("search");
  if (fields.q !== undefined) await form.getByLabel("Search titles").fill(fields.q);
  if (fields.from !== undefined) await form.getByLabel("Published from").fill(fields.from);
  if (fields.to !== undefined) await form.getByLabel("Published to").fill(fields.to);
  await form.getByRole("button", { name: "Search" }).click();
}

// Without JavaScript each step is a page the server sends: tests/api/boards-over-http.test.ts.
test.describe("boards with JavaScript", () => {
  for (const { path, otherState, otherHeading } of boards) {
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

for (const { path, archived, sections } of boards) {
  test(`${archived} shows ${path}'s archived notices`, async ({ page }) => {
    const titles = await archivedTitles(page.request, sections);
    expect(titles.length).toBeGreaterThan(0);
    await page.goto(archived);
    await expect(page.getByRole("heading", { level: 2, name: "Archived notices", exact: true })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    // Every notice listed is one the API calls archived.
    for (const text of await rows(page).locator("th").allInnerTexts()) {
      expect(
        titles.some((title) => text.includes(title)),
        `${text} is an archived notice`,
      ).toBe(true);
    }
  });
}

test("marks as New exactly the current notices of the last seven days", async ({ page }) => {
  const weekAgo = Date.now() - 7 * 24 * 60 * 60 * 1000;
  for (const path of ["/recruitment", "/admission/information-bulletin", "/tenders"]) {
    await page.goto(path);
    for (const row of await rows(page).all()) {
      const published = Date.parse((await row.locator("td:first-child time").getAttribute("datetime"))!);
      await expect(row.getByText("New", { exact: true })).toHaveCount(published >= weekAgo ? 1 : 0);
    }
  }
});

test("a notice's PDF opens inline in the browser's viewer, and a link to another site says so", async ({ page }) => {
  await page.goto("/administration/administrative/office-orders");
  const href = await rows(page).first().locator("th a").getAttribute("href");
  expect(href).toMatch(/^\/api\/v1\/files\/[0-9a-f]{64}$/);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toMatch(/^inline;/);
  await expect(rows(page).first()).toContainText(/PDF, \d+ KB/);

  await page.goto("/admission/information-bulletin?q=portal");
  const external = rows(page).filter({ hasText: "External website" }).first();
  await expect(external).toBeVisible();
  const link = external.locator("th a");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toContainText("(opens in a new tab)");
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

test("bad board queries get a clear message, never an error page", async ({ page }) => {
  for (const [query, message] of [
    ["?from=31-01-2026", "The start date must be a date"],
    ["?to=tomorrow", "The end date must be a date"],
    ["?page=-3", "The page must be a whole number"],
    [`?q=${"x".repeat(101)}`, "at most 100 characters"],
    ["?from=2026-02-01&to=2026-01-01", "The start date is after the end date"],
  ] as const) {
    const response = await page.goto(`/tenders${query}`);
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText(message);
    await expect(page.getByRole("heading", { level: 1, name: "Tenders" })).toBeVisible();
  }
  expect((await page.goto("/recruitment?category=astronauts"))?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("There is no such category");
  expect((await page.goto("/tenders?page=99"))?.status()).toBe(200);
  await expect(page.getByText("This page is past the last notice")).toBeVisible();
  expect((await page.goto("/recruitment/archive/astronauts"))?.status()).toBe(404);
  expect((await page.goto("/administration/governance/parliament"))?.status()).toBe(404);
});

test("Hindi boards keep notice titles in English, marked as such", async ({ page }) => {
  await page.goto("/hi/tenders?archive=1");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("निविदाएँ");
  await expect(rows(page).first().locator('th [lang="en"]').first()).toBeVisible();
});

test("a board counts one notice as one, and more as many, in both languages", async ({ page, request }) => {
  const titles = await archivedTitles(request, ["tenders"]);
  expect(titles.length).toBeGreaterThan(1);
  // A whole title matches that notice alone.
  const only = titles.find((title) => titles.filter((other) => other.includes(title)).length === 1)!;
  await page.goto(`/tenders?archive=1&q=${encodeURIComponent(only)}`);
  // A search adds " · Clear search" after the count.
  await expect(page.getByText(/^1 notice · /)).toBeVisible();
  await page.goto(`/hi/tenders?archive=1&q=${encodeURIComponent(only)}`);
  await expect(page.getByText(/^1 सूचना · /)).toBeVisible();
  await page.goto("/tenders?archive=1");
  await expect(page.getByText(/^\d+ notices$/)).toBeVisible();
});
