import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { registerAlumnus } from "./support/alumni.ts";
import { expect, openSignedIn, pdfOfSize, sessionCookieOf, staffPassword, test } from "./support/staff.ts";

// The flows are the same at every width (they run at the desktop size; the phone layout is judged by axe).
// Whole journeys, each with several page loads and a worker's first account made by the command.
test.describe.configure({ timeout: 90_000 });

/** Records every value the upload progress bar shows, from the moment it appears. */
async function watchProgress(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    const record = () => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow");
      if (value && seen.at(-1) !== value) seen.push(value);
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
}

/** The public board that lists the section the admin journey publishes to (features/notices/boards.ts). */
const admissionBoard = "/admission/information-bulletin";

/** Opens the public board, as a visitor, searching it for a title with its own search form. */
async function searchBoard(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const search = page.getByRole("search", { name: "Search notices" });
  await search.getByLabel("Search titles").fill(title);
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("q") === title);
  return page.getByRole("main").locator("tbody tr");
}

async function publicNotices(page: Page, section: string, title: string, list: "notice" | "notice/archived") {
  const query = new URLSearchParams({ section, regex: title });
  const response = await page.request.get(`/api/v1/${list}?${query}`, { headers: { "cache-control": "no-cache" } });
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: { notices: Array<{ _id: string; title: string; file: { _id: string } | null }> };
    }
  ).data.notices;
}

test("an admin signs in, uploads a PDF with progress, edits, archives, finds in the archive and deletes it", async ({
  page,
  staff,
}) => {
  const title = `Console e2e notice ${Date.now()}`;
  const renamed = `${title} (revised)`;

  await page.goto("/admin-login");
  await page.getByLabel("Email", { exact: true }).fill(staff.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(staff.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  // The session is a cookie no script on the page can read (decision 0155).
  const cookie = await sessionCookieOf(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/v1/" });
  expect(await page.evaluate(() => document.cookie)).not.toContain("dseu_session");

  // Upload, watching the progress bar go from 0 to 100.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Upload" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Upload a notice" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Section").selectOption("admission");
  await page
    .getByLabel("File (PDF, at most 20 MB)")
    .setInputFiles({ name: "notice.pdf", mimeType: "application/pdf", buffer: pdfOfSize(3 * 1024 * 1024) });
  const progressSeen = await watchProgress(page);
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByText(`“${title}” is published.`)).toBeVisible();
  await expect(page.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "100");
  const seen = await progressSeen();
  expect(seen[0]).toBe("0");
  expect(seen.at(-1)).toBe("100");

  // On the public list, and on the section's public board, its title opening the uploaded file.
  const [published] = await publicNotices(page, "admission", title, "notice");
  expect(published?.title).toBe(title);
  const boardRows = await searchBoard(page, admissionBoard, title);
  await expect(boardRows).toHaveCount(1);
  // The first of its links is its title's ("Read as text: …" names the title too).
  await expect(boardRows.getByRole("link", { name: title }).first()).toHaveAttribute(
    "href",
    `/api/v1/files/${published?.file?._id}`,
  );
  await expect(boardRows).toContainText("Admission");
  // And in the board's Atom feed, as a feed reader parses it, its PDF the enclosure (decision 0150).
  const feed = await page.request.get(`${admissionBoard}/feed.atom`);
  expect(feed.status()).toBe(200);
  const entry = parseFeed(await feed.text()).items.find((item) => item.title === title);
  expect(entry?.media[0]?.url).toMatch(new RegExp(`/api/v1/files/${published?.file?._id}$`));

  // Back in the console (the session is the tab's), edit its title in the dialog.
  await page.goto("/admin/view-pdfs");
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  await page.getByLabel("Section").selectOption("admission");
  await page.getByLabel("Search titles").fill(title);
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.getByRole("row", { name: title });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit notice" });
  await dialog.getByLabel("Title", { exact: true }).fill(renamed);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Saved.")).toBeVisible();
  expect((await publicNotices(page, "admission", title, "notice")).map((notice) => notice.title)).toEqual([renamed]);

  // Archive it: it leaves the current list for the archive.
  await page.getByRole("row", { name: renamed }).getByRole("button", { name: "Archive" }).click();
  await expect(page.getByText(`Archived “${renamed}”.`)).toBeVisible();
  await expect(page.getByRole("row", { name: renamed })).toHaveCount(0);
  expect(await publicNotices(page, "admission", title, "notice")).toEqual([]);
  expect((await publicNotices(page, "admission", title, "notice/archived")).map((notice) => notice.title)).toEqual([
    renamed,
  ]);

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Archive" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Archived notices" })).toBeVisible();
  await page.getByLabel("Section").selectOption("admission");
  await page.getByLabel("Search titles").fill(title);
  await page.getByRole("button", { name: "Apply" }).click();
  const archivedRow = page.getByRole("row", { name: renamed });
  await expect(archivedRow).toHaveCount(1);

  // Delete it, after confirming.
  await archivedRow.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this notice?" });
  await expect(confirm).toContainText(renamed);
  await confirm.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByText(`Deleted “${renamed}”.`)).toBeVisible();
  await expect(page.getByText("No notices match.")).toBeVisible();
  expect((await page.request.get(`/api/v1/notice/${published?._id}`)).status()).toBe(404);

  // Log out: back at the login page, and the session no longer works anywhere.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await sessionCookieOf(page)).toBeUndefined();
  const me = await page.request.get("/api/v1/auth/me", { headers: { cookie: `dseu_session=${cookie?.value}` } });
  expect(me.status()).toBe(401);
});

