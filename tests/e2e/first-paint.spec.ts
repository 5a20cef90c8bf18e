import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./support/hydration.ts";

for (const path of ["/", "/tenders", "/hi/courses"]) {
  test(`${path} paints before it fetches any script, then hydrates`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, path);
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
      preloadsInMarkup: document.querySelectorAll('head link[rel="modulepreload"]').length,
    }));
    expect(timings.firstPaint).toBeDefined();
    expect(timings.scripts.length).toBeGreaterThan(0);
    for (const script of timings.scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(timings.firstPaint!);
    // The preloads come back, added by the inline module once the page is painted.
    expect(timings.preloadsInMarkup).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
}
