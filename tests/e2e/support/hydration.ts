import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated the header (React tags the
 * DOM nodes it owns with `__reactFiber…` keys), so buttons that need
 * JavaScript, such as Faculty Login or Search, answer clicks.
 */
export async function gotoHydrated(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until React has hydrated the page's header. Scripts are fetched after the first
 * paint (decision 0075), so the load event can come before hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = document.querySelector("header button");
      return button !== null && Object.keys(button).some((key) => key.startsWith("__reactFiber"));
    },
    undefined,
    { polling: 50 },
  );
}
