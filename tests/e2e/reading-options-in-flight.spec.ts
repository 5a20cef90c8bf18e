import type { Page, Request } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

/** The next request for a page at `path` (its document, or its data in a navigation in the page). */
function requestFor(page: Page, path: string): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === "GET" && new URL(request.url()).pathname.replace(/\.data$/, "") === path,
  );
}

test("a reading option clicked just before a link holds on the page the link opens", async ({ page }) => {
  await gotoHydrated(page, "/UGC-Guidelines");
  // Each choice's request is held for a moment, as on a slow phone network, so the link is
  // clicked while the choice is still on its way.
  await page.route(/\/preferences(\.data)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });

  // A link followed in the page: its data is asked for with the size chosen.
  const screenReaderPage = requestFor(page, "/screen-reader-access");
  await page.getByRole("button", { name: /^A\+/ }).click();
  await page.getByRole("link", { name: "Screen reader access" }).first().click();
  expect(await (await screenReaderPage).headerValue("cookie")).toMatch(/\btext-size=large\b/);
  await expect(page).toHaveURL(/\/screen-reader-access$/);

  // The language switch, a whole page load: the page is asked for with the contrast chosen.
  const hindiPage = requestFor(page, "/hi/screen-reader-access");
  await page.getByRole("button", { name: "High contrast" }).click();
  await page.getByRole("link", { name: "हिन्दी" }).click();
  expect(await (await hindiPage).headerValue("cookie")).toMatch(/\bcontrast=high\b/);
  await expect(page).toHaveURL(/\/hi\/screen-reader-access$/);
  await expect(page.locator("html")).toHaveClass("text-size-large contrast-high");
});
