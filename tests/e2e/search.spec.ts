import type { Locator, Page } from "@playwright/test";
import { portals } from "#common/site.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

const defaultSuggestions = [
  ["Undergraduate courses", "/Courses/ug"],
  ["Postgraduate courses", "/Courses/pg"],
  ["Diploma courses", "/Courses/Diploma"],
] as const;

async function openSearch(page: Page) {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  return {
    dialog,
    box: dialog.getByRole("combobox", { name: "Search pages, notices, programmes and people" }),
    options: dialog.getByRole("option"),
    highlighted: dialog.getByRole("option", { selected: true }),
  };
}

/** Each option shows its name with its path under it. */
async function expectDefaults(options: Locator) {
  await expect(options).toHaveText(defaultSuggestions.map(([name, path]) => `${name}${path}`));
}

/** The site search's answers, left out by the tests of the suggestions (the last describe has them). */
const siteSearch = "**/api/v1/search?*";

test.beforeEach(async ({ page }) => {
  await page.route(siteSearch, (route) =>
    route.fulfill({
      json: {
        status: "success",
        data: { search: { query: "", terms: [], total: 0, page: 1, page_size: 10, kinds: {}, results: [] } },
      },
    }),
  );
  await gotoHydrated(page);
});

test("opens with focus in the combobox and the three suggested pages", async ({ page }) => {
  const { box, options, highlighted } = await openSearch(page);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expectDefaults(options);
  await expect(highlighted).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-activedescendant");
});

test("a blank or whitespace-only query shows the suggested pages", async ({ page }) => {
  const { box, options } = await openSearch(page);
  await box.fill("registrar");
  await box.fill("   ");
  await expectDefaults(options);
});

test("matches are case-insensitive substrings of the fixed list and of menu items, dropdown items included", async ({
  page,
}) => {
  const { box, dialog } = await openSearch(page);
  await box.fill("REGISTR");
  await expect(dialog.getByRole("option", { name: /^Registrar/ })).toContainText("/registrar");
  // Only the menu has these two (the fixed list does not).
  await box.fill("ugc guide");
  await expect(dialog.getByRole("option", { name: /^UGC Guidelines/ })).toContainText("/UGC-Guidelines");
  await box.fill("after 12TH");
  await expect(dialog.getByRole("option", { name: /^Apply: after 12th/ })).toContainText(portals.admissionAfter12th);
  await box.fill("no page is called this");
  await expect(dialog.getByRole("option")).toHaveCount(0);
  await expect(dialog.getByText("Nothing matches “no page is called this”")).toBeVisible();
});

test("arrow keys move the highlight, wrapping at both ends; a query change clears it", async ({ page }) => {
  const { box, options, highlighted } = await openSearch(page);
  // Thirteen pages: the five zones and eight campuses; more than the list shows at once.
  await box.fill("campus");
  await expect(options).toHaveCount(13);

  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(highlighted).toHaveCount(1);
  await box.press("ArrowUp");
  await box.press("ArrowUp");
  await expect(options.last()).toHaveAttribute("aria-selected", "true");
  await expect(options.last()).toBeInViewport();
  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");

  await box.press("Backspace");
  await expect(highlighted).toHaveCount(0);
  await expect(box).not.toHaveAttribute("aria-activedescendant");
});

test("Enter with nothing highlighted does nothing on a blank query, and opens the results page of any other", async ({
  page,
}) => {
  const { box, dialog } = await openSearch(page);
  await box.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await box.fill("registrar");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=registrar$/);
  await expect(dialog).toBeHidden();
});

test("Enter opens the highlighted page and closes the overlay", async ({ page }) => {
  const { box, dialog } = await openSearch(page);
  await box.fill("registrar");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/registrar$/);
  await expect(dialog).toBeHidden();
});

test("Enter on a suggested page opens it", async ({ page }) => {
  const { box } = await openSearch(page);
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/Courses\/pg$/);
});

test("a click opens a suggestion", async ({ page }) => {
  const { dialog } = await openSearch(page);
  await dialog.getByRole("option", { name: /^Diploma courses/ }).click();
  await expect(page).toHaveURL(/\/Courses\/Diploma$/);
  await expect(dialog).toBeHidden();
});

test("an admission portal opens in a new tab", async ({ page, context }) => {
  await context.route(portals.admissionAfter10th, (route) => route.fulfill({ body: "Admission portal" }));
  const { box } = await openSearch(page);
  await box.fill("after 10th");
  await box.press("ArrowDown");
  const [portal] = await Promise.all([context.waitForEvent("page"), box.press("Enter")]);
  await expect(portal).toHaveURL(portals.admissionAfter10th);
  await expect(page).toHaveURL(/\/$/);
});

test("the suggestions list has a maximum height and scrolls", async ({ page }) => {
  const { box, dialog } = await openSearch(page);
  await box.fill("a");
  const list = dialog.getByRole("listbox");
  await expect(list.getByRole("option").nth(20)).toBeAttached();
  const { clientHeight, scrollHeight, overflowY } = await list.evaluate((element) => ({
    clientHeight: element.clientHeight,
    scrollHeight: element.scrollHeight,
    overflowY: getComputedStyle(element).overflowY,
  }));
  expect(overflowY).toBe("auto");
  expect(scrollHeight).toBeGreaterThan(clientHeight);
  expect(clientHeight).toBeLessThanOrEqual(page.viewportSize()!.height / 2);
});

