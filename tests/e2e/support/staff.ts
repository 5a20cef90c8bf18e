import { spawnSync } from "node:child_process";
import type { APIRequestContext, Page } from "@playwright/test";
import type { StaffRoleKey } from "#common/api/staff.ts";
import { test as base } from "./fixtures.ts";

export const staffPassword = "a long enough e2e password";

export type StaffAccount = { email: string; role: StaffRoleKey; password: string };

/** `npm run user:create`, the documented way to make the first admin, against the test server's database. */
function createAdminWithCommand(email: string): StaffAccount {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
  const result = spawnSync("npm", ["run", "--silent", "user:create", "--", "--email", email, "--role", "admin"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", USER_PASSWORD: staffPassword },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`user:create failed: ${result.stderr}`);
  return { email, role: "admin", password: staffPassword };
}

let signIns = 0;

/**
 * A client address of its own for each sign-in (the test server trusts one proxy's
 * X-Forwarded-For): the suite signs in far more often than one person could, and the
 * sign-in routes' per-address limit is for their own tests to trip, not the whole suite.
 */
function signInAddress() {
  signIns += 1;
  return { "X-Forwarded-For": `10.253.${process.pid % 250}.${signIns % 250}` };
}

/** Signs in through the API for a bearer token, as scripts do. */
export async function apiSignIn(request: APIRequestContext, account: StaffAccount) {
  const response = await request.post("/api/v1/auth/login", {
    headers: signInAddress(),
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as { token: string; role: string };
}

/**
 * Starts a console session as the login page does: the browser context's requests (the
 * page's among them) then carry its cookie. Answers the session's CSRF token.
 */
export async function consoleSignIn(request: APIRequestContext, account: StaffAccount): Promise<string> {
  const response = await request.post("/api/v1/auth/session", {
    headers: signInAddress(),
    data: { email: account.email, password: account.password },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { csrf_token: string } }).data.csrf_token;
}

/** Accounts for a test: each worker's own admin (made by the command), and more made by it through the API. */
type Staff = {
  admin: StaffAccount;
  create: (
    role: StaffRoleKey,
    details?: { sections?: string[]; page_groups?: string[]; faculty_id?: string | null },
  ) => Promise<StaffAccount & { _id: string }>;
};

let accountsMade = 0;

export const test = base.extend<{ staff: Staff }, { workerAdmin: StaffAccount }>({
  workerAdmin: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use, workerInfo) => {
      await use(createAdminWithCommand(`admin-${workerInfo.workerIndex}-${process.pid}@e2e.test`));
    },
    { scope: "worker" },
  ],
  staff: async ({ workerAdmin, request }, use, testInfo) => {
    // Signed in once the test makes its first account: many tests only sign in as the admin.
    let token: Promise<string> | undefined;
    await use({
      admin: workerAdmin,
      create: async (role, details = {}) => {
        token ??= apiSignIn(request, workerAdmin).then((answer) => answer.token);
        accountsMade += 1;
        const email = `${role}-${testInfo.workerIndex}-${process.pid}-${accountsMade}@e2e.test`;
        const response = await request.post("/api/v1/users", {
          headers: { authorization: `Bearer ${await token}` },
          data: { email, password: staffPassword, role, ...details },
        });
        if (response.status() !== 201) throw new Error(`account not made: ${await response.text()}`);
        const { data } = (await response.json()) as { data: { user: { _id: string } } };
        return { email, role, password: staffPassword, _id: data.user._id };
      },
    });
  },
});

/**
 * Signs in through the API in the page's browser context, as the login page would (the
 * session's cookie), then opens `path`. Answers the session's CSRF token, for writes the
 * test makes itself through `page.request`.
 */
export async function openSignedIn(page: Page, account: StaffAccount, path: string): Promise<string> {
  const csrfToken = await consoleSignIn(page.request, account);
  await page.goto(path);
  // The console shows its content once the server has confirmed the session.
  await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
  return csrfToken;
}

/**
 * Takes the browser offline and back, which makes the console's queries read again (TanStack
 * Query's refetch on reconnecting), and waits for the read of `apiPath` (under /api/v1).
 */
export async function readAgainOnReconnecting(page: Page, apiPath: string) {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/v1${apiPath}` && response.request().method() === "GET",
  );
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  const answer = await answered;
  if (answer.status() !== 200) throw new Error(`GET /api/v1${apiPath} answered ${answer.status()}`);
}

/** The console's session cookie in the page's browser context, if it has one. */
export async function sessionCookieOf(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "dseu_session");
}

export { expect } from "./fixtures.ts";

/** A file that starts as a PDF, padded to `bytes`: the server's content check takes it for one. */
export function pdfOfSize(bytes: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n");
  const tail = Buffer.from("\n%%EOF\n");
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, "%"), tail]);
}
