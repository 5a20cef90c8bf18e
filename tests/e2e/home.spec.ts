import type { Page } from "@playwright/test";
import { seededRecords } from "./support/records.ts";
import { gotoHydrated, ownedByReact } from "./support/hydration.ts";
import { eventPopupSeenCookie, expect, test } from "./support/fixtures.ts";

const blockHeadings = [
  "Announcements",
  "Delhi Skill and Entrepreneurship University",
  "Messages",
  "Follow DSEU",
  "Information bulletin",
  "Campuses across Delhi",
  "Our programmes",
  "Achievements",
  "Partners in learning",
  "News",
  "Student events",
];

test("every home block is in the server's HTML, in order, without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "" }]);
  const page = await context.newPage();
  await page.goto("/");
  const main = page.getByRole("main");
  const headings = await main
    .getByRole("heading", { level: 2 })
    .or(main.getByRole("heading", { level: 1 }))
    .allTextContents();
  expect(headings).toEqual(blockHeadings);
  await expect(page.getByTestId("campus-count")).toHaveText("22 campuses");

  // Messages lead to the officers' pages; zones to their lists; the bulletin to its full list.
  await expect(main.getByRole("link", { name: /^Read the full message\W+Chancellor$/ })).toHaveAttribute(
    "href",
    "/chancellor",
  );
  await expect(main.getByRole("link", { name: /^Read the full message\W+Vice-Chancellor$/ })).toHaveAttribute(
    "href",
    "/vice-chancellor",
  );
  await expect(main.getByRole("link", { name: "North zone" })).toHaveAttribute("href", "/campus/zone/north");
  await expect(main.getByRole("link", { name: "Full information bulletin" })).toHaveAttribute(
    "href",
    "/admission/information-bulletin",
  );
  // The programme browser is full before any script: six diploma programmes.
  await expect(page.getByTestId("program-cards").getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("tab", { name: "DIPLOMA" })).toHaveAttribute("aria-selected", "true");
  // No "Loading programs..." for a visitor without JavaScript.
  await expect(page.getByText("Loading programs...")).toHaveCount(0);
  // Every image has its size, and those below the fold wait to be scrolled to.
  for (const image of await page.locator("main img").all()) {
    await expect(image).toHaveAttribute("width", /\d+/);
    await expect(image).toHaveAttribute("height", /\d+/);
  }
  await expect(page.locator("[data-block=achievements] img").first()).toHaveAttribute("loading", "lazy");
  await context.close();
});

test("announcements mark the last 7 days' notices New and link to their files and reading views", async ({
  page,
  request,
}) => {
  const response = await request.get("/api/v1/notice?section=announcements&limit=5");
  const { notices } = (
    (await response.json()) as {
      data: { notices: { _id: string; title: string; created_at: string; file: { url: string } | null }[] };
    }
  ).data;
  await page.goto("/");
  const block = page.locator("[data-block=announcements]");
  for (const notice of notices) {
    const item = block.getByRole("listitem").filter({ hasText: notice.title });
    const recent = Date.now() - Date.parse(notice.created_at) < 7 * 24 * 60 * 60 * 1000;
    await expect(item.getByText("New", { exact: true })).toHaveCount(recent ? 1 : 0);
    if (!notice.file) continue;
    await expect(item.getByRole("link", { name: notice.title, exact: true })).toHaveAttribute("href", notice.file.url);
    // The link's hidden part names the notice (Chromium puts a space before it, as it stands apart).
    await expect(item.getByRole("link", { name: `Read as text : ${notice.title}` })).toHaveAttribute(
      "href",
      `/notices/${notice._id}`,
    );
  }
});

test("the information bulletin's tabs switch panels with a click and the arrow keys", async ({ page }) => {
  await gotoHydrated(page, "/");
  const tabs = page.getByRole("tablist", { name: "Information bulletin sections" });
  await expect(tabs.getByRole("tab")).toHaveText(["Admission", "Students", "Important links", "Alerts and circulars"]);
  await tabs.getByRole("tab", { name: "Students" }).click();
  await expect(page.getByRole("tabpanel", { name: "Students" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Admission" })).toBeHidden();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "Important links" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Important links" })).toBeVisible();
});

