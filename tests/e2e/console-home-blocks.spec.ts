import type { Page } from "@playwright/test";
import { axeBuilder } from "./support/axe.ts";
import { expect, openSignedIn, readAgainOnReconnecting, test } from "./support/staff.ts";

test.describe.configure({ timeout: 120_000 });

test("an admin imports a 300-row faculty CSV: the preview lists the 3 bad rows and writes nothing; confirming adds the rest", async ({
  page,
  staff,
}) => {
  const stamp = Date.now();
  const departments = (await (await page.request.get("/api/v1/departments")).json()) as {
    data: { departments: Array<{ name: string }> };
  };
  const department = departments.data.departments[0]!.name;
  const rows = Array.from(
    { length: 297 },
    (_, index) => `csv${stamp}.${index}@example.org,Dr.,Csv${index},Import${stamp},${department},Lecturer`,
  );
  rows.push(
    `bad1.${stamp}@example.org,Dr.,Bad,One,No Such Department,Lecturer`,
    `bad2.${stamp}@example.org,Dr.,=cmd|' /C calc'!A0,Two,${department},Lecturer`,
    `csv${stamp}.0@example.org,Dr.,Again,Three,${department},Lecturer`,
  );
  const csv = `\uFEFFemail,salutation,firstname,surname,department,designation\r\n${rows.join("\r\n")}\r\n`;

  await openSignedIn(page, staff.admin, "/admin/faculty");
  await page
    .getByLabel("CSV file", { exact: true })
    .setInputFiles({ name: "faculty.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("297 people to add, 0 to change, 0 unchanged, 3 rows refused.")).toBeVisible();
  const table = page.getByRole("table", { name: "What the import would do" });
  // Refused rows come first, each with its reason.
  const refused = table.locator("tbody tr[data-outcome=refuse]");
  await expect(refused).toHaveCount(3);
  await expect(refused.nth(0)).toContainText('No department is called "No Such Department".');
  await expect(refused.nth(1)).toContainText("formula");
  await expect(refused.nth(2)).toContainText("is also on line 2");
  expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);
  // The preview wrote nothing.
  const before = await page.request.get(`/academics/faculty?q=Import${stamp}`);
  expect(await before.text()).not.toContain(`Csv1 Import${stamp}`);

  await page.getByRole("button", { name: "Import 297 rows" }).click();
  await expect(page.getByText("Imported: 297 added, 0 changed; 3 refused rows were left out.")).toBeVisible();

  const directory = await page.context().newPage();
  // The directory shows 48 people a page (decision 0143): all 297 are counted, the last found by name.
  await directory.goto(`/academics/faculty?q=Import${stamp}`);
  await expect(directory.getByRole("main")).toContainText("297 people");
  await expect(directory.getByRole("main")).not.toContainText("Bad One");
  await directory.goto(`/academics/faculty?q=Csv296`);
  await expect(directory.getByRole("main")).toContainText(`Csv296 Import${stamp}`);
  await directory.close();
});

/** The pop-up's settings as they stand, as a write that sets them again. */
async function currentPopupWrite(page: Page) {
  const answer = (await (await page.request.get("/api/v1/home/event-popup")).json()) as {
    data: {
      popup: {
        enabled: boolean;
        poster: { id: string; small_id: string } | null;
        link: string | null;
        alt_en: string;
        alt_hi: string;
        show_from: string | null;
        show_until: string | null;
      };
    };
  };
  const { enabled, poster, link, alt_en, alt_hi, show_from, show_until } = answer.data.popup;
  return {
    enabled,
    poster: poster && { id: poster.id, small_id: poster.small_id },
    link,
    alt_en,
    alt_hi,
    show_from,
    show_until,
  };
}

// The pop-up is one record every page shows: the tests that change it run one after the other.
test.describe("the event pop-up's settings", () => {
  test.describe.configure({ mode: "default" });

  test("an admin switches the event pop-up off in the console, and a new visitor's page opens without it", async ({
    page,
    staff,
    browser,
  }) => {
    const csrfToken = await openSignedIn(page, staff.admin, "/admin/home");
    const current = await currentPopupWrite(page);
    const shown = page.getByLabel("Show the pop-up");
    await expect(shown).toBeChecked();
    expect((await (await axeBuilder(page)).analyze()).violations).toEqual([]);
    await shown.uncheck();
    await page.getByRole("button", { name: "Save pop-up" }).click();
    try {
      await expect(page.getByText("The event pop-up is saved.")).toBeVisible();
      // A new browser session, which the pop-up would greet.
      const visitor = await browser.newContext();
      const home = await visitor.newPage();
      await home.goto("/");
      await expect(home.getByRole("main")).toBeVisible();
      await expect(home.getByRole("dialog", { name: "Campus life at DSEU" })).toHaveCount(0);
      await visitor.close();
    } finally {
      // Back on at once: the other browser tests share the site and greet their visitors with it.
      const restored = await page.request.put("/api/v1/home/event-popup", {
        headers: { "x-csrf-token": csrfToken },
        data: { ...current, enabled: true },
      });
      expect(restored.status()).toBe(200);
    }
  });

  test("an admin's pop-up save after another admin saved it is refused, and what was entered stays in the form, read again or not", async ({
    page,
    staff,
  }) => {
    const csrfToken = await openSignedIn(page, staff.admin, "/admin/home");
    const link = page.getByLabel("Link (a path on this site, or an https:// address; blank: none)");
    await link.fill("/alumni");
    // Another admin saves the pop-up meanwhile, as it is: what visitors see does not change.
    const current = await currentPopupWrite(page);
    const other = await page.request.put("/api/v1/home/event-popup", {
      headers: { "x-csrf-token": csrfToken },
      data: current,
    });
    expect(other.status()).toBe(200);
    // The console reads the pop-up again on reconnecting and finds the other save: the form
    // keeps what was entered, and the version it was opened with.
    await readAgainOnReconnecting(page, "/home/event-popup");
    await expect(link).toHaveValue("/alumni");

    await page.getByRole("button", { name: "Save pop-up" }).click();
    await expect(page.getByText("Someone else saved the event pop-up after you opened it")).toBeVisible();
    await expect(link).toHaveValue("/alumni");
    expect(await currentPopupWrite(page)).toEqual(current);
  });
});

// The same for the home lists, which these tests save and put back.
test.describe("the home lists", () => {
  test.describe.configure({ mode: "default" });

  test("an admin renames an achievement in Hindi and moves a partner up in the console; the Hindi home page shows both at once", async ({
    page,
    staff,
  }) => {
    const csrfToken = await openSignedIn(page, staff.admin, "/admin/home");
    const saved = {
      achievements: ((await (await page.request.get("/api/v1/home/achievements")).json()) as { data: object }).data,
      partners: ((await (await page.request.get("/api/v1/home/partners")).json()) as { data: object }).data,
    };
    // Hindi text, read on the Hindi page only: the English home page's own tests run beside this one.
    const title = `वेल्डिंग में स्वर्ण ${Date.now()}`;
    try {
      const achievements = page.getByRole("region", { name: "Achievements", exact: true });
      await achievements.getByLabel("Title of entry 1 (Hindi)").fill(title);
      await achievements.getByRole("button", { name: "Save Achievements" }).click();
      await expect(page.getByText("Achievements: saved.")).toBeVisible();

      const partners = page.getByRole("region", { name: "Partners", exact: true });
      await expect(partners.getByLabel("Name of partner 2 (English)")).toHaveValue("Government of NCT of Delhi");
      // Keyboard only: focus the button and press Enter.
      await partners.getByRole("button", { name: "Move entry 2 up" }).press("Enter");
      await expect(partners.getByLabel("Name of partner 1 (English)")).toHaveValue("Government of NCT of Delhi");
      await partners.getByRole("button", { name: "Save Partners" }).click();
      await expect(page.getByText("Partners: saved.")).toBeVisible();

      const visitor = await page.context().newPage();
      await visitor.goto("/hi");
      await expect(
        visitor.locator("[data-block=achievements]").getByRole("heading", { level: 3, name: title }),
      ).toBeAttached();
      await expect(visitor.locator("[data-block=partners] li").first()).toHaveText("राष्ट्रीय राजधानी क्षेत्र दिल्ली सरकार");
      await visitor.close();
    } finally {
      // The seeded lists back at once: the other browser tests read them.
      const write = (path: string, data: unknown) =>
        page.request.put(`/api/v1/home/${path}`, { headers: { "x-csrf-token": csrfToken }, data });
      const picture = ({ image }: { image: { shipped: string | null } }) => ({ shipped: image.shipped });
      const { achievements } = saved.achievements as { achievements: Array<{ image: { shipped: string | null } }> };
      const restored = await write("achievements", {
        achievements: achievements.map((entry) => ({ ...entry, image: picture(entry) })),
      });
      expect(restored.status()).toBe(200);
      // Named without the version it was read at: put back whatever the list holds now.
      const { partners } = saved.partners as { partners: unknown };
      expect((await write("partners", { partners })).status()).toBe(200);
    }
  });

  test("an admin's save of a list another admin saved meanwhile is refused: the other's list stays and the edits stay on screen", async ({
    page,
    staff,
  }) => {
    const csrfToken = await openSignedIn(page, staff.admin, "/admin/home");
    type Partners = { partners: Array<{ name_hi: string }>; version: string };
    const read = async () =>
      ((await (await page.request.get("/api/v1/home/partners")).json()) as { data: Partners }).data;
    const write = (partners: unknown) =>
      page.request.put("/api/v1/home/partners", { headers: { "x-csrf-token": csrfToken }, data: { partners } });
    const seeded = await read();
    // Hindi names only, read on the Hindi page only: the English home page's own tests run beside this one.
    const mine = `मेरा बदलाव ${Date.now()}`;
    const theirs = `दूसरे का बदलाव ${Date.now()}`;
    try {
      const partners = page.getByRole("region", { name: "Partners", exact: true });
      await partners.getByLabel("Name of partner 1 (Hindi)").fill(mine);
      // Another admin saves the list in the meantime.
      expect(
        (
          await write(seeded.partners.map((partner, at) => (at === 1 ? { ...partner, name_hi: theirs } : partner)))
        ).status(),
      ).toBe(200);

      await partners.getByRole("button", { name: "Save Partners" }).click();
      await expect(
        page.getByText("Partners: someone else saved this list after you opened it, so your changes are not saved."),
      ).toBeVisible();
      await expect(partners.getByLabel("Name of partner 1 (Hindi)")).toHaveValue(mine);
      const now = await read();
      expect(now.partners.map((partner) => partner.name_hi)).toEqual(
        seeded.partners.map((partner, at) => (at === 1 ? theirs : partner.name_hi)),
      );
      // The form still answers: moving an entry works after the refusal.
      await partners.getByRole("button", { name: "Move entry 2 up" }).click();
      await expect(partners.getByLabel("Name of partner 2 (Hindi)")).toHaveValue(mine);
    } finally {
      expect((await write(seeded.partners)).status()).toBe(200);
    }
  });
});

test("the console, an English page, draws its Hindi fields in the site's own Devanagari font", async ({
  page,
  staff,
}) => {
  await openSignedIn(page, staff.admin, "/admin/home");
  const field = page.getByRole("region", { name: "Partners", exact: true }).getByLabel("Name of partner 1 (Hindi)");
  await expect(field).not.toHaveValue("");
  // Not left to the system's fonts, which on some computers have no Devanagari at all (decision 0178).
  await expect(field).toHaveCSS("font-family", /"Noto Sans Devanagari Variable"/);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replaceAll('"', "") === "Noto Sans Devanagari Variable")
          .map((face) => face.status),
      ),
    )
    .toContain("loaded");
});
