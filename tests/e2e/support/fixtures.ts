import { test as base } from "@playwright/test";
import { eventPopupSeenKey } from "#app/features/event-popup/seen-flag.ts";

// The app defines the key once; the pop-up's own tests take it from here.
export { eventPopupSeenKey };

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
