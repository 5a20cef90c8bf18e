import { test as base, type Page } from "@playwright/test";
import { eventPopupSeenCookie } from "#common/event-popup-cookie.ts";
import { axeSource } from "./axe.ts";

// The app defines the cookie's name once; the pop-up's own tests take it from here.
export { eventPopupSeenCookie };

/**
 * The Playwright `test` for pages whose tests are not about the event pop-up:
 * its `page` marks the pop-up as already seen this session, so the modal does not cover the page.
 *
 * `visitorPage` is one such page for the worker's whole life, for tests that only open a page and
 * judge it (the axe runs). Its browser process then compiles axe and the site's scripts once per
 * worker rather than once per test: a run took 0.55 s on it against 1.15 s on a page of its own
 * (decision 0116). A test that changes cookies or storage takes `page` instead.
 */
export const test = base.extend<object, { visitorPage: Page }>({
  page: async ({ page, baseURL }, use) => {
    await page.context().addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "http://127.0.0.1" }]);
    await use(page);
  },
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      // Worker fixtures cannot take the test's context options; the project's are these.
      const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await context.addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "http://127.0.0.1" }]);
      // Every document it opens has axe from the start, compiled by the browser like the page's own scripts.
      await context.addInitScript(axeSource);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

export { expect } from "@playwright/test";
