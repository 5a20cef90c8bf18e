import path from "node:path";
import type { Page } from "@playwright/test";
import { migrateToLatest, openDatabase } from "#server/db/database.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { demoAccounts } from "../support/server-process.ts";
import { axeBuilder } from "./support/axe.ts";
import { eventPopupSeenCookie, expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { ownSite } from "./support/own-site.ts";

// A site of its own: what a real first day starts from (SEED=facts), with its catalogue emptied,
// so the home page's browser has nothing to show; the suite's shared server is a full demo.
const site = ownSite("go-live", async (dataDir) => {
  const database = openDatabase({ engine: "sqlite", file: path.join(dataDir, "dseu.sqlite") });
  await migrateToLatest(database);
  await seedDatabase(database.db, { profile: "facts" });
  await database.db.deleteFrom("program").execute();
  await database.close();
});

// The fixture keeps the event pop-up away at the suite's own address; this site has another.
test.beforeEach(async ({ page }) => {
  await page.context().addCookies([{ name: eventPopupSeenCookie, value: "1", url: site().address }]);
});

test("the home page's programme browser says no programme is published yet, instead of showing empty tabs", async ({
  page,
}) => {
  for (const [home, sentence] of [
    ["/", "Programmes will be listed here once the university publishes them."],
    ["/hi/", "विश्वविद्यालय द्वारा प्रकाशित होते ही कार्यक्रम यहाँ दिखाए जाएँगे।"],
  ] as const) {
    await gotoHydrated(page, `${site().address}${home}`);
    const browser = page.locator("[data-block='programs']");
    await browser.scrollIntoViewIfNeeded();
    await expect(browser.getByTestId("program-browser-empty")).toHaveText(sentence);
    await expect(browser.getByRole("tablist")).toHaveCount(0);
    await expect(browser.getByRole("link", { name: /Courses|कार्यक्रम देखें|View all/ })).toBeVisible();
  }
});

async function readinessViolations(page: Page) {
  const builder = await axeBuilder(page, { rules: { "label-content-name-mismatch": { enabled: true } } });
  const results = await builder.include("[data-testid='readiness-panel']").analyze();
  return results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}

test("the dashboard's 'Before going live' panel lists what is left, each with its screen, axe-clean at 1280 and 390 px in both languages", async ({
  page,
}) => {
  // Four console loads, each judged by axe.
  test.setTimeout(120_000);
  const admin = demoAccounts(site()).find((account) => account.role === "admin")!;
  const session = await page.request.post(`${site().address}/api/v1/auth/session`, {
    data: { email: admin.email, password: admin.password },
  });
  expect(session.ok()).toBe(true);

  for (const [prefix, title, campuses] of [
    ["", "Before going live", "Complete the campuses"],
    ["/hi", "सार्वजनिक करने से पहले", "परिसर पूरे करें"],
  ] as const) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${site().address}${prefix}/admin/dashboard`);
      // The console shows its content once the server has confirmed the session: slow on a fresh server.
      await page.locator("main [aria-busy=true]").waitFor({ state: "detached", timeout: 30_000 });
      const panel = page.getByRole("region", { name: title });
      await expect(panel.getByRole("listitem").first()).toBeVisible();
      // A facts site: no sample data, no programme; the server's own key and mail server unset,
      // campuses to complete.
      await expect(panel.locator("[data-check]")).toHaveCount(6);
      await expect(panel.getByRole("link", { name: campuses })).toHaveAttribute("href", `${prefix}/admin/campuses`);
      expect(await readinessViolations(page), `${prefix || "/"} at ${width} px`).toEqual([]);
    }
  }
  await page.getByRole("link", { name: "परिसर पूरे करें" }).click();
  await expect(page).toHaveURL(/\/hi\/admin\/campuses$/);
});
