import { test as base } from "@playwright/test";

/** The sessionStorage key that records the event pop-up was shown in this browser session. */
export const eventPopupSeenKey = "dseu:event-popup-seen";

/**
 * The Playwright `test` for pages whose tests are not about the event pop-up:
 * it marks the pop-up as already seen, so the modal does not cover the page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), eventPopupSeenKey);
    await use(page);
  },
});

export { expect } from "@playwright/test";
