import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { defaultFormBudgets } from "#server/services/form-guard-service.ts";

let clientNumber = 0;

/**
 * Each test speaks from an address of its own (the server trusts X-Forwarded-For
 * from its proxy), so the forms' per-client rate limit never mixes tests up.
 */
test.beforeEach(async ({ page }, testInfo) => {
  clientNumber += 1;
  await page.setExtraHTTPHeaders({
    "X-Forwarded-For": `10.${testInfo.workerIndex % 250}.${Math.floor(clientNumber / 250) % 250}.${clientNumber % 250}`,
  });
});

const pdf = { name: "evidence.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") };

async function fillGrievance(page: Page, email: string) {
  await page.getByLabel("Full name").fill("Asha Rani");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Mobile number").fill("9876543210");
  await page.getByLabel("You are a").selectOption("student");
  await page.getByLabel("Campus").selectOption({ label: "DSEU Pusa-I Campus" });
  await page.getByLabel("Category").selectOption({ label: "Website feedback" });
  await page.getByLabel("Subject").fill("The fee page link is broken");
  await page
    .getByLabel("Describe your grievance")
    .fill("The link to the fee structure gives an error every time I open it.");
  await page.getByLabel("Supporting document (optional)").setInputFiles(pdf);
  await page.getByLabel(/I confirm that the information given is true/).check();
}

/** A pattern that matches the text as written. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

const fieldMessages = {
  "Full name": "Enter your full name.",
  "Email address": "Enter an email address such as name@example.com.",
  "Mobile number": "Enter a mobile number of 10 to 13 digits.",
  "You are a": "Choose who you are.",
  Campus: "Choose the campus, or the head office.",
  Category: "Choose a category.",
  Subject: "Enter a subject.",
  "Describe your grievance": "Describe your grievance in at least 20 characters.",
} as const;

/** Every field names its own error, tied to it with aria-describedby. */
async function expectFieldErrors(page: Page, valid: ReadonlyArray<keyof typeof fieldMessages> = []) {
  for (const [label, message] of Object.entries(fieldMessages)) {
    if (valid.includes(label as keyof typeof fieldMessages)) continue;
    const field = page.getByLabel(new RegExp(`^${label}`));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(literally(message));
  }
  await expect(page.getByText("Tick the box to agree before you submit.")).toBeVisible();
}

const alumniMessages = {
  "Full name": "Enter your full name.",
  "Email address": "Enter an email address such as name@example.com.",
  "Programme studied": "Enter the programme you studied.",
  "Year of passing": "Enter the year you passed out, as four digits, not later than this year.",
} as const;

/** Every alumni field names its own error, tied to it with aria-describedby; so does the consent box. */
async function expectAlumniErrors(page: Page) {
  for (const [label, message] of Object.entries(alumniMessages)) {
    const field = page.getByLabel(new RegExp(`^${label}`));
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(literally(message));
  }
  const consent = page.getByLabel(/I agree that the university may keep these details/);
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await expect(consent).toHaveAccessibleDescription("Tick the box to agree before you submit.");
  await expect(page.getByLabel(/^Current organisation/)).not.toHaveAttribute("aria-invalid", "true");
}

