import { expect, test } from "./support/staff.ts";

test("signed in once, three console tabs share the session; signing out in one makes the others ask to sign in on their next action", async ({
  context,
  page,
  staff,
}) => {
  await page.goto("/admin-login");
  await page.getByLabel("Email").fill(staff.admin.email);
  await page.getByLabel("Password").fill(staff.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // Two more tabs, opened as a person would (new pages of the same browser): no second sign-in.
  const accounts = await context.newPage();
  await accounts.goto("/admin/accounts");
  const audit = await context.newPage();
  await audit.goto("/hi/admin/audit");
  for (const [tab, logOut] of [
    [page, "Log out"],
    [accounts, "Log out"],
    [audit, "लॉग आउट"],
  ] as const) {
    await expect(tab.getByRole("button", { name: logOut })).toBeVisible();
    await expect(tab.locator("main [aria-busy=true]")).toHaveCount(0);
    await expect(tab.getByRole("navigation").getByText(staff.admin.email)).toBeVisible();
  }

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);

  // The next action in each other tab: a link in the console, and a reload (in Hindi).
  await accounts.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(accounts).toHaveURL(/\/admin-login$/);
  await expect(accounts.getByRole("alert")).toHaveText("Your session has expired. please log in again!");

  await audit.reload();
  await expect(audit).toHaveURL(/\/hi\/admin-login$/);
  await expect(audit.getByRole("alert")).toHaveText("आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें!");
  await expect(audit.getByLabel("ईमेल")).toBeVisible();
});
