import { test as base } from "@playwright/test";
import { eventPopupSeenCookie } from "#common/event-popup-cookie.ts";

// The app defines the cookie's name once; the pop-up's own tests take it from here.
export { eventPopupSeenCookie };

/**
 * The Playwright `test` for pages whose tests are not about the event pop-up:
 * it marks the pop-up as already seen this session, so the modal does not cover the page.
 */
export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    await page.context().addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "http://127.0.0.1" }]);
    await use(page);
  },
});

export { expect } from "@playwright/test";