async function checkStatus(page: Page, reference: string, email: string) {
  await page.goto("/grievance-status");
  await page.getByLabel("Reference number").fill(reference);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Check status" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`forms ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });
    /** With JavaScript, wait for hydration so Conform validates in the browser. */
    const open = (page: Page, path: string) => (javaScriptEnabled ? gotoHydrated(page, path) : page.goto(path));

    test("the grievance form names each invalid field, keeps what was typed, and returns a reference the status page finds", async ({
      page,
    }) => {
      await open(page, "/grievance-form");
      await page.getByLabel("Subject").fill("Typed before the mistake");
      await page.getByRole("button", { name: "Submit grievance" }).click();
      await expectFieldErrors(page, ["Subject"]);
      await expect(page.getByLabel(/^Subject/)).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Subject")).toHaveValue("Typed before the mistake");

      const email = `asha.${javaScriptEnabled ? "js" : "nojs"}@example.com`;
      await fillGrievance(page, email);
      await page.getByRole("button", { name: "Submit grievance" }).click();
      const reference = (await page.getByTestId("grievance-reference").innerText()).trim();
      expect(reference).toMatch(/^GRV-\d{4}-\d{6}$/);

      await checkStatus(page, reference, email.toUpperCase());
      await expect(page.getByTestId("grievance-status")).toHaveText("Received");
      await checkStatus(page, reference, "someone.else@example.com");
      await expect(page.getByRole("alert")).toHaveText(
        "No grievance matches this reference number and email address. Check both and try again.",
      );
      await expect(page.getByTestId("grievance-status")).toHaveCount(0);
    });

    test("the alumni form names each invalid field, keeps what was typed, registers, and answers a repeat email as a new one", async ({
      page,
    }) => {
      const email = `ravi.${javaScriptEnabled ? "js" : "nojs"}.${Date.now()}@example.com`;
      const register = async (name: string, year: string) => {
        await open(page, "/alumni");
        // Ticked first: leaving an invalid field shows its error, which moves the box down.
        await page.getByLabel(/I agree that the university may keep these details/).check();
        await page.getByLabel("Full name").fill(name);
        await page.getByLabel("Email address").fill(email);
        await page.getByLabel("Programme studied").fill("Diploma in Mechanical Engineering");
        await page.getByLabel("Year of passing").fill(year);
        await page.getByRole("button", { name: "Register" }).click();
      };

      // Every field wrong or empty, the box not ticked: each names its error, and what was typed stays.
      await open(page, "/alumni");
      await page.getByLabel("Email address").fill("ravi@");
      await page.getByLabel("Programme studied").fill("B");
      await page.getByLabel("Year of passing").fill("1800");
      await page.getByLabel(/^Current organisation/).fill("Acme Tools");
      await page.getByRole("button", { name: "Register" }).click();
      await expectAlumniErrors(page);
      await expect(page.getByLabel("Email address")).toHaveValue("ravi@");
      await expect(page.getByLabel("Programme studied")).toHaveValue("B");
      await expect(page.getByLabel("Year of passing")).toHaveValue("1800");
      await expect(page.getByLabel(/^Current organisation/)).toHaveValue("Acme Tools");
      await expect(page.getByTestId("alumni-registered")).toHaveCount(0);

      // A year after this one is as wrong as one before 1950.
      await register("Ravi Kumar", String(new Date().getFullYear() + 1));
      await expect(page.getByLabel("Year of passing")).toHaveAccessibleDescription(/Enter the year you passed out/);
      await expect(page.getByLabel("Full name")).toHaveValue("Ravi Kumar");
      await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
      await page.getByLabel("Year of passing").fill("2019");
      await page.getByRole("button", { name: "Register" }).click();
      await expect(page.getByTestId("alumni-registered")).toContainText("your registration has been received");
      await register("Ravi K. Kumar", "2019");
      // A known email gets the same answer as a new one (decision 0115).
      await expect(page.getByTestId("alumni-registered")).toContainText("your registration has been received");
    });
  });
}

test("a hostile attachment is refused with its message", async ({ page }) => {
  await gotoHydrated(page, "/grievance-form");
  await fillGrievance(page, "asha.hostile@example.com");
  await page
    .getByLabel("Supporting document (optional)")
    .setInputFiles({ name: "report.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ\x90\x00 not a pdf") });
  await page.getByRole("button", { name: "Submit grievance" }).click();
  await expect(page.getByLabel("Supporting document (optional)")).toHaveAccessibleDescription(
    /The attachment must be a PDF, JPEG or PNG file/,
  );
  await expect(page.getByTestId("grievance-reference")).toHaveCount(0);
});

test("a double click submits the grievance once", async ({ page }) => {
  const posts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().method() === "POST") posts.push(response.text().catch(() => ""));
  });
  await page.goto("/grievance-form");
  await page.waitForFunction(() =>
    Object.keys(document.querySelector("form#grievance") ?? {}).some((key) => key.startsWith("__react")),
  );
  await fillGrievance(page, "asha.double@example.com");
  await page.getByRole("button", { name: "Submit grievance" }).dblclick();
  const reference = (await page.getByTestId("grievance-reference").innerText()).trim();
  const references = new Set((await Promise.all(posts)).flatMap((body) => body.match(/GRV-\d{4}-\d{6}/g) ?? []));
  expect([...references]).toEqual([reference]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a registration beyond the form's budget for a minute is answered 429 with a message", async ({
    page,
  }, testInfo) => {
    // The budget is spent by direct posts from this test's address, then the page shows the refusal.
    const headers = { "X-Forwarded-For": `10.251.${testInfo.workerIndex % 250}.${testInfo.retry}` };
    await page.setExtraHTTPHeaders(headers);
    for (let registration = 0; registration < defaultFormBudgets.submissionsPerMinute; registration++) {
      const form = {
        token: crypto.randomUUID(),
        name: `Budget ${registration}`,
        programme: "Diploma in Computer Engineering",
        yearOfPassing: "2020",
        email: `budget.${registration}.${Date.now()}@example.com`,
        consent: "on",
      };
      expect((await page.request.post("/alumni", { form, headers })).status()).toBe(200);
    }
    await page.goto("/alumni");
    await page.getByLabel(/I agree that the university may keep these details/).check();
    await page.getByLabel("Full name").fill("One Too Many");
    await page.getByLabel("Email address").fill(`one.too.many.${Date.now()}@example.com`);
    await page.getByLabel("Programme studied").fill("Diploma in Computer Engineering");
    await page.getByLabel("Year of passing").fill("2020");
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.request().method() === "POST"),
      page.getByRole("button", { name: "Register" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText("Too many submissions from your connection in the last minute");
  });
});
