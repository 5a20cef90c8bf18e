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

test("public pages hydrate without making an Intl formatter, whose first costs a phone 35-60 ms (decision 0086)", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlFormattersMade: string[] }).intlFormattersMade = made;
    for (const name of ["DateTimeFormat", "NumberFormat", "Collator", "PluralRules", "RelativeTimeFormat"] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        configurable: true,
        value: new Proxy(Original, {
          construct(target, args) {
            made.push(name);
            return Reflect.construct(target, args);
          },
          apply(target, thisArgument, args) {
            made.push(name);
            return Reflect.apply(target as unknown as (...args: unknown[]) => object, thisArgument, args);
          },
        }),
      });
    }
  });
  for (const path of [
    "/",
    "/tenders",
    "/academics/faculty",
    "/courses",
    "/hi/",
    "/hi/recruitment",
    "/holiday-calendar",
  ]) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { intlFormattersMade: string[] }).intlFormattersMade),
      path,
    ).toEqual([]);
  }
});
