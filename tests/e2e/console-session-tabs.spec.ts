import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, openSignedIn, pdfOfSize, test } from "./support/staff.ts";

// Several tabs each, on a machine shared with other browsers.
test.describe.configure({ timeout: 120_000 });

/** The console's content is on screen: the session confirmed, the page's lists fetched. */
async function consoleShown(tab: Page) {
  await expect(tab.locator("main [aria-busy=true]")).toHaveCount(0);
}

test("signed out in one tab, every other console tab says so at once, with the reason, in its language", async ({
  context,
  page,
  staff,
}) => {
  await page.goto("/admin-login");
  await page.getByLabel("Email", { exact: true }).fill(staff.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(staff.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Two more tabs, opened as a person would (new pages of the same browser): no second sign-in.
  const accounts = await context.newPage();
  await accounts.goto("/admin/accounts");
  const audit = await context.newPage();
  await audit.goto("/hi/admin/audit");
  for (const tab of [page, accounts, audit]) {
    await consoleShown(tab);
    await expect(tab.getByRole("navigation").getByText(staff.admin.email)).toBeVisible();
  }

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  // The tab that signed out has nothing to explain.
  await expect(page.getByRole("alert")).toHaveCount(0);

  // The others, untouched, say it within two seconds, over the page they show.
  const signIn = accounts.getByRole("dialog", { name: "Sign in again to continue" });
  await expect(signIn).toContainText("You signed out in another tab.", { timeout: 2000 });
  await expect(accounts).toHaveURL(/\/admin\/accounts$/);
  await expect(audit.getByRole("dialog", { name: "जारी रखने के लिए फिर से साइन इन करें" })).toContainText(
    "आपने किसी दूसरे टैब में साइन आउट किया।",
    { timeout: 2000 },
  );

  // Reloaded, a tab goes to its login page, which still says why.
  await audit.reload();
  await expect(audit).toHaveURL(/\/hi\/admin-login$/, { timeout: 30_000 });
  await expect(audit.getByRole("alert")).toHaveText("आपने किसी दूसरे टैब में साइन आउट किया। नीचे फिर से साइन इन करें।");

  // Signing in again in one tab is every tab's: the dialog closes and the page carries on.
  await signIn.getByLabel("Password").fill(staff.admin.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn).toBeHidden();
  await expect(audit).toHaveURL(/\/hi\/admin\/dashboard$/);
});

test("a write in a tab whose session ended keeps every typed field, and goes through once signed in again over the page", async ({
  context,
  page,
  staff,
  request,
}) => {
  const editor = await staff.create("editor", { sections: ["news", "tenders"] });
  await openSignedIn(page, editor, "/admin/uploads");
  const title = `Revised fee schedule ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Title in Hindi").fill("संशोधित शुल्क सूची");
  await page.getByLabel("Section").selectOption("tenders");
  await page
    .getByLabel("File (PDF, at most 20 MB)")
    .setInputFiles({ name: "fees.pdf", mimeType: "application/pdf", buffer: pdfOfSize(4096) });

  // Signed out in another tab while the form waits; this tab is told, and the dialog closed.
  const other = await context.newPage();
  await other.goto("/admin/dashboard");
  await other.getByRole("button", { name: "Log out" }).click();
  const signIn = page.getByRole("dialog", { name: "Sign in again to continue" });
  await expect(signIn).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(signIn).toBeHidden();

  // Upload pressed meanwhile: the dialog asks again, and the form underneath is as it was typed.
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(signIn).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Title in Hindi")).toHaveValue("संशोधित शुल्क सूची");
  await expect(page.getByLabel("Section")).toHaveValue("tenders");
  expect(
    await page.getByLabel("File (PDF, at most 20 MB)").evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe("fees.pdf");

  await expect(signIn.getByLabel("Email", { exact: true })).toHaveValue(editor.email);
  await signIn.getByLabel("Password").fill(editor.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/uploads$/);

  const published = await request.get(`/api/v1/notice?section=tenders&regex=${encodeURIComponent(title)}`);
  const notices = ((await published.json()) as { data: { notices: Array<Record<string, unknown>> } }).data.notices;
  expect(notices).toEqual([
    expect.objectContaining({ title, title_hi: "संशोधित शुल्क सूची", file: expect.objectContaining({ name: "fees.pdf" }) }),
  ]);
});

test("a chosen file the browser can no longer read is named, and asked for again, the rest of the form kept", async ({
  page,
  staff,
}) => {
  const editor = await staff.create("editor", { sections: ["tenders"] });
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-upload-"));
  const file = path.join(folder, "minutes.pdf");
  fs.writeFileSync(file, pdfOfSize(4096));
  const csrfToken = await openSignedIn(page, editor, "/admin/uploads");
  const title = `Minutes of the meeting ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Section").selectOption("tenders");
  await page.getByLabel("File (PDF, at most 20 MB)").setInputFiles(file);

  // The session ends (signed out by a script: no tab hears of it); while the person signs in
  // again, the file is moved away on their computer.
  await page.request.post("/api/v1/auth/logout", { headers: { "x-csrf-token": csrfToken } });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const signIn = page.getByRole("dialog", { name: "Sign in again to continue" });
  await expect(signIn).toContainText("Your session has ended.");
  fs.rmSync(folder, { recursive: true });
  await signIn.getByLabel("Password").fill(editor.password);
  await signIn.getByRole("button", { name: "Sign in" }).click();

  await expect(
    page.getByText(
      "The file “minutes.pdf” could not be kept while you signed in again. Choose it again, then send the form.",
    ),
  ).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await page
    .getByLabel("File (PDF, at most 20 MB)")
    .setInputFiles({ name: "minutes.pdf", mimeType: "application/pdf", buffer: pdfOfSize(4096) });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
});
