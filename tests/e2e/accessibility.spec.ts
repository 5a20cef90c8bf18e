import type { Page } from "@playwright/test";
import { test as withPopup } from "@playwright/test";
import { pagePath, textPages } from "#common/page-lookup.ts";
import { noticeBoards } from "#app/features/notices/boards.ts";
import { localizePath } from "#app/i18n/language.ts";
import { pageRoutes } from "#app/page-routes.ts";
import { officialPages } from "#app/features/officials/officials.ts";
import { underConstructionPaths } from "#app/features/info-pages/under-construction-pages.ts";

// The pages of text that routes/info-page.tsx serves, and the three with a part of their own beside the text.
const infoPagePaths = textPages.filter((page) => !page.module).map((page) => page.path);
const [holidayCalendarPath, contactPath, sitemapPath] = [
  pagePath("holidayCalendar"),
  pagePath("contactUs"),
  pagePath("sitemap"),
];
import { sampleGrievance } from "../support/grievance-sample.ts";
import { registerAlumnus } from "./support/alumni.ts";
import { axeBuilder } from "./support/axe.ts";
import { recordPaths } from "./support/records.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";
import { consoleSignIn, openSignedIn, test as staffTest } from "./support/staff.ts";

/** axe on the page once its entrance animations end (the builder waits), so colours are judged at full opacity. */
async function axeViolations(page: Page, { within }: { within?: string } = {}) {
  // Every rule axe runs by default, and "label in name" (WCAG 2.5.3), which it marks experimental.
  const builder = await axeBuilder(page, { rules: { "label-content-name-mismatch": { enabled: true } } });
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

/**
 * Counts the page's requests in flight, and answers a function that waits until none has been for
 * 150 ms: the lists a console page fetches have arrived. Playwright's "networkidle" waits for
 * 500 ms of quiet, twelve seconds over the console's pages in each run.
 */
function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (by: number) => {
    inFlight += by;
    lastChange = Date.now();
  };
  page.on("request", () => change(1));
  page.on("requestfinished", () => change(-1));
  page.on("requestfailed", () => change(-1));
  return () => expect.poll(() => inFlight === 0 && Date.now() - lastChange >= 150, { intervals: [25] }).toBe(true);
}

const boardsAndForms = [
  ...noticeBoards.map(({ path }) => path),
  "/tenders?archive=1",
  "/tenders?from=not-a-date",
  "/recruitment",
  "/recruitment/archive/results",
  // The feeds' pages: every notice's, with the list of every feed, and a board's.
  "/follow",
  "/tenders/follow",
  "/grievance-form",
  "/grievance-status",
  "/alumni",
  // The pages a mailed link opens, as a link that does not work shows them.
  "/alumni/confirm?token=unknown",
  "/subscriptions/confirm?token=unknown",
  "/subscriptions/unsubscribe?token=unknown",
];

/** The data pages; `:id` stands for a seeded record's id, looked up when the test runs. */
const dataPages = [
  "/courses",
  "/courses/ug",
  "/courses?q=engineering",
  "/programs/:id",
  "/academics/faculty",
  "/faculty/:id",
  "/dept/:id",
  "/campus/dwarka",
  "/campus/zone/north",
  "/programs/000000000000000000000000",
  "/notices/:id",
  ...officialPages.map(({ path }) => path),
  "/search?q=admission",
  // Archived notices grouped under a heading of their own, and a spelling offered.
  "/search?q=tender",
  "/search?q=admision",
];

const everyPage = [
  "/",
  "/no/such/page",
  "/screen-reader-access",
  ...underConstructionPaths,
  ...dataPages,
  ...boardsAndForms,
  ...infoPagePaths,
  holidayCalendarPath,
  contactPath,
  sitemapPath,
].flatMap((path) => [path, localizePath(path, "hi")]);

/**
 * Pages one route module serves (the same shell, layout and components around their own text or
 * records), with the one judged whole first. Everything that differs between them lies in
 * <main> (breadcrumbs, text, side list, table), so the others are judged there: the shell
 * around it, and the rules about the page as a whole, are the first one's (decision 0116).
 */
const routeModuleGroups: ReadonlyArray<readonly string[]> = [
  infoPagePaths,
  officialPages.map(({ path }) => path),
  [...noticeBoards.map(({ path }) => path), "/tenders?archive=1", "/tenders?from=not-a-date"],
  underConstructionPaths,
  ["/courses", "/courses/ug", "/courses?q=engineering"],
];
const judgedWithinMain = new Set(
  routeModuleGroups.flatMap(([, ...others]) => others.flatMap((path) => [path, localizePath(path, "hi")])),
);

