import type { Page } from "@playwright/test";
import { axeBuilder } from "./support/axe.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";

const html = (page: Page) => page.locator("html");

test(
  "text size and contrast persist across navigation and reload, in the server's HTML",
  { tag: "@phone" },
  async ({ page, context }) => {
    await gotoHydrated(page, "/UGC-Guidelines");
    await page.getByRole("button", { name: /^A\+/ }).click();
    await expect(html(page)).toHaveClass(/\btext-size-large\b/);
    await expect(page.getByRole("button", { name: /^A\+/ })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "High contrast" }).click();
    await expect(html(page)).toHaveClass(/\bcontrast-high\b/);
    await expect(page).toHaveURL(/\/UGC-Guidelines$/);

    await page.getByRole("link", { name: "Screen reader access" }).first().click();
    await expect(page).toHaveURL(/\/screen-reader-access$/);
    await expect(html(page)).toHaveClass(/\btext-size-large\b.*\bcontrast-high\b/);

    // No flash: the HTML the server sends already carries both classes.
    const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const served = await page.request.get("/hi/", { headers: { cookie: cookies } });
    expect(await served.text()).toMatch(/<html lang="hi" class="text-size-large contrast-high"/);

    await page.reload();
    await expect(html(page)).toHaveClass("text-size-large contrast-high");
    // Before hydration the buttons are forms that post and reload; a click in that window
    // and another after it would race, so the two clicks below wait for React.
    await waitForHydration(page);

    await page.getByRole("button", { name: /^A Normal/ }).click();
    await page.getByRole("button", { name: "High contrast" }).click();
    await expect(html(page)).not.toHaveClass(/text-size|contrast/);
  },
);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the reading options are forms that set the cookie and return to the page", async ({ page }) => {
    await page.goto("/hi/UGC-Guidelines?from=test");
    await page.getByRole("button", { name: /^A− / }).click();
    await expect(page).toHaveURL(/\/hi\/UGC-Guidelines\?from=test$/);
    await expect(html(page)).toHaveClass("text-size-small");
    await page.getByRole("button", { name: "उच्च कंट्रास्ट" }).click();
    await expect(html(page)).toHaveClass("text-size-small contrast-high");
  });
});

test("a size and contrast chosen before the first answer returns both hold", async ({ page }) => {
  await gotoHydrated(page, "/UGC-Guidelines");
  // Each choice's request is held for a moment, as on a slow phone network, so the second
  // click comes while the first is still on its way.
  const choice = /\/preferences(\.data)?$/;
  await page.route(choice, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const answered: string[] = [];
  page.on("requestfinished", (request) => {
    if (choice.test(new URL(request.url()).pathname)) answered.push(request.postData() ?? "");
  });
  await page.getByRole("button", { name: /^A\+/ }).click();
  await page.getByRole("button", { name: "High contrast" }).click();
  // The page takes both at once, before the server has answered.
  await expect(html(page)).toHaveClass("text-size-large contrast-high");
  // Neither request was cancelled by the other.
  await expect.poll(() => answered.sort()).toEqual(["contrast=high", "textSize=large"]);
  await expect(page.getByRole("button", { name: /^A\+/ })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "High contrast" })).toHaveAttribute("aria-pressed", "true");
  await expect(html(page)).toHaveClass("text-size-large contrast-high");
  await expect(page).toHaveURL(/\/UGC-Guidelines$/);
  // Both reached the cookies: the server's HTML carries both classes.
  await page.reload();
  await expect(html(page)).toHaveClass("text-size-large contrast-high");
});

for (const path of ["/", "/hi/", "/UGC-Guidelines", "/hi/screen-reader-access", "/no/such/page"]) {
  test(`with high contrast axe finds no contrast problem on ${path}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "contrast", value: "high", url: baseURL! }]);
    await page.goto(path);
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)));
    const results = await (await axeBuilder(page)).withRules(["color-contrast"]).analyze();
    expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target))).toEqual([]);
  });

  // At 390 px (phone) and 1280 px (desktop), the two sizes the project runs at.
  test(
    `at the largest text size nothing on ${path} overflows the screen sideways`,
    { tag: "@phone" },
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "text-size", value: "large", url: baseURL! }]);
      await page.goto(path);
      await expect(html(page)).toHaveClass("text-size-large");
      const overflowing = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        return Array.from(document.body.querySelectorAll("*"))
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && (box.right > width + 1 || box.left < -1);
          })
          .filter((element) => !element.closest(".sr-only, dialog:not([open]), [hidden]"))
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      });
      expect(overflowing).toEqual([]);
      const viewport = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport);
    },
  );
}
