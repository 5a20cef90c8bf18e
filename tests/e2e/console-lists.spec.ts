import type { Locator, Page } from "@playwright/test";
import { sampleGrievance } from "../support/grievance-sample.ts";
import { expect, openSignedIn, pdfOfSize, test } from "./support/staff.ts";

// At the desktop size: the lists and dialogs behave the same at every width (axe judges the phone's).
test.describe.configure({ timeout: 120_000 });

/** A grievance and an alumni registration through the public forms, from an address of the test's own. */
async function submitForms(page: Page, block: number, subject: string, email: string) {
  const headers = { "X-Forwarded-For": `10.${block}.${process.pid % 250}.1` };
  // The form as the browser sends it with a file: a grievance with an attachment.
  const grievance = { token: crypto.randomUUID(), ...sampleGrievance, subject };
  const attachment = { name: "fee-page.pdf", mimeType: "application/pdf", buffer: pdfOfSize(4096) };
  const submitted = await page.request.post("/grievance-form", { multipart: { ...grievance, attachment }, headers });
  expect(submitted.status()).toBe(200);
  const alumnus = {
    token: crypto.randomUUID(),
    name: "Ishaan Bedi",
    programme: "Diploma in Mechanical Engineering",
    yearOfPassing: "2019",
    email,
    consent: "on",
  };
  expect((await page.request.post("/alumni", { form: alumnus, headers })).status()).toBe(200);
}

/** Opens a console page afresh, as a colleague following a shared link would. */
async function openLink(page: Page, path: string) {
  await page.goto(path);
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
}

test("the grievance, alumni and audit lists keep their filters and page in the URL, so a shared link opens the same list; a refused write is said in words", async ({
  page,
  staff,
}) => {
  const subject = `Filters in the URL ${Date.now()}`;
  const email = `ishaan.${process.pid}.${Date.now()}@example.com`;
  await submitForms(page, 247, subject, email);
  await openSignedIn(page, staff.admin, "/admin/grievances");

  // Grievances: status and campus.
  await page.getByLabel("Status").selectOption("received");
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === "received");
  await page.getByLabel("Campus").selectOption({ label: "DSEU Pusa-I Campus" });
  await expect(page).toHaveURL(
    (url) => url.searchParams.get("status") === "received" && url.searchParams.get("campus") === "pusa-i",
  );
  await openLink(page, page.url());
  await expect(page.getByLabel("Status")).toHaveValue("received");
  await expect(page.getByLabel("Campus")).toHaveValue("pusa-i");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(1);
  await openLink(page, "/admin/grievances?status=resolved");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(0);

  // Alumni registrations: status.
  await openLink(page, "/admin/alumni");
  await page.getByLabel("Status").selectOption("new");
  await expect(page).toHaveURL((url) => url.searchParams.get("status") === "new");
  await openLink(page, page.url());
  await expect(page.getByLabel("Status")).toHaveValue("new");
  await expect(page.getByRole("row", { name: email })).toHaveCount(1);
  await openLink(page, "/admin/alumni?status=rejected");
  await expect(page.getByLabel("Status")).toHaveValue("rejected");
  await expect(page.getByRole("row", { name: email })).toHaveCount(0);

  // The audit log: the page. A link past the last page says so and offers the last one.
  await openLink(page, "/admin/audit?page=9999");
  const pager = page.getByRole("navigation", { name: "Audit log" });
  await expect(pager.getByRole("status")).toContainText("There is no page 9,999");
  await pager.getByRole("button", { name: /^Go to page/ }).click();
  await expect(page).toHaveURL((url) => Number(url.searchParams.get("page") ?? "1") < 9999);
  await expect(page.getByRole("table")).toBeVisible();

  // A write a proxy in front refuses with its own page is said in the page's language, no status code.
  await page.route("**/api/v1/grievances/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>502 Bad Gateway</h1>" })
      : route.fallback(),
  );
  await openLink(page, "/hi/admin/grievances");
  await page.getByRole("row").filter({ hasText: subject }).getByRole("button", { name: "कार्रवाई करें" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "सहेजें" }).click();
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText("नहीं हुआ: साइट अभी यह नहीं कर सकी। कृपया कुछ मिनट बाद फिर से प्रयास करें।");
  await expect(toast).not.toContainText("502");
});

/**
 * Opens a row's dialog from the keyboard: focus on the row's button, Enter; focus moves into the
 * dialog and Tab keeps it off the page behind; Escape closes it and focus returns to the button.
 */
