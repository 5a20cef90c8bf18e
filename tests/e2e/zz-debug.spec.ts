import { expect, openSignedIn, pdfOfSize, test } from "./support/staff.ts";
test("debug", async ({ page, staff }) => {
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text().slice(0, 300)));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message, e.stack?.slice(0, 500)));
  page.on("response", (r) => r.url().includes("/api/") && console.log("RES", r.status(), r.url().slice(0, 90)));
  await openSignedIn(page, staff.admin, "/admin/dashboard").catch((e) => console.log("ERR", e.message));
  await page.goto("/hi/admin/audit");
  await page.waitForTimeout(8000);
  console.log(page.url(), (await page.locator("main").innerText()).slice(0, 300));
});
