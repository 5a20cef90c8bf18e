import { seededRecords } from "./support/records.ts";
import { expect, test } from "./support/fixtures.ts";

test("the faculty directory lists schools by name, then departments and people, 48 to a page", async ({
  page,
  request,
}) => {
  const { faculty } = await seededRecords(request);
  await page.goto("/academics/faculty");
  await expect(page.getByTestId("faculty-count")).toHaveText(`${faculty.length} people`);
  const main = page.getByRole("main");
  const schools = await main.getByRole("heading", { level: 2 }).allTextContents();
  expect(schools).toEqual(schools.toSorted((a, b) => a.localeCompare(b, "en")));
  const firstCard = main.getByRole("listitem").first().getByRole("link");
  const firstName = await firstCard.textContent();
  const person = faculty.find(
    (candidate) => `${candidate.salutation} ${candidate.firstname} ${candidate.surname}` === firstName,
  );
  expect(person).toBeDefined();
  await expect(firstCard).toHaveAttribute("href", `/faculty/${person!._id}`);
  // The next page, through the hydrated page's own navigation (decision 0143).
  await main.getByRole("navigation", { name: "Pages of the directory" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL("/academics/faculty?page=2");
  await expect(page.getByTestId("faculty-range")).toHaveText("Showing 49 to 96");
  await expect(main.getByRole("link", { name: firstName!, exact: true })).toHaveCount(0);
});

test(
  "the directory lays out far departments only when the visitor comes near them",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/academics/faculty");
    const lastSchool = page.locator("main section:has(> h2)").last();
    const farCard = lastSchool.getByRole("listitem").last();
    // Skipped by the browser's rendering, yet in the page for search, find-in-page and assistive technology.
    const rendered = () => farCard.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered()).toBe(false);
    await expect(farCard.getByRole("link")).toHaveAttribute("href", /^\/faculty\//);
    await farCard.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(farCard).toBeInViewport();
  },
);

test("the directory's search is in the URL and survives a reload", async ({ page, request }) => {
  const { faculty } = await seededRecords(request);
  const person = faculty[0]!;
  await page.goto("/academics/faculty");
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: "Search by name, department or expertise" }).fill(person.surname);
  await main.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(`/academics/faculty?q=${encodeURIComponent(person.surname)}`);
  const matching = faculty.filter((other) =>
    [
      other.salutation,
      other.firstname,
      other.surname,
      other.designation,
      other.dept_id.name,
      ...other.areas_of_expertise,
    ]
      .join(" ")
      .toLowerCase()
      .includes(person.surname.toLowerCase()),
  );
  await expect(page.getByTestId("faculty-count")).toHaveText(
    matching.length === 1 ? "1 person" : `${matching.length} people`,
  );
  await page.reload();
  await expect(main.getByRole("searchbox")).toHaveValue(person.surname);
  await expect(page.getByTestId("faculty-count")).toHaveText(
    matching.length === 1 ? "1 person" : `${matching.length} people`,
  );

  await page.goto("/academics/faculty?q=nobody-has-this-name");
  await expect(page.getByText("Nobody matches this search.")).toBeVisible();
});

test("a profile shows the person, with initials when there is no photograph", async ({ page, request }) => {
  const { faculty } = await seededRecords(request);
  const person = faculty.find((candidate) => candidate.photo === null) ?? faculty[0]!;
  const name = `${person.salutation} ${person.firstname} ${person.surname}`;
  await page.goto(`/faculty/${person._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("link", { name: person.email })).toHaveAttribute("href", `mailto:${person.email}`);
  if (person.photo === null) {
    await expect(page.getByRole("img", { name: `Initials of ${name}` })).toHaveText(
      `${person.firstname[0]}${person.surname[0]}`.toUpperCase(),
    );
  }
  await page.goto(`/hi/faculty/${person._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("main").getByText("विभाग", { exact: true })).toBeVisible();
});

test("a department: no overview until staff write one, head from its hod email, faculty and programmes by level", async ({
  page,
  request,
}) => {
  const { departmentWithHead: department, faculty, programs } = await seededRecords(request);
  const head = faculty.find((person) => person.email === department.hod)!;
  await page.goto(`/dept/${department._id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(department.name);
  // The seed writes no overview (decision 0130): the page shows none rather than a template.
  await expect(page.getByRole("heading", { name: "Overview" })).toHaveCount(0);
  await expect(page.getByTestId("head-of-department")).toContainText(`${head.firstname} ${head.surname}`);
  const own = programs.filter((program) => program.dept_id?._id === department._id);
  for (const program of own) await expect(page.getByText(program.code!, { exact: true })).toBeVisible();
  await page.goto(`/hi/dept/${department._id}`);
  await expect(page.getByRole("heading", { name: "विभागाध्यक्ष" })).toBeVisible();
});

test("unknown people and departments answer 404 'data not found'", async ({ page }) => {
  for (const path of ["/faculty/000000000000000000000000", "/dept/000000000000000000000000", "/dept/%27%20OR%201=1"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Sorry, data not found.")).toBeVisible();
  }
});
