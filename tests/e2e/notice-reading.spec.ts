import type { APIRequestContext } from "@playwright/test";
import type { Notice } from "#common/api/notice.ts";
import { brokenPdf, textNoticePdf } from "../support/notice-pdfs.ts";
import { seededReadableTender } from "../support/seeded-records.ts";
import { apiSignIn, expect, openSignedIn, test } from "./support/staff.ts";

// What the reading view says and links, for each kind of notice, is tested over HTTP
// (tests/api/notice-reading.test.ts); axe judges it in tests/e2e/accessibility.spec.ts.

/** A seeded tender with its PDF: the seed read its text, so its view has paragraphs. */
async function seededTender(request: APIRequestContext): Promise<Notice> {
  const answer = (await (await request.get("/api/v1/notice?section=tenders&limit=20")).json()) as {
    data: { notices: Notice[] };
  };
  return seededReadableTender(answer.data.notices)!;
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
      // The demo's PDFs carry a large sample mark on every page (decision 0187), read as their largest heading.
      await expect(
        text.getByRole("heading", { name: "Delhi Skill and Entrepreneurship University", exact: true }).first(),
      ).toBeVisible();
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
  // Two PDFs read in the background and two visits to the console: more than one test's usual time.
  test.slow();
  const title = `Tender for library furniture ${Date.now()}`;
  const editor = await staff.create("editor", { sections: ["tenders"] });
  const { token } = await apiSignIn(request, editor);
  const upload = async (fileName: string, pdf: Uint8Array) => {
    const answer = await request.post("/api/v1/notice/upload", {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        fileName,
        section: "tenders",
        pdf: { name: "tender.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) },
      },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { data: { notice: { _id: string } } }).data.notice._id;
  };
  const id = await upload(
    title,
    await textNoticePdf({ heading: "Library furniture", paragraphs: ["Bids for reading tables."] }),
  );
  const damaged = `Damaged tender ${Date.now()}`;
  await upload(damaged, brokenPdf());

  // The server reads the PDFs in the background; the list says how once it has, or why it could not.
  await openSignedIn(page, editor, `/admin/view-pdfs?q=${encodeURIComponent(damaged)}`);
  await expect(page.getByRole("row", { name: damaged }).getByText(/^Failed: The PDF could not be opened/)).toBeVisible({
    timeout: 30_000,
  });
  await page.goto(`/admin/view-pdfs?q=${encodeURIComponent(title)}`);
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  const row = page.getByRole("row", { name: title });
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