for (const [way, close] of [
  ["Escape", (page: Page) => page.keyboard.press("Escape")],
  ["the close button", (page: Page) => page.getByRole("dialog").getByRole("button", { name: "Close" }).click()],
  ["a click on the backdrop", (page: Page) => page.mouse.click(4, page.viewportSize()!.height - 4)],
] as const) {
  test(`closing on ${way} clears the query, the results and the highlight`, async ({ page }) => {
    const { box, dialog } = await openSearch(page);
    await box.fill("registrar");
    await box.press("ArrowDown");
    await close(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();

    const reopened = await openSearch(page);
    await expect(reopened.box).toHaveValue("");
    await expect(reopened.highlighted).toHaveCount(0);
    await expectDefaults(reopened.options);
  });
}

test.describe("faculty", () => {
  test("are fetched (500 of them) when the overlay opens and open their profile", async ({ page, request }) => {
    const listed = await request.get("/api/v1/faculty?limit=500");
    const body = await listed.json();
    const member = body.data.faculty[0];
    const fullName = `${member.salutation} ${member.firstname} ${member.surname}`;

    const fetched = page.waitForRequest((request) => request.url().endsWith("/api/v1/faculty?limit=500"));
    const { box, dialog } = await openSearch(page);
    await fetched;
    await box.fill(member.surname.toUpperCase());
    const option = dialog.getByRole("option", { name: new RegExp(`^${fullName}`) }).first();
    await expect(option).toContainText(member.dept_id.name);
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/faculty/${member._id}$`));
  });

  test("on a Hindi page show the department in Hindi and mark the Latin-script name as English", async ({
    page,
    request,
  }) => {
    const body = await (await request.get("/api/v1/faculty?limit=500")).json();
    const member = body.data.faculty.find((person: { dept_id: { name_hi: string | null } }) => person.dept_id.name_hi);
    await gotoHydrated(page, "/hi/");
    await page.getByRole("button", { name: "खोजें", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("combobox").fill(member.surname);
    const option = dialog.getByRole("option", { name: new RegExp(member.firstname) }).first();
    await expect(option).toContainText(member.dept_id.name_hi);
    await expect(option.locator('[lang="en"]').first()).toContainText(member.firstname);
  });

  test("a failed fetch is only logged; pages still match", async ({ page }) => {
    await page.route("**/api/v1/faculty?**", (route) => route.fulfill({ status: 503, body: "" }));
    const logged = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && message.text().includes("Could not load faculty"),
    );
    const { box, dialog } = await openSearch(page);
    await logged;
    await box.fill("registrar");
    await expect(dialog.getByRole("option")).toHaveCount(1);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });
});

test.describe("the site's results", () => {
  test.beforeEach(async ({ page }) => {
    await page.unroute(siteSearch);
  });

  test("come as the query is typed, the request before cancelled, and Enter opens the results page", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/search?")) asked.push(new URL(request.url()).searchParams.get("q")!);
    });
    const failed: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.url().includes("/api/v1/search?")) failed.push(request.url());
    });
    const { box, dialog } = await openSearch(page);
    await box.pressSequentially("btech", { delay: 30 });
    const group = dialog.getByRole("group", { name: "Found on the site" });
    await expect(group.getByRole("option").first()).toBeVisible();
    // Typing pauses once: one request, for the whole word.
    expect(asked).toEqual(["btech"]);
    expect(await group.getByRole("option").count()).toBeLessThanOrEqual(5);
    await expect(group.getByRole("option", { name: /B\.\s?Tech/ }).first()).toBeVisible();
    await expect(group.locator("mark").first()).toHaveText(/B\.\s?Tech/);

    // A request still on its way when the next key comes is abandoned.
    await page.route(siteSearch, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => {});
    });
    await box.pressSequentially(" adm");
    await expect.poll(() => asked.at(-1)).toBe("btech adm");
    await box.press("i");
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    await page.unroute(siteSearch);

    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=btech\+admi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “btech admi”");
    await expect(page.locator("main ol > li").first()).toContainText(/B\.\s?Tech/);
  });

  test("arrow keys reach the site's results after the suggestions, and Enter opens the one highlighted", async ({
    page,
  }) => {
    const { box, dialog, highlighted } = await openSearch(page);
    // No page name says "hostel": the site's results are the only options (decision 0126).
    await box.fill("hostel");
    const group = dialog.getByRole("group", { name: "Found on the site" });
    const first = group.getByRole("option").first();
    await expect(first).toContainText("Scholarship");
    await expect(first.locator("mark").first()).toHaveText("Hostel");
    await box.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(highlighted).toHaveCount(1);
    await box.press("Enter");
    // The page's canonical address (decision 0233).
    await expect(page).toHaveURL(/\/amenities\/Scholarship$/);
    await expect(dialog).toBeHidden();
  });

  test("a misspelt query shows the site's spelling, which searches again when chosen (decision 0231)", async ({
    page,
  }) => {
    const { box, dialog } = await openSearch(page);
    await box.fill("admision");
    const suggestion = dialog.getByRole("button", { name: "admission", exact: true });
    await expect(dialog.getByText("Did you mean:")).toBeVisible();
    await suggestion.click();
    await expect(box).toHaveValue("admission");
    await expect(box).toBeFocused();
    const group = dialog.getByRole("group", { name: "Found on the site" });
    await expect(group.getByRole("option").first()).toContainText("Admission");
    await expect(suggestion).toBeHidden();
  });
});
