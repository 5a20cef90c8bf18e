import type { Locator, Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it, so that buttons that need JavaScript,
 * such as Faculty Login or Search, answer clicks.
 */
export async function gotoHydrated(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until the page's first hydration has committed: the root layout then marks
 * `<html data-hydrated>` (app/shared/ui/static-region.tsx). Scripts are fetched after the first
 * paint (decision 0075), so the load event can come before hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"), undefined, {
    polling: 50,
  });
}

/**
 * Whether React owns the element: it tags the DOM nodes it renders or hydrates with
 * `__reactFiber…` keys, and not those of a region that keeps the server's markup (decision 0175).
 */
export function ownedByReact(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber")));
}