/**
 * Every page is judged at the desktop size; these are judged on the phone too (the "@phone" tag):
 * one page of each layout (home, text, list, record, directory, board, form, error), whose
 * narrow layout stacks, collapses or hides what the wide one shows side by side.
 */
const phoneSample = new Set([
  "/",
  "/hi/",
  "/no/such/page",
  "/about-us/About-the-University",
  "/courses",
  "/programs/:id",
  "/academics/faculty",
  "/notices/:id",
  "/hi/campus/dwarka",
  "/tenders",
  "/hi/grievance-form",
  "/alumni",
]);

for (const path of everyPage) {
  test(
    `axe finds no violations on ${path}`,
    { tag: phoneSample.has(path) ? ["@phone"] : [] },
    async ({ visitorPage: page, request }) => {
      // The lists (65 programmes, 168 people) give axe thousands of nodes to judge.
      test.slow(dataPages.some((dataPage) => path.endsWith(dataPage)));
      const template = path.includes("/:")
        ? Object.entries(await recordPaths(request)).find(([pattern]) => path.endsWith(pattern))
        : undefined;
      await page.goto(template ? path.replace(template[0], template[1]) : path);
      // A page of the phone sample is judged whole at both sizes.
      const within = judgedWithinMain.has(path) && !phoneSample.has(path) ? "main" : undefined;
      expect(await axeViolations(page, { within })).toEqual([]);
    },
  );
}

/** Every console page (app/page-routes.ts): the two sign-in pages, and the pages behind them. */
const consolePaths = pageRoutes.filter(({ file }) => file.startsWith("routes/console/")).map(({ path }) => path);
const signInPaths = ["/admin-login", "/logindseu"];
const facultyPaths = ["/admin/profile"];

/**
 * Every console page in one language at one size (the "@phone" tag runs it at 390 px too), each
 * judged with its content on screen: the sign-in pages signed out, the faculty profile signed in
 * as a faculty member, the rest as an admin, and the message a faculty member gets on an admin's
 * page. One browser page signs in once per account and visits them all; the violations are
 * gathered by path into one assertion, so one run names every page that has any.
 */
for (const language of ["en", "hi"] as const) {
  staffTest(
    `axe finds no violations on any console page in ${language === "en" ? "English" : "Hindi"}`,
    { tag: ["@phone"] },
    async ({ page, staff, request }, testInfo) => {
      staffTest.setTimeout(240_000);
      // A grievance and a registration through the public forms, so their tables are judged with a row; from
      // an address of the test's own, which the forms' per-client limit counts apart.
      const headers = { "X-Forwarded-For": `10.249.${testInfo.workerIndex % 250}.${language === "en" ? 1 : 2}` };
      const subject = `Axe ${language} ${testInfo.project.name} ${Date.now()}`;
      const grievance = { token: crypto.randomUUID(), ...sampleGrievance, subject };
      expect((await request.post("/grievance-form", { form: grievance, headers })).status()).toBe(200);
      const alumnus = {
        token: crypto.randomUUID(),
        name: "Farah Naaz",
        programme: "B.Sc. Data Analytics",
        yearOfPassing: "2022",
        email: `axe.${testInfo.workerIndex}.${Date.now()}@example.com`,
        consent: "on",
      };
      expect((await request.post("/alumni", { form: alumnus, headers })).status()).toBe(200);

      const violations: Record<string, Awaited<ReturnType<typeof axeViolations>>> = {};
      const judge = async (path: string) => {
        const found = await axeViolations(page);
        if (found.length > 0) violations[path] = found;
      };
      const requestsSettled = trackRequests(page);
      // A page the console bar links to is reached through the link, as staff move between them (the
      // session already known); the others, and the first after signing in, are loaded whole.
      const open = async (path: string, { whole = false } = {}) => {
        const target = localizePath(path, language);
        const link = page.locator(`nav a[href="${target}"]`).first();
        if (!whole && (await link.count())) {
          await link.click();
          await page.waitForURL((url) => url.pathname === target);
        } else await page.goto(target);
        // The console shows its content once the server has confirmed the session, then fetches its lists.
        await page.locator("main [aria-busy=true]").waitFor({ state: "detached" });
        await requestsSettled();
      };

      for (const path of signInPaths) {
        await gotoHydrated(page, localizePath(path, language));
        await judge(path);
      }

      const csrfToken = await consoleSignIn(page.request, staff.admin);
      const adminPaths = consolePaths.filter((path) => !signInPaths.includes(path) && !facultyPaths.includes(path));
      for (const [index, path] of adminPaths.entries()) {
        await open(path, { whole: index === 0 });
        await judge(path);
      }
      // The grievance dialog, which shows everything the citizen gave and the history.
      await open("/admin/grievances");
      await page.getByRole("row").filter({ hasText: subject }).getByRole("button").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await judge("/admin/grievances (a grievance open)");
      // The session ends (signed out by a script, which no tab hears of); the next list asked for
      // opens the dialog that signs in again over the page.
      await page.keyboard.press("Escape");
      await page.request.post("/api/v1/auth/logout", { headers: { "x-csrf-token": csrfToken } });
      await page.getByLabel(language === "en" ? "Status" : "स्थिति", { exact: true }).selectOption("resolved");
      await expect(page.getByRole("dialog")).toBeVisible();
      await judge("/admin/grievances (signing in again)");

      const list = await request.get("/api/v1/faculty?limit=1");
      const member = ((await list.json()) as { data: { faculty: Array<{ _id: string }> } }).data.faculty[0];
      await consoleSignIn(page.request, await staff.create("faculty", { faculty_id: member?._id ?? null }));
      for (const path of facultyPaths) {
        await open(path, { whole: true });
        await judge(path);
      }
      // A faculty member on an admin's page is told what the account may do, and where to go.
      await open("/admin/uploads", { whole: true });
      await expect(page.getByRole("alert")).toBeVisible();
      await judge("/admin/uploads (signed in as faculty)");

      expect(violations).toEqual({});
    },
  );
}

