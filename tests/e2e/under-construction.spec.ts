import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";

const pages = ["/administration/Support-Services", "/administration/Other-Academic-Units", "/UGC-Guidelines"];

for (const path of pages) {
  test(`${path} is under construction, and Go Home goes home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Under Construction");
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
  });
}

test("the paths match in any case and with a trailing slash", async ({ page }) => {
  const response = await page.goto("/ugc-guidelines/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Under Construction");
});

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

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Go Home works and Go Back, which needs script, is not offered", async ({ page }) => {
    await page.goto("/UGC-Guidelines");
    await expect(page.getByRole("button", { name: "Go Back" })).toBeHidden();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL("/");
  });
});
