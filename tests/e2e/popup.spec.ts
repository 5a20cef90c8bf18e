import { expect, test, type Page } from "@playwright/test";
import { eventPopupSeenKey } from "./support/fixtures.ts";

// Each test starts in a fresh browser context, that is a fresh browser session.

function eventPopup(page: Page) {
  return page.getByRole("dialog", { name: "Campus life at DSEU" });
}

async function openHomeWithPopup(page: Page) {
  await page.goto("/");
  await expect(eventPopup(page)).toBeVisible();
  await expect(eventPopup(page).getByRole("img", { name: /^Poster: DSEU Campus Life/ })).toBeVisible();
}

test("the pop-up appears on the first visit of a session, locks page scroll, and not again after a reload", async ({
  page,
}) => {
  await openHomeWithPopup(page);
  await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), eventPopupSeenKey)).not.toBeNull();

  await page.reload();
  // Opening another dialog proves the page has hydrated, so the pop-up's decision has been made.
  await page.getByRole("button", { name: "YouTube channels" }).click();
  await page.getByRole("dialog", { name: "Youtube Links" }).getByRole("button", { name: "Close" }).click();
  await expect(eventPopup(page)).toHaveCount(0);
});

test("the pop-up closes with its close button", async ({ page }) => {
  await openHomeWithPopup(page);
  await eventPopup(page).getByRole("button", { name: "Close" }).click();
  await expect(eventPopup(page)).toBeHidden();
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});

test("the pop-up closes on a click outside it", async ({ page }) => {
  await openHomeWithPopup(page);
  await page.mouse.click(4, 4);
  await expect(eventPopup(page)).toBeHidden();
});

test("the pop-up closes with Escape", async ({ page }) => {
  await openHomeWithPopup(page);
  await page.keyboard.press("Escape");
  await expect(eventPopup(page)).toBeHidden();
  // Closed for good, not just hidden by the browser: the page scrolls again.
  await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
});
