import type { Page } from "@playwright/test";
import { admissionSession } from "#common/academic-session.ts";
import { axeBuilder } from "./support/axe.ts";
import { expect, openSignedIn, readAgainOnReconnecting, test } from "./support/staff.ts";

test.describe.configure({ timeout: 120_000 });

/** The console list's row of /about-us/history, with its edit buttons. */
const historyRow = (page: Page) => page.getByRole("listitem").filter({ hasText: "/about-us/history" });

test("an admin edits /about-us/history in English and Hindi with a live preview, publishes, and restores", async ({
  page,
  staff,
}) => {
  const stamp = Date.now();
  const english = `The history, revised in the console (${stamp}).`;
  const hindi = `कंसोल में संशोधित इतिहास (${stamp})।`;
  await openSignedIn(page, staff.admin, "/admin/pages");
  const aboutPages = page.getByRole("region", { name: "About pages" });
  await expect(aboutPages.getByText("/about-us/history")).toBeVisible();
  expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);

  for (const [language, text, publicPath] of [
    ["English", english, "/about-us/history"],
    ["Hindi", hindi, "/hi/about-us/history"],
  ] as const) {
    await openSignedIn(page, staff.admin, "/admin/pages");
    // Keyboard only: focus the page's edit button and press Enter.
    await historyRow(page)
      .getByRole("button", { name: new RegExp(`^Edit ${language}:`) })
      .press("Enter");
    await expect(page.getByRole("heading", { name: `Editing: /about-us/history (${language})` })).toBeVisible();
    const body = page.getByLabel("Text (Markdown)");
    await body.fill(`## Revised\n\n**${text}**\n\nSession {admissionSession}`);
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: "Revised" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText(text);
    // The placeholder is filled as on the public page, not shown raw.
    await expect(preview.getByText(`Session ${admissionSession(new Date())}`)).toBeVisible();
    expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText(/is published\.$/)).toBeVisible();

    const visitor = await page.context().newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole("main").locator("article strong")).toHaveText(text);
    await visitor.close();
  }

  // Restore the text the page started with, in each language, and see it back on the public page.
  for (const [language, text, publicPath] of [
    ["English", english, "/about-us/history"],
    ["Hindi", hindi, "/hi/about-us/history"],
  ] as const) {
    await openSignedIn(page, staff.admin, "/admin/pages");
    await historyRow(page)
      .getByRole("button", { name: new RegExp(`^Edit ${language}:`) })
      .click();
    await page.getByRole("button", { name: "Compare revision 1 with the text in the editor" }).click();
    await expect(page.getByText(`Added: **${text}**`)).toBeAttached();
    // Restoring publishes at once: the console asks first, naming the revision's author and date.
    await page.getByRole("button", { name: "Restore revision 1" }).click();
    const ask = page.getByRole("dialog", { name: "Publish revision 1 again?" });
    await expect(ask).toContainText(
      /The text of revision 1, saved by content folder on \d{1,2} \w{3} \d{4}, \d{2}:\d{2},/,
    );
    await expect(ask.getByRole("button", { name: "Cancel" })).toBeFocused();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText(/Revision 1 is published again/)).toHaveCount(0);
    await page.getByRole("button", { name: "Restore revision 1" }).click();
    await ask.getByRole("button", { name: "Publish revision 1" }).click();
    await expect(page.getByText(/Revision 1 is published again/)).toBeVisible();
    const visitor = await page.context().newPage();
    await visitor.goto(publicPath);
    await expect(visitor.getByRole("main")).not.toContainText(text);
    await expect(visitor.getByRole("main").locator("article p").first()).not.toBeEmpty();
    await visitor.close();
  }
});

test("an editor's text stays in the editor when the console reads the page again and finds another admin's draft; the save is refused", async ({
  page,
  staff,
}) => {
  const path = "/hyperlinking-policy";
  const csrfToken = await openSignedIn(page, staff.admin, "/admin/pages");
  await page
    .getByRole("listitem")
    .filter({ hasText: path })
    .getByRole("button", { name: /^Edit English:/ })
    .click();
  const body = page.getByLabel("Text (Markdown)");
  await expect(body).not.toHaveValue("");
  const typed = `Links to this site need no permission (${Date.now()}).`;
  await body.fill(typed);

  // Another admin saves a draft meanwhile (visitors see no change), to the latest revision.
  const opened = (await (await page.request.get(`/api/v1/content?path=${path}&lang=en`)).json()) as {
    data: { page: { revisions: { revision: number }[] } };
  };
  const latest = opened.data.page.revisions[0]?.revision ?? 0;
  const other = await page.request.put(`/api/v1/content?path=${path}&lang=en`, {
    headers: { "x-csrf-token": csrfToken },
    data: { title: "Hyperlinking policy", body: "Another admin's draft.", publish: false, baseRevision: latest },
  });
  expect(other.status()).toBe(201);

  // The console reads the page again on reconnecting, and finds that draft.
  await readAgainOnReconnecting(page, "/content");
  await expect(body).toHaveValue(typed);

  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText(/This page was changed after you opened it/)).toBeVisible();
  await expect(body).toHaveValue(typed);
  await expect(page.getByRole("region", { name: "Preview" })).toContainText(typed);
});