staffTest("axe finds no violations with the notice edit dialog open", async ({ page, staff }) => {
  staffTest.slow();
  await openSignedIn(page, staff.admin, "/admin/view-pdfs");
  await page.getByRole("button", { name: "Edit" }).first().click();
  await expect(page.getByRole("dialog", { name: "Edit notice" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

staffTest("axe finds no violations with a notice's text open for correction", async ({ page, staff }) => {
  staffTest.slow();
  await openSignedIn(page, staff.admin, "/admin/view-pdfs");
  await page
    .getByRole("button", { name: /^Correct text: / })
    .first()
    .click();
  await expect(page.getByRole("dialog").getByLabel("The text as readers see it")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

staffTest(
  "axe finds no violations with an alumni registration's review dialog open",
  async ({ page, staff }, testInfo) => {
    staffTest.slow();
    const email = `axe.${testInfo.workerIndex}.${Date.now()}@example.com`;
    await registerAlumnus(page, testInfo, 252, {
      name: "Farah Naaz",
      email,
      programme: "B.Sc. Data Analytics",
      year: "2022",
    });
    await openSignedIn(page, staff.admin, "/admin/alumni");
    await page.getByRole("row", { name: email }).getByRole("button", { name: "Review" }).click();
    await expect(page.getByRole("dialog", { name: "Alumni registration: Farah Naaz" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  },
);

withPopup("axe finds no violations with the event pop-up open", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Campus life at DSEU" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations with the phone menu open", { tag: "@phone" }, async ({ page, isMobile }) => {
  test.skip(!isMobile, "under 1024 px the menu slides in");
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("axe finds no violations with the YouTube channel list open", async ({ page }) => {
  // The list opens with JavaScript: wait until the page has hydrated.
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "YouTube channels" }).click();
  await expect(page.getByRole("dialog", { name: "Youtube Links" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** The forms with every field wrong, in both languages (axe needs the page's JavaScript, so Conform shows the errors). */
test.describe("forms in their error states", () => {
  const forms = [
    { path: "/grievance-form", submit: { en: "Submit grievance", hi: "शिकायत जमा करें" } },
    { path: "/grievance-status", submit: { en: "Check status", hi: "स्थिति देखें" } },
    { path: "/alumni", submit: { en: "Register", hi: "पंजीकरण करें" } },
  ];
  let client = 0;
  for (const { path, submit } of forms) {
    for (const language of ["en", "hi"] as const) {
      test(`axe finds no violations on ${localizePath(path, language)} with its errors shown`, async ({ page }) => {
        // An address of its own, so the forms' rate limit never counts these against other tests.
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": `172.16.${++client}.${Date.now() % 250}` });
        await gotoHydrated(page, localizePath(path, language));
        await page.getByRole("button", { name: submit[language], exact: true }).click();
        await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
        // Back to the top as a visitor arrives: the shell's scroll-to-top button, shown once the
        // page has scrolled to the first invalid field, is judged by the shell's own tests.
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.locator("[aria-invalid=true]").first()).toBeAttached();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});
