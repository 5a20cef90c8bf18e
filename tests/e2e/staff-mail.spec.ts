import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { eventPopupSeenCookie } from "#common/event-popup-cookie.ts";
import { freePort, startInstance, temporaryDataDir, type Instance } from "../support/instances.ts";
import { sampleGrievance } from "../support/grievance-sample.ts";
import { startMailServer, type TestMailServer } from "../support/mail-server.ts";
import { openSignedIn, test } from "./support/staff.ts";

/**
 * Invitations and password resets in the browser, end to end (decision 0203): a site of its
 * own, as `npm start` runs it, sends through a real SMTP server on loopback; the test reads
 * each message and follows its link. One site for the file's tests, which run in order. The
 * suite's own server has no mail server: its outbox says so (decision 0200).
 */
test.describe.configure({ mode: "serial" });
// Each test signs in, sets passwords (argon2) and waits for mail, on a site beside the suite's own
// server: waiting limits, not speed checks, three times the suite's.
test.slow();
const expect = baseExpect.configure({ timeout: 30_000 });

let server: TestMailServer;
let site: Instance;
let dataDir: string;
let admin: { email: string; password: string };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startMailServer();
  dataDir = temporaryDataDir();
  const port = await freePort();
  site = await startInstance(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO_USERS: "1",
      LOG_LEVEL: "info",
      SMTP_URL: server.url,
      MAIL_FROM: "DSEU <noreply@dseu.example>",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    { port },
  );
  const [, email, password] = /demo admin: (\S+) (\S+)/.exec(site.output())!;
  admin = { email: email!, password: password! };
});

test.afterAll(async () => {
  await site?.stop();
  await server?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A browser of its own on the site, the event pop-up marked as seen (it is not what these tests are about). */
async function openBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: eventPopupSeenCookie, value: "1", url: site.url }]);
  return context.newPage();
}

/** The link of the newest message to `email`, once it has arrived. */
async function linkSentTo(email: string, count: number): Promise<string> {
  await expect.poll(() => server.received.filter((mail) => mail.envelopeTo.includes(email)).length).toBe(count);
  const mail = server.received.filter((message) => message.envelopeTo.includes(email)).at(-1)!;
  return /http:\/\/127\.0\.0\.1:\d+\/set-password#token=[\w-]{43}/.exec(mail.text ?? "")![0];
}

