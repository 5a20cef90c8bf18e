import type { Locator } from "@playwright/test";
import { seededRecords } from "./support/records.ts";
import { eventPopupSeenCookie, expect, test } from "./support/fixtures.ts";
import { gotoHydrated, ownedByReact } from "./support/hydration.ts";

const countLabel = (count: number) => (count === 1 ? "1 programme" : `${count} programmes`);

test("/courses lists every programme, and /courses/{level} in any case only that level's", async ({
  page,
  request,
}) => {
  const { programs } = await seededRecords(request);
  await page.goto("/courses");
  await expect(page.getByTestId("program-count")).toHaveText(countLabel(programs.length));
  await expect(page.getByRole("main").getByRole("article")).toHaveCount(programs.length);
  // Cards far down the list are laid out only when the visitor comes near them (decision 0148),
  // yet are in the page, links and all, and land on the screen when scrolled to. The last three
  // are laid out with the page (decision 0180).
  const cards = page.getByRole("main").getByRole("article");
  const farCard = cards.nth((await cards.count()) - 4);
  const rendered = (card: Locator) =>
    card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered(farCard)).toBe(false);
  expect(await rendered(cards.last())).toBe(true);
  await farCard.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(farCard)).toBe(true);
  await expect(farCard).toBeInViewport();

  const ug = programs.filter((program) => program.programLevel === "UG");
  for (const path of ["/courses/ug", "/Courses/UG", "/courses/Ug"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Undergraduate programmes");
    await expect(page.getByTestId("program-count")).toHaveText(countLabel(ug.length));
  }
  await expect(page.getByRole("link", { name: /^Undergraduate/ })).toHaveAttribute("aria-current", "page");
});

test("the served list of cards is left out of hydration, yet its links move within the app and a filter renders the new list", async ({
  page,
  request,
}) => {
  const { programs } = await seededRecords(request);
  await gotoHydrated(page, "/courses");
  const main = page.getByRole("main");
  const firstLink = main.getByRole("article").getByRole("link").first();
  expect(await ownedByReact(main.getByRole("button", { name: "Show programmes" }))).toBe(true);
  expect(await ownedByReact(firstLink)).toBe(false);

  // A page that the browser loads afresh loses this mark; a move within the app keeps it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const name = await firstLink.textContent();
  await firstLink.click();
  await expect(page).toHaveURL(/\/programs\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
  expect(await page.evaluate(() => "samePage" in window)).toBe(true);

  // Back on the list, mounted by the app this time, React renders the cards itself.
  await page.goBack();
  await expect(main.getByRole("article")).toHaveCount(programs.length);
  expect(await ownedByReact(main.getByRole("article").getByRole("link").first())).toBe(true);

  // Served again, then filtered: the new list replaces the served one.
  await gotoHydrated(page, "/courses");
  const sample = programs.find((program) => program.code !== null)!;
  await page.getByRole("searchbox", { name: "Name or code" }).fill(sample.code!);
  await page.getByRole("button", { name: "Show programmes" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const count = page.getByTestId("program-count");
  await expect(count).not.toHaveText(countLabel(programs.length));
  const shown = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await expect(main.getByRole("article")).toHaveCount(shown);
  await expect(main.getByRole("article").first()).toContainText(sample.code!);
});

test("an unknown level answers 404", async ({ page }) => {
  const response = await page.goto("/courses/phd");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Sorry, data not found.")).toBeVisible();
});

test("the finder's filters live in the URL: they narrow the list, survive a reload and work without JavaScript", async ({
  browser,
  baseURL,
  request,
}) => {
  const { programs } = await seededRecords(request);
  const sample = programs.find(
    (program) => program.campuses.length > 0 && program.programLevel === "DIPLOMA" && program.dept_id !== null,
  );
  if (!sample) throw new Error("the seed has no diploma offered on a campus");
  const campus = sample.campuses[0]!;
  const department = sample.dept_id!;
  const expected = programs.filter(
    (program) =>
      program.programLevel === "DIPLOMA" &&
      program.dept_id?._id === department._id &&
      program.campuses.some((offered) => offered._id === campus._id),
  );
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    await context.addCookies([{ name: eventPopupSeenCookie, value: "1", url: baseURL ?? "" }]);
    const page = await context.newPage();
    await page.goto("/courses/diploma");
    const form = page.getByRole("search", { name: "Filter programmes" });
    await form.getByLabel("Department").selectOption(department._id);
    await form.getByLabel("Campus").selectOption(campus.slug);
    await form.getByRole("button", { name: "Show programmes" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/courses/diploma\\?.*department=${department._id}.*campus=${campus.slug}`),
    );
    await expect(page.getByTestId("program-count")).toHaveText(countLabel(expected.length));
    await page.reload();
    await expect(page.getByTestId("program-count")).toHaveText(countLabel(expected.length));
    await expect(form.getByLabel("Department")).toHaveValue(department._id);
    await expect(form.getByLabel("Campus")).toHaveValue(campus.slug);
    await context.close();
  }
});

test("the text filter matches code or name, ignoring case; no match says so", async ({ page, request }) => {
  const { publishedProgram: sample } = await seededRecords(request);
  await page.goto(`/courses?q=${encodeURIComponent(sample.code.toLowerCase())}`);
  await expect(page.getByRole("main").getByText(sample.code, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Name or code" })).toHaveValue(sample.code.toLowerCase());

  await page.goto(`/courses?q=${"<script>x</script>".repeat(20)}`);
  await expect(page.getByTestId("program-count")).toHaveText("0 programmes");
  await expect(page.getByText("No programme matches these filters.", { exact: false })).toBeVisible();
});

test("a programme's page: structure by year and semester, department, campuses, in both languages", async ({
  page,
  request,
}) => {
  const { publishedProgram: program } = await seededRecords(request);
  if (typeof program.years !== "object" || program.years === null) throw new Error("unpublished");
  const firstCourse = program.years["1"]!.semesters[0]!.courses[0]!;
  await page.goto(`/programs/${program._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(program.name);
  await expect(page.getByRole("heading", { name: "Year 1", level: 3 })).toBeVisible();
  const semester = page.getByRole("table", { name: "Semester 1" });
  await expect(semester.getByRole("row").filter({ hasText: firstCourse.code })).toContainText(firstCourse.title);
  await expect(page.getByRole("link", { name: program.dept_id.name })).toHaveAttribute(
    "href",
    `/dept/${program.dept_id._id}`,
  );
  for (const campus of program.campuses) {
    await expect(page.getByRole("link", { name: campus.name, exact: true }).first()).toHaveAttribute(
      "href",
      `/campus/${campus.slug}`,
    );
  }
  await page.goto(`/hi/programs/${program._id}`);
  await expect(page.getByRole("heading", { name: "कार्यक्रम की संरचना" })).toBeVisible();
  await expect(page.getByRole("table", { name: "सेमेस्टर 1" })).toBeVisible();
});

test("an unknown or malformed programme id answers 404 'data not found'", async ({ page }) => {
  for (const id of ["000000000000000000000000", "not-an-id", "%3Cscript%3E"]) {
    const response = await page.goto(`/programs/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Sorry, data not found.")).toBeVisible();
  }
});
