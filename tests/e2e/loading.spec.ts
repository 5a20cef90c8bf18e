import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

test("the loading view covers the page while the next page's data loads, then goes", async ({ page }) => {
  // The loading view belongs to client-side navigation: wait until the page has hydrated.
  await gotoHydrated(page, "/no/such/page");
  let releaseData: () => void = () => {};
  const dataHeld = new Promise<void>((resolve) => (releaseData = resolve));
  // Hold the home page's data request, so the navigation stays in its loading state.
  await page.route(/\.data(\?|$)/, async (route) => {
    await dataHeld;
    await route.continue();
  });

  await page.getByRole("link", { name: "Go back home" }).click();
  const loadingView = page.getByRole("status", { name: "Loading page" });
  await expect(loadingView).toBeVisible();
  await expect(loadingView).toContainText("DSEU");

  releaseData();
  await expect(loadingView).toHaveCount(0);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Delhi Skill and Entrepreneurship University");
});