async function signIn(page: Page, account: { email: string; password: string }, loginPath = "/admin-login") {
  await page.goto(`${site.url}${loginPath}`);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function choosePassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByLabel("The same password again").fill(password);
  await page.getByRole("button", { name: "Save the password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is saved.");
}

const invited = { email: `invited-${Date.now()}@dseu.example`, password: "my own chosen password" };

test("an admin invites a person by email; the link sets their password once, then says it has been used", async ({
  browser,
}) => {
  const page = await openBrowser(browser);
  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Accounts" }).click();
  const form = page.getByRole("region", { name: "Invite a person" });
  await form.getByLabel("Email", { exact: true }).fill(invited.email);
  await form.getByLabel("Role").selectOption("editor");
  await form.getByRole("checkbox", { name: "Tenders" }).check();
  await form.getByRole("button", { name: "Send the invitation" }).click();
  const row = page.getByRole("row").filter({ hasText: invited.email });
  await expect(row).toContainText("Invited: no password yet");

  const link = await linkSentTo(invited.email, 1);
  // Signed out, as the person who opens the message is.
  await page.context().clearCookies({ name: "dseu_session" });
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose your password");
  await expect(page.getByText(`For the account ${invited.email}.`)).toBeVisible();
  await choosePassword(page, link, invited.password);
  // The token, used up, has left the address bar.
  expect(page.url()).not.toContain("token");
  await page.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email", { exact: true }).fill(invited.email);
  await page.getByLabel("Password", { exact: true }).fill(invited.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("This link has been used already");
  await expect(page.getByLabel("New password")).toHaveCount(0);
});

test("'Forgot your password?' sends a reset link that ends the account's other sessions; an expired link says so", async ({
  browser,
}) => {
  const page = await openBrowser(browser);
  // Signed in elsewhere: another browser.
  const elsewhere = await openBrowser(browser);
  await signIn(elsewhere, invited);
  await expect(elsewhere).toHaveURL(/\/admin\/dashboard$/);

  await page.goto(`${site.url}/admin-login`);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email address of the account").fill(invited.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account has the address ${invited.email}`);
  const link = await linkSentTo(invited.email, 2);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin login");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choose a new password");
  await choosePassword(page, link, "a newer password of mine");

  // The other browser's session has ended: its next step asks it to sign in again.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/admin-login$/);
  await expect(elsewhere.getByRole("alert")).toHaveText(
    "The password of this account has been changed. Sign in again below.",
  );

  // Another link, asked for on the faculty's sign-in page, whose time then runs out (its end
  // moved into the past in the site's database).
  await page.goto(`${site.url}/logindseu`);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await page.getByLabel("Email address of the account").fill(invited.email);
  await page.getByRole("button", { name: "Send the link" }).click();
  const late = await linkSentTo(invited.email, 3);
  const database = new DatabaseSync(path.join(dataDir, "dseu.sqlite"));
  database.exec("update mail_link set expires_at = '2000-01-01T00:00:00.000Z' where used_at is null");
  database.close();
  await page.goto(late);
  await expect(page.getByRole("alert")).toContainText("This link has expired.");
  await expect(page.getByRole("link", { name: "Ask for a new link on the sign-in page" })).toBeVisible();
});

/** The state of the newest message to `email`, as the outbox's API answers the page's signed-in admin. */
async function stateOf(page: Page, email: string): Promise<string | undefined> {
  const answer = await page.request.get(`${site.url}/api/v1/mail/outbox?limit=200`);
  const { data } = (await answer.json()) as { data: { messages: Array<{ to: string; state: string }> } };
  return data.messages.find((message) => message.to === email)?.state;
}

test("a message the mail server refused shows as failed in the outbox, with why; an admin sends it again and it arrives", async ({
  browser,
}) => {
  const email = `refused.${Date.now()}@example.com`;
  const page = await openBrowser(browser);
  const message = page.getByRole("row").filter({ hasText: email });
  // A refusal for good (no such mailbox): the message fails at its first try.
  server.refuse(550);
  try {
    const filed = await page.request.post(`${site.url}/grievance-form`, {
      form: { token: crypto.randomUUID(), ...sampleGrievance, email },
    });
    expect(filed.status()).toBe(200);
    await signIn(page, admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    // The sender tries as the post commits; the screen shows the outbox as it was when read.
    await expect.poll(() => stateOf(page, email)).toBe("failed");
    await page.goto(`${site.url}/admin/outbox`);
    await expect(message).toContainText("Failed");
    await expect(message).toContainText("550 No such mailbox");
  } finally {
    server.accept();
  }
  await message.getByRole("button", { name: "Send again" }).click();
  await expect(page.getByText(`The message to ${email} will be sent again.`)).toBeVisible();
  await expect.poll(() => server.received.filter((mail) => mail.envelopeTo.includes(email)).length).toBe(1);
  await expect.poll(() => stateOf(page, email)).toBe("sent");
  await page.reload();
  await expect(message).toContainText("Sent ");
  await expect(message.getByRole("button", { name: "Send again" })).toHaveCount(0);
});

test("without a mail server the outbox says so, and a grievance's acknowledgement waits there, not sent", async ({
  page,
  staff,
  request,
}, testInfo) => {
  const email = `waiting.${testInfo.workerIndex}.${Date.now()}@example.com`;
  const grievance = { token: crypto.randomUUID(), ...sampleGrievance, email };
  const headers = { "X-Forwarded-For": `10.248.${testInfo.workerIndex % 250}.1` };
  expect((await request.post("/grievance-form", { form: grievance, headers })).status()).toBe(200);
  await openSignedIn(page, staff.admin, "/admin/outbox");
  await expect(page.getByRole("status").filter({ hasText: "No mail server is configured" })).toBeVisible();
  const message = page.getByRole("row").filter({ hasText: email });
  await expect(message).toContainText("DSEU: grievance GRV-");
  await expect(message).toContainText("Not sent: no mail server configured");
});