test("a wrong password shows one generic message and stores nothing", async ({ page, staff }) => {
  await page.goto("/admin-login");
  await page.getByLabel("Email", { exact: true }).fill(staff.admin.email);
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await sessionCookieOf(page)).toBeUndefined();
});

test("an editor picks only their sections, and the API refuses another one", async ({ page, staff }) => {
  const editor = await staff.create("editor", { sections: ["tenders", "news"] });
  const csrfToken = await openSignedIn(page, editor, "/admin/uploads");
  const options = await page.getByLabel("Section").locator("option:not([disabled])").allTextContents();
  expect(options).toEqual(["Tenders", "News"]);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Accounts" })).toHaveCount(
    0,
  );

  // Forcing another section past the page: the server says no.
  const forced = await page.request.post("/api/v1/notice/upload", {
    headers: { "x-csrf-token": csrfToken },
    multipart: {
      fileName: "Not my section",
      section: "admission",
      pdf: { name: "forced.pdf", mimeType: "application/pdf", buffer: pdfOfSize(2048) },
    },
  });
  expect(forced.status()).toBe(403);

  // An admin-only page is not theirs: it says so and links their own first page (decision 0141).
  await page.goto("/admin/accounts");
  await expect(page.getByText(/This page is not open to your account/)).toBeVisible();
  await page.getByRole("link", { name: /^Go to / }).click();
  await expect(page).toHaveURL(/\/admin\/(dashboard|uploads)$/);
});