test("the bulletin's lists and the programme cards keep the server's markup: their tabs switch them and their links stay in the app", async ({
  page,
}) => {
  // The code that draws other programmes is held back: the tabs switch between the server's six.
  await page.route(/drawn-program-cards/, () => {});
  await gotoHydrated(page, "/");
  const admission = page.getByRole("tabpanel", { name: "Admission" });
  expect(await ownedByReact(admission)).toBe(true);
  expect(await ownedByReact(admission.getByRole("link").first())).toBe(false);

  const cards = page.getByTestId("program-cards");
  const cardNames = () => cards.getByRole("heading").allTextContents();
  expect(await ownedByReact(cards)).toBe(false);
  const diploma = await cardNames();
  const levels = page.getByRole("tablist", { name: "Programme level" });
  await levels.getByRole("tab", { name: "UG" }).click();
  await expect.poll(cardNames).not.toEqual(diploma);
  // Back to the served level: its markup was replaced, and the cards are drawn again before paint.
  await levels.getByRole("tab", { name: "DIPLOMA" }).click();
  await expect.poll(cardNames).toEqual(diploma);

  // A page that the browser loads afresh loses this mark; a move within the app keeps it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page
    .getByRole("tablist", { name: "Information bulletin sections" })
    .getByRole("tab", { name: "Students" })
    .click();
  await page
    .getByRole("tabpanel", { name: "Students" })
    .getByRole("link", { name: /^View all/ })
    .click();
  await expect(page).toHaveURL(/\/admission\/information-bulletin$/);
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);
});

async function programCards(page: Page) {
  return page.getByTestId("program-cards").getByRole("listitem");
}

/** Scrolls to the programme browser: its list is fetched when the visitor comes near it. */
async function approachProgramBrowser(page: Page) {
  await page.getByRole("tablist", { name: "Programme level" }).scrollIntoViewIfNeeded();
}

/**
 * Scrolls to the programme browser and waits until its drawn six replace the
 * server's six: before that, a card read now may be swapped a moment later.
 */
async function drawProgramBrowser(page: Page) {
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/program");
  await approachProgramBrowser(page);
  await listed;
  await expect(page.getByText("Loading programs...")).toHaveCount(0);
}

test("the programme browser fetches nothing until the visitor comes near it, then draws", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  // Neither the list nor the code that fetches it (TanStack Query) comes with the page.
  expect(fetched).not.toContain("/api/v1/program");
  expect(fetched.filter((path) => /query-client|drawn-program-cards/.test(path))).toEqual([]);
  await expect(await programCards(page)).toHaveCount(6);

  await approachProgramBrowser(page);
  await expect.poll(() => fetched.filter((path) => path === "/api/v1/program").length).toBe(1);
  await expect(page.getByText("Loading programs...")).toHaveCount(0);
  await expect(await programCards(page)).toHaveCount(6);
});

test("the programme browser: level tabs, six cards of the level, each linking its programme", async ({
  page,
  request,
}) => {
  const { programs } = await seededRecords(request);
  await gotoHydrated(page, "/");
  await drawProgramBrowser(page);
  const tabs = page.getByRole("tablist", { name: "Programme level" });
  await expect(tabs.getByRole("tab")).toHaveText(["DIPLOMA", "UG", "PG", "CERTIFICATE"]);

  for (const level of ["DIPLOMA", "UG", "PG"] as const) {
    await tabs.getByRole("tab", { name: level }).click();
    await expect(tabs.getByRole("tab", { name: level })).toHaveAttribute("aria-selected", "true");
    const cards = await programCards(page);
    await expect(cards).toHaveCount(Math.min(6, programs.filter((program) => program.programLevel === level).length));
    for (const card of await cards.all()) {
      // Every card links its programme's page, published structure or not (decision 0186).
      const href = (await card.getByRole("link").getAttribute("href")) ?? "";
      const program = programs.find((candidate) => href === `/programs/${candidate._id}`);
      expect(program?.programLevel, href).toBe(level);
    }
  }
  await tabs.getByRole("tab", { name: "PG" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "CERTIFICATE" })).toBeFocused();
  await expect(tabs.getByRole("tab", { name: "CERTIFICATE" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("link", { name: "View all programmes" }).click();
  await expect(page).toHaveURL("/Courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programmes");
});

test("the programme browser links every card, whatever its programme's years hold (decision 0186)", async ({
  page,
  request,
}) => {
  const { programs } = await seededRecords(request);
  // Four of each level (all of them drawn, so no draw can leave one out): years an object, a note, null and a number.
  const yearsKinds: unknown[] = [{ "1": { semesters: [] } }, "The structure will be published soon.", null, 3];
  const controlled = (["DIPLOMA", "UG", "PG"] as const).flatMap((level) =>
    programs
      .filter((program) => program.programLevel === level)
      .slice(0, yearsKinds.length)
      .map((program, index) => ({ ...program, years: yearsKinds[index] })),
  );
  expect(controlled).toHaveLength(12);
  await page.route("**/api/v1/program", (route) =>
    route.fulfill({ json: { status: "success", data: { programs: controlled } } }),
  );
  await gotoHydrated(page, "/");
  await drawProgramBrowser(page);
  const tabs = page.getByRole("tablist", { name: "Programme level" });
  for (const level of ["DIPLOMA", "UG", "PG"] as const) {
    await tabs.getByRole("tab", { name: level }).click();
    const cards = await programCards(page);
    await expect(cards).toHaveCount(yearsKinds.length);
    const linked: string[] = [];
    for (const card of await cards.all()) {
      const href = (await card.getByRole("link").getAttribute("href")) ?? "";
      const program = controlled.find((candidate) => href === `/programs/${candidate._id}`);
      expect(program?.programLevel, href).toBe(level);
      linked.push(href);
    }
    expect(linked).toHaveLength(yearsKinds.length);
  }
});

test("the programme browser says 'Loading programs...' while the list is on its way", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/v1/program", async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/");
  await approachProgramBrowser(page);
  await expect(page.getByRole("status").filter({ hasText: "Loading programs..." })).toBeVisible();
  // The server's six stay in place meanwhile.
  await expect(await programCards(page)).toHaveCount(6);
  release();
  await expect(page.getByText("Loading programs...")).toHaveCount(0);
  await expect(await programCards(page)).toHaveCount(6);
});