async function dialogByKeyboard(page: Page, opener: Locator, name: string) {
  await opener.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  for (let step = 0; step < 12; step++) {
    // Past the dialog's last control the browser's own controls take focus (the page's body holds
    // it meanwhile), then the dialog's first; nothing behind the dialog does.
    const focus = await dialog.evaluate(
      (element) => element.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(focus, `Tab ${step}`).toBe(true);
    await page.keyboard.press("Tab");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test("the console's tables and their dialogs work from the keyboard alone, the grievance dialog showing all the citizen gave, its history with times and a new note empty each time", async ({
  page,
  staff,
}) => {
  const subject = `Keyboard ${Date.now()}`;
  const email = `keyboard.${process.pid}.${Date.now()}@example.com`;
  await submitForms(page, 246, subject, email);

  // From the filters, Tab reaches the table's rows; each row's dialog opens, keeps focus and
  // closes from the keyboard.
  await openSignedIn(page, staff.admin, "/admin/view-pdfs");
  const notices = page.getByRole("table");
  await page.getByLabel("Search titles").focus();
  const focusInTable = () => notices.evaluate((table) => table.contains(document.activeElement));
  for (let step = 0; step < 20 && !(await focusInTable()); step++) await page.keyboard.press("Tab");
  expect(await focusInTable()).toBe(true);
  await dialogByKeyboard(page, notices.getByRole("button", { name: "Edit" }).first(), "Edit notice");
  await dialogByKeyboard(page, notices.getByRole("button", { name: "Delete" }).first(), "Delete this notice?");

  await page.goto("/admin/grievances");
  const grievance = page.getByRole("row").filter({ hasText: subject });
  const reference = (await grievance.getByRole("rowheader").innerText()).trim();
  await dialogByKeyboard(page, grievance.getByRole("button", { name: "Handle" }), `Grievance ${reference}`);
  // The dialog shows everything the citizen gave, in words, and the attachment as a download.
  await grievance.getByRole("button", { name: "Handle" }).focus();
  await page.keyboard.press("Enter");
  const handling = page.getByRole("dialog", { name: `Grievance ${reference}` });
  for (const given of [sampleGrievance.phone, "Student", "DSEU Pusa-I Campus", "Website feedback", subject])
    await expect(handling).toContainText(given);
  await expect(handling).toContainText("Submitted by the citizen.");
  await handling.getByRole("button", { name: "Download fee-page.pdf" }).focus();
  const downloading = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await downloading).suggestedFilename()).toBe("fee-page.pdf");
  // Handled: in review, assigned to the admin, with a note; the row then says whose it is.
  await handling.getByLabel("Status").selectOption("in_review");
  await handling.getByLabel("Assigned to").selectOption({ label: staff.admin.email });
  const newNote = handling.getByLabel(/^New internal note/);
  await newNote.fill("Asked the accounts office.");
  await handling.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(`Grievance ${reference} is updated.`)).toBeVisible();
  await expect(grievance).toContainText("Assigned to you");
  // Opened again, the new note starts empty; the history has the earlier one, with its date and time.
  await grievance.getByRole("button", { name: "Handle" }).click();
  await expect(newNote).toHaveValue("");
  await expect(handling.getByRole("listitem").filter({ hasText: "Asked the accounts office." })).toContainText(
    /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} · admin-/,
  );
  await page.keyboard.press("Escape");

  await page.goto("/admin/alumni");
  await dialogByKeyboard(
    page,
    page.getByRole("row", { name: email }).getByRole("button", { name: "Review" }),
    "Alumni registration: Ishaan Bedi",
  );

  // Disabling an account, which signs its person out everywhere, names the account and what will
  // happen before it is done; confirmed from the keyboard.
  const editor = await staff.create("editor", { sections: ["news"] });
  await page.goto("/admin/accounts");
  const account = page.getByRole("row").filter({ hasText: editor.email });
  const disable = account.getByRole("button", { name: "Disable" });
  await dialogByKeyboard(page, account.getByRole("button", { name: "Reset password" }), "Reset password");
  await dialogByKeyboard(page, disable, `Disable ${editor.email}?`);
  await disable.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("dialog", { name: `Disable ${editor.email}?` });
  await expect(confirm).toContainText(
    "signed out everywhere at once and cannot sign in until an admin enables it again",
  );
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(confirm.getByRole("button", { name: "Disable and sign out" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
  await expect(account.getByRole("cell", { name: "Disabled", exact: true })).toBeVisible();
});
