import type { APIRequestContext } from "@playwright/test";
import type { Notice } from "#common/api/notice.ts";
import { readableAsText } from "#common/notice-text.ts";
import { textNoticePdf } from "../support/notice-pdfs.ts";
import { apiSignIn, expect, openSignedIn, test } from "./support/staff.ts";

// What the reading view says and links, for each kind of notice, is tested over HTTP
// (tests/api/notice-reading.test.ts); axe judges it in tests/e2e/accessibility.spec.ts.

/** A seeded tender with its PDF: the seed read its text, so its view has paragraphs. */
async function seededTender(request: APIRequestContext): Promise<Notice> {
  const answer = (await (await request.get("/api/v1/notice?section=tenders&limit=20")).json()) as {
    data: { notices: Notice[] };
  };
  return answer.data.notices.find((notice) => readableAsText(notice.file))!;
}

test.describe("a notice's reading view without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "comes from its board's link, shows the PDF's text with numbered paragraphs a link leads to, and keeps the PDF one tap away",
    { tag: "@phone" },
    async ({ page, request }) => {
      const tender = await seededTender(request);
      await page.goto("/tenders");
      // The link's hidden part names the notice (Chromium puts a space before it, as it stands apart).
      await page.getByRole("link", { name: `Read as text : ${tender.title}` }).click();
      await expect(page).toHaveURL(`/notices/${tender._id}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tender.title);
      const text = page.getByRole("region", { name: "Text of the notice" });
      await expect(text.getByRole("heading", { level: 3 }).first()).toHaveText(
        "Delhi Skill and Entrepreneurship University",
      );
      await expect(page.getByRole("link", { name: /^Download the PDF \(PDF, \d+ KB\)$/ })).toHaveAttribute(
        "href",
        tender.file!.url,
      );

      // A paragraph's number links to it: the address a reader cites, and the paragraph is the target.
      await text.getByRole("link", { name: "Paragraph 2" }).click();
      await expect(page).toHaveURL(`/notices/${tender._id}#p2`);
      await expect(page.locator("#p2")).toBeInViewport();
    },
  );
});

test("staff correct a notice's text in the console, and the reading view shows the correction", async ({
  page,
  staff,
  request,
}) => {
  const title = `Tender for library furniture ${Date.now()}`;
  const editor = await staff.create("editor", { sections: ["tenders"] });
  const { token } = await apiSignIn(request, editor);
  const pdf = await textNoticePdf({ heading: "Library furniture", paragraphs: ["Bids for reading tables."] });
  const upload = await request.post("/api/v1/notice/upload", {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      fileName: title,
      section: "tenders",
      pdf: { name: "furniture.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) },
    },
  });
  expect(upload.status()).toBe(201);
  const id = ((await upload.json()) as { data: { notice: { _id: string } } }).data.notice._id;

  await openSignedIn(page, editor, `/admin/view-pdfs?q=${encodeURIComponent(title)}`);
  const row = page.getByRole("row", { name: title });
  // The server reads the PDF in the background; the list says so once it has.
  await expect(row.getByText("From the PDF")).toBeVisible({ timeout: 30_000 });
  await row.getByRole("button", { name: `Correct text: ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Text of “${title}”` });
  const field = dialog.getByLabel("The text as readers see it");
  await expect(field).toHaveValue("# Library furniture\n\nBids for reading tables.");
  await field.fill("# Library furniture\n\nBids for reading tables and chairs close on 2 March.");
  await dialog.getByRole("button", { name: "Save the text" }).click();
  await expect(page.getByText(`The text of “${title}” is saved.`)).toBeVisible();
  await expect(row.getByText("Corrected by staff")).toBeVisible();

  await page.goto(`/notices/${id}`);
  await expect(page.locator("#p2")).toHaveText(/Bids for reading tables and chairs close on 2 March\./);
  await expect(page.getByText("typed or corrected from the PDF by the university's staff")).toBeVisible();
});
