import sharp from "sharp";
import { axeBuilder } from "./support/axe.ts";
import { expect, openSignedIn, test } from "./support/staff.ts";

test.describe.configure({ timeout: 120_000 });

test("an admin adds a committee member with a photograph in the console; the public pages show them at once", async ({
  page,
  staff,
}) => {
  const name = `Dr. Kavita Sen ${Date.now()}`;
  await openSignedIn(page, staff.admin, "/admin/officials");
  await page.getByLabel("Committee", { exact: true }).selectOption({ label: "Anti-Ragging Squad" });
  // Checked before any toast: sonner's toasts fade in, and axe may catch one half-drawn.
  expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);
  const add = page.getByRole("form", { name: "Add a member" });
  await add.getByLabel("Name (English)").fill(name);
  await add.getByLabel("Name (Hindi)").fill("डॉ. कविता सेन");
  await add.getByLabel("Designation (English)").fill("Convener");
  await add.getByLabel("Designation (Hindi)").fill("संयोजक");
  await add.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByText("The member is added at the end of the list.")).toBeVisible();

  const entry = page.getByRole("listitem").filter({ has: page.getByRole("form", { name }) });
  const photo = await sharp({ create: { width: 500, height: 600, channels: 3, background: "#2a6f97" } })
    .jpeg()
    .toBuffer();
  await entry
    .getByLabel(`Photograph of ${name} (JPEG, PNG or WebP, up to 8 MB)`)
    .setInputFiles({ name: "member.jpg", mimeType: "image/jpeg", buffer: photo });
  await entry.getByRole("button", { name: "Upload photograph" }).click();
  await expect(page.getByText("The photograph is saved.")).toBeVisible();

  const visitor = await page.context().newPage();
  for (const [path, shownName, designation] of [
    ["/amenities/anti-ragging", name, "Convener"],
    ["/hi/amenities/anti-ragging", "डॉ. कविता सेन", "संयोजक"],
  ] as const) {
    await visitor.goto(path);
    const member = visitor.getByRole("listitem").filter({ hasText: shownName });
    await expect(member).toContainText(designation);
    const portrait = member.getByRole("img");
    await expect(portrait).toBeVisible();
    // The resized photograph arrived: the browser decoded it at its size.
    // Visible is not loaded: wait for the decode (it rejects if the file is broken), then read its size.
    const width = await portrait.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return image.naturalWidth;
    });
    expect(width).toBe(192);
  }

  // Removed again in the console, once the question is confirmed (Cancel keeps the member), it leaves the page.
  const removal = page.getByRole("dialog", { name: "Remove this member?" });
  await entry.getByRole("button", { name: `Remove ${name}` }).click();
  await expect(removal).toContainText(`${name} will no longer be listed on the public page.`);
  await removal.getByRole("button", { name: "Cancel" }).click();
  await expect(removal).toBeHidden();
  await expect(entry.getByRole("form", { name })).toBeVisible();
  await entry.getByRole("button", { name: `Remove ${name}` }).click();
  await removal.getByRole("button", { name: "Remove member" }).click();
  await expect(page.getByText(`${name} is removed from the list.`)).toBeVisible();
  // The toast's own text is readable: sonner's green on its green tint is 4.3:1, under 4.5.
  expect((await (await axeBuilder(page)).include("[data-sonner-toaster]").analyze()).violations).toEqual([]);
  await visitor.goto("/amenities/anti-ragging");
  await expect(visitor.getByRole("main")).not.toContainText(name);
  await visitor.close();

  // The campus and holiday screens are in the console's navigation, with labelled forms.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Campuses" }).click();
  await expect(page.getByLabel("Programmes the campus offers (one per line)")).toBeVisible();
  await page.getByLabel("Campus", { exact: true }).selectOption({ label: "DSEU Dwarka Campus (HQ)" });
  await expect(page.getByRole("form", { name: "DSEU Dwarka Campus (HQ)" })).toBeVisible();
  expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Holidays" }).click();
  await expect(page.getByRole("form", { name: /Republic Day$/ })).toBeVisible();
  expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);

  // A holiday, too, goes only once the question is confirmed.
  const holiday = `Staff Day ${Date.now()}`;
  const date = `${await page.getByLabel("Year").inputValue()}-09-09`;
  const addHoliday = page.getByRole("form", { name: "Add a holiday" });
  await addHoliday.getByLabel("Date").fill(date);
  await addHoliday.getByLabel("Name (English)").fill(holiday);
  await addHoliday.getByLabel("Name (Hindi)").fill("कर्मचारी दिवस");
  await addHoliday.getByRole("button", { name: "Add a holiday" }).click();
  const row = page.getByRole("form", { name: `${date} ${holiday}` });
  await expect(row).toBeVisible();
  const holidayRemoval = page.getByRole("dialog", { name: "Remove this holiday?" });
  await row.getByRole("button", { name: `Remove ${holiday} (${date})` }).click();
  await expect(holidayRemoval).toContainText(`${holiday} (${date}) will no longer be shown on the holiday calendar.`);
  await holidayRemoval.getByRole("button", { name: "Cancel" }).click();
  await expect(holidayRemoval).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Remove ${holiday} (${date})` }).click();
  await holidayRemoval.getByRole("button", { name: "Remove holiday" }).click();
  await expect(page.getByText(`${holiday} is removed.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("an editor limited to admission pages gets no edit button, and 403, on governance pages and officials", async ({
  page,
  staff,
}) => {
  const editor = await staff.create("editor", { page_groups: ["admission"] });
  const csrf = await openSignedIn(page, editor, "/admin/pages");
  const admission = page.getByRole("region", { name: "Admission pages" });
  await expect(admission.getByRole("button", { name: /^Edit English:/ }).first()).toBeVisible();
  const governance = page.getByRole("region", { name: "Governance pages" });
  await expect(governance.getByText("/administration/administrative/statutes")).toBeVisible();
  await expect(governance.getByText("Your account may not change these pages.")).toBeVisible();
  await expect(governance.getByRole("button")).toHaveCount(0);

  const headers = { "x-csrf-token": csrf };
  const save = await page.request.put("/api/v1/content?path=/administration/administrative/statutes&lang=en", {
    headers,
    data: { title: "Statutes", body: "Changed by the wrong editor.", publish: true, baseRevision: 1 },
  });
  expect(save.status()).toBe(403);
  expect((await save.json()).error.message).toContain("governance");

  await page.goto("/admin/officials");
  await expect(page.getByRole("heading", { name: "Officers" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
  const official = await page.request.patch("/api/v1/officials/registrar", { headers, data: { name_en: "Someone" } });
  expect(official.status()).toBe(403);
});
