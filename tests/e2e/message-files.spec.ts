import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

// Decision 0079: the interface text travels as cached JSON files, one per namespace and
// language, and no longer inside each page's hydration data.

const messageFile = /\/assets\/messages-(en|hi)-(\w+)-[\w-]+\.json$/;

/** The namespaces, as "language/namespace", whose message files the page asks for from now on. */
function recordMessageFiles(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request: Request) => {
    const match = messageFile.exec(new URL(request.url()).pathname);
    if (match) requested.push(`${match[1]}/${match[2]}`);
  });
  return requested;
}

test("a page's hydration data carries none of its text; the browser fetches the page's namespaces as files", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  const hydrationData = html.match(/__reactRouterContext\.streamController\.enqueue\(([\s\S]*?)\);<\/script>/)?.[1];
  expect(hydrationData).toBeDefined();
  expect(hydrationData).not.toContain("messages");
  // The skip link's text is in the markup once, and nowhere else.
  expect(html.split("Skip to main content")).toHaveLength(2);

  const requested = recordMessageFiles(page);
  const files = new Map<string, Record<string, string>>();
  page.on("response", (response) => {
    if (messageFile.test(new URL(response.url()).pathname)) files.set(response.url(), response.headers());
  });
  await gotoHydrated(page, "/");
  await expect
    .poll(() => [...requested].sort())
    .toEqual(["en/campuses", "en/home", "en/officials", "en/pages", "en/programs", "en/shell", "en/status"]);
  for (const headers of files.values()) {
    expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headers["content-type"]).toMatch(/^application\/json/);
  }
});

test("a navigation fetches only the namespaces the next page adds, and shows its text", async ({ page }) => {
  await gotoHydrated(page, "/");
  const requested = recordMessageFiles(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.getByRole("banner").getByRole("link", { name: "Tenders", exact: true }).click();
  await expect(page).toHaveURL(/\/tenders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tenders" })).toBeVisible();
  // The forms' words are for the board's "new notices by email".
  expect([...requested].sort()).toEqual(["en/forms", "en/notices"]);
  expect(documents).toEqual([]);
});

test("a Hindi page fetches the Hindi files only", async ({ page }) => {
  const requested = recordMessageFiles(page);
  await gotoHydrated(page, "/hi/tenders");
  // The boards' module carries the officials' words too: a governance body's board lists its members;
  // and the forms', for the tenders' "new notices by email".
  await expect
    .poll(() => [...requested].sort())
    .toEqual(["hi/forms", "hi/notices", "hi/officials", "hi/pages", "hi/shell", "hi/status"]);
  await expect(page.getByRole("heading", { level: 1, name: "निविदाएँ" })).toBeVisible();
});

test("without its message files a page stays the server's whole page, and its links still work", async ({ page }) => {
  await page.route(messageFile, (route) => route.abort("internetdisconnected"));
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delhi Skill and Entrepreneurship University");
  // The text never turns into message keys.
  await page.waitForTimeout(3_000);
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
  await expect(page.locator("body")).not.toContainText("shell.");
  await page.getByRole("banner").getByRole("link", { name: "Tenders", exact: true }).click();
  await expect(page).toHaveURL(/\/tenders$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tenders" })).toBeVisible();
});

test("a navigation whose message files cannot be fetched loads the next page from the server", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.route(/\/assets\/messages-en-notices-/, (route) => route.abort("internetdisconnected"));
  const documentRequest = page.waitForRequest(
    (request) => request.resourceType() === "document" && new URL(request.url()).pathname === "/tenders",
  );
  await page.getByRole("banner").getByRole("link", { name: "Tenders", exact: true }).click();
  await documentRequest;
  await expect(page.getByRole("heading", { level: 1, name: "Tenders" })).toBeVisible();
  await expect(page.locator("body")).not.toContainText("notices.");
});
