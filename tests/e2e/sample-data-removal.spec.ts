import type { SampleDataCounts } from "#common/api/sample-data.ts";
import { demoAccounts } from "../support/server-process.ts";
import { expect, test } from "./support/fixtures.ts";
import { ownSite } from "./support/own-site.ts";

// Removing the sample data changes every page, so the test has a demo site of its own rather than
// the suite's shared server.
const site = ownSite("sample-removal");

test("an admin removes the sample data from the dashboard: the counts are named, a confirmation is asked, and the top strip's line goes", async ({
  page,
}) => {
  const admin = demoAccounts(site()).find((account) => account.role === "admin")!;
  const signedIn = await fetch(`${site().address}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { token } = (await signedIn.json()) as { token: string };
  const { data } = (await (
    await fetch(`${site().address}/api/v1/sample-data`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { counts: SampleDataCounts } };
  const total = data.counts.faculty + data.counts.programmes + data.counts.notices;
  expect(data.counts.files).toBeGreaterThan(0);
  expect(data.counts.faculty).toBeGreaterThan(0);

  // Signed in as a member of staff does it, through the login page.
  await page.goto(`${site().address}/admin-login`);
  await page.getByLabel("Email", { exact: true }).fill(admin.email);
  await page.getByLabel("Password", { exact: true }).fill(admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.locator("#sample-data-notice")).toBeVisible();
  // The console says so too, above its own content (decision 0188).
  await expect(page.locator("#console-sample-data")).toContainText("this site still holds invented people");

  const card = page.getByRole("region", { name: "Sample data" });
  const number = (value: number) => value.toLocaleString("en-IN");
  await expect(card).toContainText(`Invented people${number(data.counts.faculty)}`);
  await expect(card).toContainText(`Programmes with invented details${number(data.counts.programmes)}`);
  await expect(card).toContainText(`Invented notices${number(data.counts.notices)}`);
  await expect(card).toContainText(`Their files (PDFs)${number(data.counts.files)}`);

  // Cancelling removes nothing.
  await card.getByRole("button", { name: "Remove sample data" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove all sample data?" });
  await expect(dialog).toContainText(`Invented people${number(data.counts.faculty)}`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator("#sample-data-notice")).toBeVisible();

  await card.getByRole("button", { name: "Remove sample data" }).click();
  await dialog
    .getByRole("button", { name: `Remove ${number(total)} records and ${number(data.counts.files)} files` })
    .click();
  await expect(
    page.getByRole("status").filter({
      hasText: `Sample data removed: ${number(total)} records and ${number(data.counts.files)} files.`,
    }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sample data" })).toBeFocused();
  await expect(page.locator("#sample-data-notice")).toHaveCount(0);
  await expect(page.locator("#console-sample-data")).toHaveCount(0);

  // The console goes on working, and the public pages no longer carry the line.
  await page.getByRole("link", { name: "Upload a notice" }).click();
  await expect(page).toHaveURL(/\/admin\/uploads$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto(`${site().address}/hi/`);
  await expect(page.locator("#sample-data-notice")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
