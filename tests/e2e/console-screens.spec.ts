import type { Locator, Page } from "@playwright/test";
import { expect, openSignedIn, test } from "./support/staff.ts";

test("an editor's console bar lists only the screens the editor can change, and a screen it may only read says so", async ({
  page,
  staff,
}) => {
  const newsDesk = await staff.create("editor", { sections: ["news"] });
  await openSignedIn(page, newsDesk, "/admin/dashboard");
  const bar = page.getByRole("navigation", { name: "Console" });
  await expect(bar.getByRole("link")).toHaveText(["Dashboard", "Upload", "Notices", "Archive"]);

  await page.goto("/admin/officials");
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(page.getByRole("note")).toHaveText(/^Read only: your account may look at this screen/);
  await page.goto("/hi/admin/holidays");
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(page.getByRole("note")).toHaveText(/^केवल पढ़ने के लिए:/);
});

test("without JavaScript a console page says the console needs it, in the page's language, with the way back to the site", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, said, link, home] of [
    ["/admin/dashboard", "The staff console needs JavaScript", "Back to the DSEU website", "/"],
    ["/hi/admin/audit", "कर्मचारी कंसोल को JavaScript चाहिए", "डीएसईयू वेबसाइट पर लौटें", "/hi/"],
    ["/admin-login", "The staff console needs JavaScript", "Back to the DSEU website", "/"],
  ] as const) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText(said)).toBeVisible();
    await expect(main.getByRole("link", { name: link })).toHaveAttribute("href", home);
    // Nothing that waits for a script that never runs.
    await expect(main.getByText("Loading…")).toBeHidden();
    await expect(main.getByText("लोड हो रहा है…")).toBeHidden();
  }
  await context.close();
});

/** Whether two boxes on the screen overlap. */
async function overlap(one: Locator, other: Locator) {
  const [a, b] = [await one.boundingBox(), await other.boundingBox()];
  if (!a || !b) throw new Error("both are on screen");
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The site's menu bar, sticky at the top of the window. */
const stickyBar = (page: Page) => page.locator("div.sticky").first();

test(
  "an error replaces the success said before it, names the field by its label, and toasts sit clear of the sticky bar",
  { tag: "@phone" },
  async ({ page, staff }) => {
    await openSignedIn(page, staff.admin, "/admin/campuses");
    await page.getByLabel("Campus", { exact: true }).selectOption("dwarka");
    const form = page.getByRole("form", { name: /Dwarka/ });
    await form.getByLabel("Director", { exact: true }).fill(`Prof. Ritu Malhotra ${Date.now()}`);
    await form.getByRole("button", { name: "Save campus" }).click();
    const saved = page.getByText(/is saved\. The public pages show it now\.$/);
    await expect(saved).toBeVisible();
    // Scrolled down, as after a long form: the bar stays at the top, the toast clear of it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await overlap(saved, stickyBar(page))).toBe(false);

    await form.getByLabel("Phone", { exact: true }).fill("not a number");
    await form.getByRole("button", { name: "Save campus" }).click();
    const refused = page.getByText("Not done: Phone must be a telephone number: digits, spaces, ( ) and -.");
    await expect(refused).toBeVisible();
    await expect(saved).toHaveCount(0);
    expect(await overlap(refused, stickyBar(page))).toBe(false);
  },
);