test("the programme browser says 'Failed to load programs.' when the API fails", async ({ page }) => {
  await page.route("**/api/v1/program", (route) => route.fulfill({ status: 500, body: "{}" }));
  await gotoHydrated(page, "/");
  await approachProgramBrowser(page);
  await expect(page.getByText("Failed to load programs.")).toBeVisible();
});

test("the programme list is fetched once in 7 minutes, then again", async ({ page }) => {
  await page.clock.install();
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/v1/program") requests.push(request.url());
  });
  await gotoHydrated(page, "/");
  await approachProgramBrowser(page);
  await expect.poll(() => requests.length).toBe(1);
  await expect(page.getByText("Loading programs...")).toHaveCount(0);

  // Leave the home page and come back within the 7 minutes: the cached list is used.
  await page.clock.fastForward("06:00");
  await page.getByRole("link", { name: "View all programmes" }).click();
  await expect(page).toHaveURL("/Courses");
  await page.goBack();
  await expect(await programCards(page)).toHaveCount(6);
  await page.clock.fastForward("00:30");
  expect(requests).toHaveLength(1);

  // Past 7 minutes the list is stale: coming back fetches it again.
  await page.clock.fastForward("02:00");
  await page.getByRole("link", { name: "View all programmes" }).click();
  await expect(page).toHaveURL("/Courses");
  await page.goBack();
  await expect.poll(() => requests.length).toBe(2);
});

function currentDot(page: Page) {
  return page.getByRole("region", { name: "Achievements, a slide show" }).locator("button[aria-current=true]");
}

test("the achievements carousel moves every 3 s, pauses on hover, focus and its button, and its dots pick a slide", async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  const carousel = page.getByRole("region", { name: "Achievements, a slide show" });
  await expect(carousel.getByRole("button", { name: /^Show achievement/ })).toHaveCount(5);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 1: Record placements");
  await page.clock.runFor(3000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 2: Student start-ups");
  await expect(carousel.getByText("Student start-ups", { exact: true })).toBeVisible();

  await carousel.hover();
  await page.clock.runFor(9000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 2: Student start-ups");
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 3: Skill competitions");

  await carousel.getByRole("button", { name: "Show achievement 5: Innovation" }).click();
  await expect(carousel.getByText("Innovation", { exact: true })).toBeVisible();
  // Focus is inside (on the dot just pressed): it holds still.
  await page.clock.runFor(9000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 5: Innovation");

  await carousel.getByRole("button", { name: "Pause the slide show" }).click();
  await page.mouse.move(0, 0);
  await page.locator("body").focus();
  await page.clock.runFor(9000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 5: Innovation");
  await carousel.getByRole("button", { name: "Play the slide show" }).click();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(3000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 1: Record placements");
});

test("the achievements carousel holds still for visitors who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.runFor(9000);
  await expect(currentDot(page)).toHaveAccessibleName("Show achievement 1: Record placements");
  await expect(page.getByRole("button", { name: "Play the slide show" })).toBeVisible();
});

test("the Hindi home page shows the same blocks in Hindi", async ({ page }) => {
  await page.goto("/hi/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "घोषणाएँ" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "सूचना पत्रिका" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "डिप्लोमा" })).toHaveAttribute("aria-selected", "true");
  await expect(main.getByRole("link", { name: "उत्तर क्षेत्र" })).toHaveAttribute("href", "/hi/campus/zone/north");
});
