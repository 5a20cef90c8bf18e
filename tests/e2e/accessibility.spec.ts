import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test as withPopup } from "@playwright/test";
import { localizePath } from "#app/i18n/language.ts";
import { underConstructionPaths } from "#app/routes/under-construction-pages.ts";
import { expect, test } from "./support/fixtures.ts";
import { openSignedIn, test as staffTest } from "./support/staff.ts";

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

const everyPage = [
  "/",
  "/no/such/page",
  "/screen-reader-access",
  "/admin-login",
  "/logindseu",
  ...underConstructionPaths,
].flatMap((path) => [path, localizePath(path, "hi")]);

for (const path of everyPage) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}

const bothLanguages = (paths: string[]) => paths.flatMap((path) => [path, localizePath(path, "hi")]);

// Console pages show their content once signed in; each is judged with it on screen.
for (const path of bothLanguages([
  "/admin/dashboard",
  "/admin/uploads",
  "/admin/view-pdfs",
  "/admin/archive-uploads",
  "/admin/accounts",
  "/admin/audit",
  "/admin/grievances",
  "/admin/alumni",
])) {
  staffTest(`axe finds no violations on ${path} signed in as an admin`, async ({ page, staff }) => {
    staffTest.slow();
    await openSignedIn(page, staff.admin, path);
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const path of bothLanguages(["/admin/profile"])) {
  staffTest(`axe finds no violations on ${path} signed in as faculty`, async ({ page, staff }) => {
    staffTest.slow();
    const list = await page.request.get("/api/v1/faculty?limit=1");
    const member = ((await list.json()) as { data: { faculty: Array<{ _id: string }> } }).data.faculty[0];
    await openSignedIn(page, await staff.create("faculty", { faculty_id: member?._id ?? null }), path);
    await expect(page.getByLabel(/Designation|पदनाम/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

staffTest("axe finds no violations with the notice edit dialog open", async ({ page, staff }) => {
  staffTest.slow();
  await openSignedIn(page, staff.admin, "/admin/view-pdfs");
  await page.getByRole("button", { name: "Edit" }).first().click();
  await expect(page.getByRole("dialog", { name: "Edit notice" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

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
