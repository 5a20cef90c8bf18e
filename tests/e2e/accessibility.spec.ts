import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as withPopup } from "@playwright/test";
import {
  contactPath,
  holidayCalendarPath,
  infoPagePaths,
  sitemapPath,
} from "#app/features/info-pages/info-page-paths.ts";
import { localizePath } from "#app/i18n/language.ts";
import { officialPages } from "#app/features/officials/officials.ts";
import { underConstructionPaths } from "#app/routes/under-construction-pages.ts";
import { recordPaths } from "./support/records.ts";
import { expect, test } from "./support/fixtures.ts";

/** Waits for entrance animations, so axe judges colours at full opacity, then runs it. */
async function axeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  // Every rule axe runs by default, and "label in name" (WCAG 2.5.3), which it marks experimental.
  const results = await new AxeBuilder({ page })
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

/** The data pages; `:id` stands for a seeded record's id, looked up when the test runs. */
const dataPages = [
  "/courses",
  "/courses/ug",
  "/courses?q=engineering",
  "/programs/:id",
  "/academics/faculty",
  "/faculty/:id",
  "/dept/:id",
  "/campus/dwarka",
  "/campus/zone/north",
  "/programs/000000000000000000000000",
  ...officialPages.map(({ path }) => path),
];

const everyPage = [
  "/",
  "/no/such/page",
  "/screen-reader-access",
  ...underConstructionPaths,
  ...dataPages,
  ...infoPagePaths,
  holidayCalendarPath,
  contactPath,
  sitemapPath,
].flatMap((path) => [path, localizePath(path, "hi")]);

for (const path of everyPage) {
  test(`axe finds no violations on ${path}`, async ({ page, request }) => {
    // The lists (65 programmes, 168 people) give axe thousands of nodes to judge.
    test.slow(dataPages.some((dataPage) => path.endsWith(dataPage)));
    const template = Object.entries(await recordPaths(request)).find(([pattern]) => path.endsWith(pattern));
    await page.goto(template ? path.replace(template[0], template[1]) : path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

withPopup("axe finds no violations with the event pop-up open", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Campus life at DSEU" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations with the YouTube channel list open", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "YouTube channels" }).click();
  await expect(page.getByRole("dialog", { name: "Youtube Links" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
