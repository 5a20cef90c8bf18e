import fs from "node:fs";
import type { Page } from "@playwright/test";
import english from "#app/i18n/messages/en/console.ts";
import hindi from "#app/i18n/messages/hi/console.ts";
import { apiSignIn, expect, openSignedIn, pdfOfSize, test } from "./support/staff.ts";

test.describe.configure({ timeout: 90_000 });

/** The upload form's fields (by id, the same in both languages), filled and sent; `file` in memory or a path. */
async function upload(page: Page, section: string, file: { name: string; mimeType: string; buffer: Buffer } | string) {
  await page.locator("#upload-title").fill(`Refused upload ${Date.now()}`);
  await page.locator("#upload-section").selectOption(section);
  await page.locator("#upload-file").setInputFiles(file);
  await page.locator("main form button[type=submit]").click();
}

const languages = [
  { prefix: "", messages: english },
  { prefix: "/hi", messages: hindi },
] as const;

test("each refused upload says why, in the page's language", async ({ page, staff, request }, testInfo) => {
  const editor = await staff.create("editor", { sections: ["tenders", "news"] });
  const admin = await apiSignIn(request, staff.admin);
  const setEditorSections = async (sections: string[]) => {
    const changed = await request.patch(`/api/v1/users/${editor._id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
      data: { sections },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  };
  // Each language's uploads come from a client address of their own, as the proxy in front names
  // it: the uploads' rate limit counts per client, and this test uses up one client's budget.
  // The file over the limit from a path: the browser reads it from the disk, where a buffer would
  // cross to the browser as 28 MB of base64, twice, taking longer on a busy machine than the wait.
  const tooLargeFile = testInfo.outputPath("notice.pdf");
  fs.writeFileSync(tooLargeFile, pdfOfSize(21 << 20));
  let client = "";
  await page.route("**/api/v1/notice/upload", (route) =>
    route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": client } }),
  );

  for (const [index, { prefix, messages }] of languages.entries()) {
    const host = (Date.now() + index) % 250;
    client = `198.51.100.${host}`;
    const said = (sentence: string) => expect(page.getByText(sentence, { exact: true })).toBeVisible();
    const csrfToken = await openSignedIn(page, editor, `${prefix}/admin/uploads`);

    await upload(page, "tenders", {
      name: "notice.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("plain text"),
    });
    await said(messages.uploads.wrongType);

    await upload(page, "tenders", tooLargeFile);
    await said(messages.uploads.tooLarge);

    // An administrator takes a section away while the page still offers it.
    await setEditorSections(["tenders"]);
    await upload(page, "news", { name: "notice.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2048) });
    await said(messages.uploads.sectionRefused);
    await setEditorSections(["tenders", "news"]);

    // The upload limit (60 a minute per client) used up by this client's other requests.
    await Promise.all(
      Array.from({ length: 60 }, () =>
        page.request.post("/api/v1/notice/upload", {
          headers: { "x-csrf-token": csrfToken, "x-forwarded-for": client },
          data: {},
        }),
      ),
    );
    await upload(page, "tenders", { name: "notice.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2048) });
    await said(messages.uploads.tooMany);

    // The session ends (signed out by a script, which no tab hears of) before the upload: the page
    // stays, and asks over it to sign in again, saying the session has ended.
    client = `203.0.113.${host}`;
    await page.request.post("/api/v1/auth/logout", { headers: { "x-csrf-token": csrfToken } });
    await upload(page, "tenders", { name: "notice.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2048) });
    const signInAgain = page.getByRole("dialog", { name: messages.sessionEnded.title });
    await expect(signInAgain.getByText(messages.sessionEnded.ended, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/uploads$`));
  }
});