test("an admin invites an editor with a name and page groups in one form", async ({ page, staff }) => {
  const email = `named-editor-${Date.now()}@e2e.test`;
  await openSignedIn(page, staff.admin, "/admin/accounts");
  const form = page.getByRole("region", { name: "Invite a person" });
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Name (the audit log says it instead of the email)").fill("Admissions Cell");
  await form.getByRole("checkbox", { name: "Tenders" }).check();
  await form.getByRole("checkbox", { name: "Admission pages" }).check();
  await form.getByRole("button", { name: "Send the invitation" }).click();

  // The new account's row names the person, lists the section and the page group it was given,
  // and waits for its owner to choose a password.
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("rowheader")).toContainText("Admissions Cell");
  await expect(row.getByRole("cell").nth(1)).toHaveText("Tenders, Admission pages");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Invited: no password yet");

  // Each of the row's dialogs saves its one change, closes, and leaves the list usable.
  const save = async (button: string, dialogName: string, fill: (dialog: Locator) => Promise<void>) => {
    await row.getByRole("button", { name: button }).click();
    const dialog = page.getByRole("dialog", { name: dialogName });
    await fill(dialog);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${email} is updated.`).last()).toBeVisible();
  };
  await save("Sections", `Sections of ${email}`, (dialog) => dialog.getByRole("checkbox", { name: "News" }).check());
  await expect(row.getByRole("cell").nth(1)).toHaveText("Tenders, News, Admission pages");
  await save("Name and page groups", `Name and page groups of ${email}`, (dialog) =>
    dialog.getByLabel("Name (the audit log says it instead of the email)").fill("Admission Cell"),
  );
  await expect(row.getByRole("rowheader")).toContainText("Admission Cell");
  await save("Change role", `Role of ${email}`, async (dialog) => {
    await dialog.getByLabel("Role").selectOption("Admin");
  });
  await expect(row).toContainText("Admin");
  await expect(row.getByRole("button", { name: "Change role" })).toBeEnabled();
});

test("a faculty member signs in at /logindseu, edits their profile and the public profile shows it", async ({
  page,
  staff,
}) => {
  const list = await page.request.get("/api/v1/faculty?limit=1");
  const [first] = (
    (await list.json()) as {
      data: { faculty: Array<{ _id: string; salutation: string; firstname: string; surname: string }> };
    }
  ).data.faculty;
  if (!first) throw new Error("the seed has faculty");
  const name = [first.salutation, first.firstname, first.surname].filter(Boolean).join(" ");
  const member = { _id: first._id, name };
  const faculty = await staff.create("faculty", { faculty_id: member._id });
  const designation = `Professor of e2e testing ${Date.now()}`;

  await page.goto("/logindseu");
  await page.getByLabel("Email", { exact: true }).fill(faculty.email);
  await page.getByLabel("Password", { exact: true }).fill(staffPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await page.getByLabel("Designation").fill(designation);
  await page.getByLabel("Areas of expertise (one per line)").fill("Browser automation\nAccessibility");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();

  // The public profile page, as a visitor sees it.
  await page.goto(`/faculty/${member._id}`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(member.name);
  await expect(main.getByText(designation, { exact: true })).toBeVisible();
  const expertise = main.getByRole("region", { name: "Areas of expertise" });
  await expect(expertise.getByRole("listitem")).toHaveText(["Browser automation", "Accessibility"]);
});

test("an ended or forged session cookie says the session has ended and returns to the matching login", async ({
  page,
  staff,
}) => {
  /** Puts `value` in the session cookie's place, as a tampered or stale cookie would be. */
  const replaceSessionCookie = async (value: (current: string) => string) => {
    const cookie = await sessionCookieOf(page);
    if (!cookie) throw new Error("signed in, so there is a session cookie");
    await page.context().addCookies([{ ...cookie, value: value(cookie.value) }]);
  };
  await openSignedIn(page, staff.admin, "/admin/dashboard");
  await replaceSessionCookie((current) => `${current.slice(0, -1)}x`);
  await page.goto("/admin/view-pdfs");
  await page.waitForURL(/\/admin-login$/);
  await expect(page.getByRole("alert")).toHaveText("Your session has ended. Sign in again below.");

  const faculty = await staff.create("faculty");
  await openSignedIn(page, faculty, "/admin/profile");
  await replaceSessionCookie(() => "forged.session.value");
  await page.goto("/hi/admin/profile");
  await page.waitForURL(/\/hi\/logindseu$/);
  await expect(page.getByRole("alert")).toHaveText("आपका सत्र समाप्त हो गया है। नीचे फिर से साइन इन करें।");
});

test("a grievance and an alumni registration sent through the public forms appear in the console and its CSV exports", async ({
  page,
  staff,
}, testInfo) => {
  // A client address of its own, so the forms' per-client limit leaves this test alone.
  await page.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.250.${testInfo.workerIndex % 250}.${testInfo.repeatEachIndex}`,
  });
  const subject = `Library hours notice ${Date.now()}`;
  await page.goto("/grievance-form");
  await page.getByLabel("Full name").fill("Meera Das");
  await page.getByLabel("Email address").fill("meera.das@example.com");
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByLabel("You are a").selectOption("student");
  await page.getByLabel("Campus").selectOption({ label: "DSEU Pusa-I Campus" });
  await page.getByLabel("Category").selectOption({ label: "Website feedback" });
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Describe your grievance").fill("The library's opening hours on the website are out of date.");
  await page.getByLabel(/I confirm that the information given is true/).check();
  await page.getByRole("button", { name: "Submit grievance" }).click();
  const reference = (await page.getByTestId("grievance-reference").innerText()).trim();
  expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);

  const alumnaEmail = `meera.das.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await registerAlumnus(page, testInfo, 250, {
    name: "Meera Das",
    email: alumnaEmail,
    programme: "Diploma in Library Science",
    year: "2018",
  });

  await openSignedIn(page, staff.admin, "/admin/dashboard");
  for (const { link, heading, fileName, firstColumn, expected, listed } of [
    {
      link: "Grievances",
      heading: "Grievances",
      fileName: "grievances.csv",
      firstColumn: "reference",
      expected: reference,
      listed: subject,
    },
    {
      link: "Alumni",
      heading: "Alumni registrations",
      fileName: "alumni.csv",
      firstColumn: "name",
      expected: alumnaEmail,
      listed: alumnaEmail,
    },
  ]) {
    await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(listed)).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv.replace(/^\uFEFF/, "").startsWith(`${firstColumn},`)).toBe(true);
    expect(csv).toContain(expected);
  }
});

test("an admin reviews an alumni registration: the status and note persist, filter the list and reach the CSV", async ({
  page,
  staff,
}, testInfo) => {
  const name = `Kabir Sethi ${Date.now()}`;
  const email = `kabir.${testInfo.workerIndex}.${Date.now()}@example.com`;
  const note = "Checked against the 2017 pass list";
  await registerAlumnus(page, testInfo, 251, { name, email, programme: "B.Voc. Retail Management", year: "2017" });

  await openSignedIn(page, staff.admin, "/admin/alumni");
  const row = page.getByRole("row", { name: email });
  await expect(row.getByRole("cell", { name: "New", exact: true })).toBeVisible();
  // Nobody has followed the link mailed to the address (decision 0204).
  await expect(row).toContainText("Email not confirmed");
  await row.getByRole("button", { name: "Review" }).click();
  const dialog = page.getByRole("dialog", { name: `Alumni registration: ${name}` });
  await expect(dialog).toContainText("B.Voc. Retail Management");
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("Email not confirmed");
  await dialog.getByRole("combobox", { name: "Status" }).selectOption({ label: "Verified" });
  await dialog.getByRole("textbox", { name: "Internal note (staff only)" }).fill(note);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The registration of ${name} is updated.`)).toBeVisible();
  await expect(row.getByRole("cell", { name: "Verified", exact: true })).toBeVisible();

  // After a reload the server's answer is all there is.
  await page.reload();
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  await expect(row.getByRole("cell", { name: "Verified", exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByRole("combobox", { name: "Status" })).toHaveValue("verified");
  await expect(dialog.getByRole("textbox", { name: "Internal note (staff only)" })).toHaveValue(note);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  const filter = page.getByRole("combobox", { name: "Status", exact: true });
  await filter.selectOption({ label: "New" });
  await expect(page.getByRole("row", { name: email })).toHaveCount(0);
  await filter.selectOption({ label: "Verified" });
  await expect(row).toHaveCount(1);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const csv = await readFile(await (await downloading).path(), "utf8");
  expect(csv.split("\r\n").find((line) => line.includes(email))).toMatch(new RegExp(`,verified,${note}$`));
});

test("console pages, toasts included, run with no Content-Security-Policy violation", async ({ page, staff }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`),
    );
  });
  await openSignedIn(page, staff.admin, "/admin/dashboard");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Upload" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("without a session every console page sends the visitor to its login page", async ({ page }) => {
  await page.goto("/admin/uploads");
  await page.waitForURL(/\/admin-login$/);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await page.goto("/admin/profile");
  await page.waitForURL(/\/logindseu$/);
});
