import { expect, test, type Page } from "@playwright/test";
import { eventPopupSeenCookie } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";

// Each test starts in a fresh browser context, that is a fresh browser session. The ways of
// closing the pop-up, and the page after each, are tested with every dialog's in dialogs.spec.ts.

function eventPopup(page: Page) {
  return page.getByRole("dialog", { name: "Campus life at DSEU" });
}

async function openHomeWithPopup(page: Page) {
  // The server renders the pop-up open; its close controls answer once the page has hydrated.
  await gotoHydrated(page, "/");
  await expect(eventPopup(page)).toBeVisible();
  await expect(eventPopup(page).getByRole("img", { name: /^Poster: DSEU Campus Life/ })).toBeVisible();
  await expect.poll(() => eventPopup(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
}

test("the pop-up appears on the first visit of a session, locks page scroll, and not again after a reload", async ({
  page,
}) => {
  await openHomeWithPopup(page);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  const cookies = await page.context().cookies();
  const seen = cookies.find((cookie) => cookie.name === eventPopupSeenCookie);
  // A session cookie (no expiry): the pop-up comes back in the next browser session.
  expect(seen?.expires).toBe(-1);

  await page.reload();
  // The server leaves the pop-up out, and the hydrated page does not add it.
  await waitForHydration(page);
  await expect(eventPopup(page)).toHaveCount(0);
});

test("the pop-up is modal while the page loads, and one closed by Escape before hydration stays closed", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  // The same page once rendered, so that the visit below is served from the page cache: its
  // inline scripts then run by their hashes, the nonce being blanked.
  await page.request.get("/");
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/entry\.client-[^/]*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const response = await page.goto("/");
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  // Made modal by the inline script as the parser reached it, before any of the app's script.
  await expect.poll(() => eventPopup(page).evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
  await page.keyboard.press("Escape");
  await expect(eventPopup(page)).toBeHidden();

  releaseScripts();
  await waitForHydration(page);
  await expect(eventPopup(page)).toBeHidden();
  // The page behind is usable: it scrolls and its controls answer.
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible();
  expect(refused).toEqual([]);
});

test("the first page of a session arrives with the pop-up open in its HTML, so it needs no script to appear", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/");
  await expect(eventPopup(page)).toBeVisible();
  await expect(eventPopup(page).getByRole("img", { name: /^Poster: DSEU Campus Life/ })).toBeVisible();
  await context.close();
});

test("without JavaScript the pop-up closes by its button for the session, and a link it covered is read and followed", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/admission?from=notice");
  // The page's way back home (its breadcrumb), a third of the way down a phone's screen.
  const link = page.getByRole("main").getByRole("link", { name: "Home", exact: true });
  const covered = await eventPopup(page).boundingBox();
  const under = await link.boundingBox();
  expect(
    covered && under && under.y > covered.y && under.y + under.height < covered.y + covered.height,
    "the link lies under the pop-up",
  ).toBe(true);

  await eventPopup(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/admission\?from=notice$/);
  await expect(eventPopup(page)).toHaveCount(0);
  await expect(link).toBeInViewport();
  await link.click();
  await expect(page).toHaveURL(/:\d+\/$/);
  // Closed for the browser session: the next page comes without it.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(eventPopup(page)).toHaveCount(0);
  await context.close();
});

test("a session that has seen the pop-up gets pages without it", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "" }]);
  const html = await (await page.request.get("/")).text();
  expect(html).not.toMatch(/<dialog [^>]*\bopen=""/);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(eventPopup(page)).toHaveCount(0);
});

test("while the pop-up covers the home page its poster is fetched first and the banner waits; later pages preload the banner", async ({
  page,
  baseURL,
}) => {
  const preloaded = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href!);
  const bannerImage = (html: string) => /<img [^>]*src="[^"]*banner[^"]*"[^>]*>/.exec(html)?.[0] ?? "";
  const first = await (await page.request.get("/")).text();
  expect(preloaded(first).filter((href) => /event-poster|banner/.test(href))).toEqual([
    expect.stringContaining("event-poster"),
  ]);
  expect(bannerImage(first)).toMatch(/fetchPriority="low"/i);

  await page.context().addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "" }]);
  const later = await (await page.request.get("/")).text();
  expect(preloaded(later).filter((href) => /event-poster|banner/.test(href))).toEqual([
    expect.stringContaining("banner"),
  ]);
  expect(bannerImage(later)).toMatch(/fetchPriority="high"/i);
});

test("the pop-up opens without moving anything: its poster has its final size before it loads", async ({ page }) => {
  await page.goto("/");
  const box = await eventPopup(page).getByRole("img").boundingBox();
  expect(box?.height).toBeGreaterThan(100);
});
