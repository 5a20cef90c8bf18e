import { apiSignIn, expect, openSignedIn, pdfOfSize, test } from "./support/staff.ts";

// One journey at the desktop size: the list and the dialog are the same at every width (axe judges the phone's).
test.describe.configure({ timeout: 120_000 });

test("the notice list keeps its filters in the URL; an archived result is corrected and restored, and the audit log says so", async ({
  page,
  staff,
  request,
}) => {
  const title = `Result of the selection for drivers ${Date.now()}`;
  const corrected = title.replace("drivers", "staff car drivers");
  const editor = await staff.create("editor", { sections: ["results", "ad circulars"] });

  // The result, published and archived through the API as a script would.
  const { token } = await apiSignIn(request, editor);
  const authorization = { authorization: `Bearer ${token}` };
  const upload = await request.post("/api/v1/notice/upload", {
    headers: authorization,
    multipart: { fileName: title, section: "results", link: "https://example.org/result.pdf" },
  });
  expect(upload.status()).toBe(201);
  const id = ((await upload.json()) as { data: { notice: { _id: string } } }).data.notice._id;
  expect((await request.patch(`/api/v1/notice/${id}`, { headers: authorization, data: { archive: true } })).ok()).toBe(
    true,
  );

  // Filter the one list: archived results whose title has the words; the URL carries it all.
  await openSignedIn(page, editor, "/admin/view-pdfs");
  const search = page.getByRole("search", { name: "Filter notices" });
  await search.getByLabel("Which notices").selectOption("archived");
  await search.getByLabel("Section").selectOption("results");
  await search.getByLabel("Search titles").fill(title);
  await search.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get("state") === "archived" &&
      url.searchParams.get("section") === "results" &&
      url.searchParams.get("q") === title,
  );
  const row = page.getByRole("row", { name: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("link", { name: "Job portal: Results: archive" })).toHaveAttribute(
    "href",
    "/recruitment/archive/results",
  );

  // The link, opened afresh (as a colleague would), shows the same list with its filters in the fields.
  await page.goto(page.url());
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(page.getByLabel("Which notices")).toHaveValue("archived");
  await expect(page.getByLabel("Section")).toHaveValue("results");
  await expect(page.getByLabel("Search titles")).toHaveValue(title);
  await expect(page.getByRole("row", { name: title })).toHaveCount(1);

  // Correct its title and date; the preview shows the board's row as it will be.
  await page.getByRole("row", { name: title }).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit notice" });
  await dialog.getByLabel("Title", { exact: true }).fill(corrected);
  await dialog.getByLabel("On a date (an order issued earlier keeps its own date)").check();
  await dialog.getByLabel("Date of the notice").fill("2026-03-02");
  const preview = dialog.getByRole("table", { name: "The notice as its board will show it" });
  await expect(preview.getByRole("row", { name: corrected })).toContainText("2 Mar 2026");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Saved.")).toBeVisible();

  // Still archived, now under its corrected date; then restored to current.
  await search.getByLabel("Search titles").fill(corrected);
  await search.getByRole("button", { name: "Apply" }).click();
  const correctedRow = page.getByRole("row", { name: corrected });
  await expect(correctedRow).toContainText("2 Mar 2026");
  await correctedRow.getByRole("button", { name: "Restore to current" }).click();
  await expect(page.getByText(`“${corrected}” is current again.`)).toBeVisible();
  await expect(page.getByRole("row", { name: corrected })).toHaveCount(0);

  await search.getByLabel("Which notices").selectOption("current");
  await search.getByRole("button", { name: "Apply" }).click();
  const currentRow = page.getByRole("row", { name: corrected });
  await expect(currentRow.getByRole("link", { name: "Job portal: Results" })).toHaveAttribute(
    "href",
    "/recruitment?category=results",
  );

  // The admin's audit log has both, in words.
  await openSignedIn(page, staff.admin, "/admin/audit");
  const log = page.getByRole("main");
  await expect(log.getByText(`Changed the notice ‘${corrected}’`)).toBeVisible();
  await expect(log.getByText(`Restored the notice ‘${corrected}’ to current`)).toBeVisible();
});

test("the upload form previews the board's row and the chosen PDF; a circular scheduled for later is said to be scheduled in the toast, the list and the audit log", async ({
  page,
  staff,
  request,
}) => {
  const title = `Circular on the winter timetable ${Date.now()}`;
  const editor = await staff.create("editor", { sections: ["ad circulars"] });
  await openSignedIn(page, editor, "/admin/uploads");

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Section").selectOption("ad circulars");
  await page
    .getByLabel("File (PDF, at most 20 MB)")
    .setInputFiles({ name: "circular.pdf", mimeType: "application/pdf", buffer: pdfOfSize(4096) });
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("table", { name: "The notice as its board will show it" })).toContainText(title);
  // The chosen file, before it is sent, in the browser's own viewer.
  await expect(preview.locator("iframe[title='The file: first page']")).toHaveAttribute("src", /^blob:.*#page=1/);

  // A moment well ahead (in India's time), so the test's own pace cannot reach it.
  await page.getByLabel("Later, at a date and time (scheduled)").check();
  await page.getByLabel("Date and time (India)").fill("2027-06-01T10:30");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`“${title}” is scheduled for 1 Jun 2027, 10:30.`)).toBeVisible();
  // The editor's dashboard names it among the notices waiting for their moment.
  await page.goto("/admin/dashboard");
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(page.getByRole("region", { name: "Scheduled notices" })).toContainText(
    `“${title}”, scheduled for 1 Jun 2027, 10:30`,
  );

  const publicList = await request.get(`/api/v1/notice?section=ad+circulars&regex=${encodeURIComponent(title)}`);
  expect(((await publicList.json()) as { data: { notices: unknown[] } }).data.notices).toEqual([]);

  await page.goto(`/admin/view-pdfs?state=scheduled&q=${encodeURIComponent(title)}`);
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  const row = page.getByRole("row", { name: title });
  await expect(row).toContainText("Scheduled for 1 Jun 2027, 10:30");

  // Its public address answers 404 until its moment; the edit dialog previews it through the staff route.
  await row.getByRole("button", { name: "Edit" }).click();
  const frame = page.getByRole("dialog", { name: "Edit notice" }).locator("iframe[title='The file: first page']");
  await expect(frame).toHaveAttribute("src", /^\/api\/v1\/notice\/[0-9a-f]{24}\/file#page=1/);
  const staffAddress = (await frame.getAttribute("src"))!.split("#")[0]!;
  expect((await page.request.get(staffAddress)).status()).toBe(200);

  // The audit log records the scheduling, not a publication; an admin finds it by its action, a
  // filter the URL keeps, so the same link opens the same log.
  await openSignedIn(page, staff.admin, "/admin/audit");
  await page.getByLabel("Action").selectOption({ label: "Notice scheduled" });
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("action") === "notice.schedule");
  await expect(page.getByRole("row", { name: title })).toContainText(
    `Scheduled the notice ‘${title}’ for 1 Jun 2027, 10:30`,
  );
  await page.reload();
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(page.getByLabel("Action")).toHaveValue("notice.schedule");
  await expect(page.getByRole("row", { name: title })).toBeVisible();
});
