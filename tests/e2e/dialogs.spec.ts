import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";

// After a dialog closes, whichever way, the page behind it takes clicks and typing again:
// the browser keeps nothing of the dialog in its top layer and nothing inert.

const ways: ReadonlyArray<readonly [string, (dialog: Locator) => Promise<void>]> = [
  ["its close button", (dialog) => dialog.getByRole("button", { name: "Close" }).click()],
  ["Escape", (dialog) => dialog.page().keyboard.press("Escape")],
  [
    "a click outside it",
    async (dialog) => {
      // The bottom right corner is outside every dialog's panel, the phone menu's included.
      const { width, height } = dialog.page().viewportSize()!;
      await dialog.page().mouse.click(width - 4, height - 4);
    },
  ],
];

/** A page with a field and links of its own, outside every dialog. */
const pageWithAField = "/admin-login";

async function expectPageUsable(page: Page, way: string) {
  await expect(page.locator("html"), `scrolls after closing by ${way}`).not.toHaveCSS("overflow", "hidden");
  const email = page.getByLabel("Email", { exact: true });
  await email.click();
  await page.keyboard.type("visitor@example.com");
  await expect(email, `typed after closing by ${way}`).toHaveValue("visitor@example.com");
  await page.getByRole("link", { name: "Tenders", exact: true }).first().click();
  await expect(page, `followed a link after closing by ${way}`).toHaveURL(/\/tenders$/);
}

/** Opens a dialog on a fresh page with a field, closes it each way, and uses the page after each. */
async function expectEveryWayLeavesPageUsable(page: Page, open: (page: Page) => Promise<Locator>) {
  for (const [way, close] of ways) {
    await gotoHydrated(page, pageWithAField);
    const dialog = await open(page);
    await expect(dialog).toBeVisible();
    await close(dialog);
    await expect(dialog, `closed by ${way}`).toBeHidden();
    await expectPageUsable(page, way);
  }
}

function openWithButton(button: string, dialog: string) {
  return async (page: Page) => {
    await page.getByRole("button", { name: button, exact: true }).first().click();
    return page.getByRole("dialog", { name: dialog });
  };
}

test("the event pop-up leaves the page usable after it closes", async ({ page }) => {
  await expectEveryWayLeavesPageUsable(page, async () => {
    // A new browser session each time (no cookie saying the pop-up was seen): its first page has the pop-up open.
    await page.context().clearCookies();
    await page.reload();
    const popup = page.getByRole("dialog", { name: "Campus life at DSEU" });
    // The served pop-up is modal as it is parsed, but a click on its backdrop closes it only once
    // React has hydrated the page (without JavaScript its close button posts a form instead).
    await expect.poll(() => popup.evaluate((dialog) => dialog.matches(":modal"))).toBe(true);
    await waitForHydration(page);
    return popup;
  });
});

test("search leaves the page usable after it closes", async ({ page }) => {
  await expectEveryWayLeavesPageUsable(page, openWithButton("Search", "Search the site"));
});

test("the faculty login dialog leaves the page usable after it closes", async ({ page }) => {
  await expectEveryWayLeavesPageUsable(page, openWithButton("Faculty Login", "Welcome, Faculty!"));
});

test("the YouTube channel list leaves the page usable after it closes", async ({ page }) => {
  await expectEveryWayLeavesPageUsable(page, openWithButton("YouTube channels", "Youtube Links"));
});

test("the phone menu leaves the page usable after it closes", { tag: "@phone" }, async ({ page, isMobile }) => {
  test.skip(!isMobile, "under 1024 px the menu slides in");
  await expectEveryWayLeavesPageUsable(page, openWithButton("Menu", "Menu"));
});
