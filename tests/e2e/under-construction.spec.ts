import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";

// Each page's status, heading and links as the server sends them, also without JavaScript:
// tests/api/status-pages-over-http.test.ts. Going back needs the browser's history.

test("Go Back returns to the previous page", async ({ page }) => {
  await page.goto("/administration/Support-Services");
  // Go Back needs JavaScript: wait until the page has hydrated.
  await gotoHydrated(page, "/UGC-Guidelines");
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL("/administration/Support-Services");
});

test("Go Back in a tab opened straight onto the page goes home", async ({ page }) => {
  await page.goto("/");
  const [tab] = await Promise.all([page.waitForEvent("popup"), page.evaluate(() => window.open("/UGC-Guidelines"))]);
  await waitForHydration(tab);
  await tab.getByRole("button", { name: "Go Back" }).click();
  await expect(tab).toHaveURL("/");
});
