import { expect, openSignedIn, readAgainOnReconnecting, test } from "./support/staff.ts";

test("a programme's edits stay in the console's form when a read on reconnecting finds another admin's change", async ({
  page,
  staff,
}) => {
  const csrfToken = await openSignedIn(page, staff.admin, "/admin/programmes");
  const listed = (await (await page.request.get("/api/v1/program")).json()) as {
    data: { programs: { _id: string; name: string; eligibility: string | null; years: unknown }[] };
  };
  const program = listed.data.programs.findLast((entry) => typeof entry.years === "object" && entry.years !== null)!;
  await page.getByLabel("Programme", { exact: true }).selectOption(program._id);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save programme" }) });
  const years = form.getByRole("group", { name: /^Year \d+$/ });
  const yearsBefore = await years.count();
  await form.getByRole("button", { name: "Add a year" }).click();
  await expect(years).toHaveCount(yearsBefore + 1);
  const duration = form.getByLabel("Duration");
  await duration.fill("Four years, revised");

  try {
    const other = await page.request.patch(`/api/v1/program/${program._id}`, {
      headers: { "x-csrf-token": csrfToken },
      data: { eligibility: "Changed by another admin meanwhile." },
    });
    expect(other.status()).toBe(200);
    await readAgainOnReconnecting(page, "/program");
    await expect(years).toHaveCount(yearsBefore + 1);
    await expect(duration).toHaveValue("Four years, revised");
    await expect(form.getByLabel("Who may apply (English)")).not.toHaveValue("Changed by another admin meanwhile.");
    // Choosing another programme drops the edits, and coming back shows the programme as it now is.
    const chooser = page.getByLabel("Programme", { exact: true });
    await chooser.selectOption(listed.data.programs.find((entry) => entry._id !== program._id)!._id);
    await chooser.selectOption(program._id);
    await expect(form.getByLabel("Who may apply (English)")).toHaveValue("Changed by another admin meanwhile.");
    await expect(years).toHaveCount(yearsBefore);
  } finally {
    const restored = await page.request.patch(`/api/v1/program/${program._id}`, {
      headers: { "x-csrf-token": csrfToken },
      data: { eligibility: program.eligibility },
    });
    expect(restored.status()).toBe(200);
  }
});

test("a campus's edits stay in the console's form when a read on reconnecting finds another admin's change; saving still works", async ({
  page,
  staff,
}) => {
  const csrfToken = await openSignedIn(page, staff.admin, "/admin/campuses");
  const listed = (await (await page.request.get("/api/v1/campus")).json()) as {
    data: { campuses: { slug: string; name: string; phone: string | null; director: string | null }[] };
  };
  const campus = listed.data.campuses.at(-1)!;
  await page.getByLabel("Campus", { exact: true }).selectOption(campus.slug);
  const form = page.getByRole("form", { name: campus.name });
  const director = form.getByLabel("Director", { exact: true });
  await director.fill("Prof. A. Kumar");

  try {
    const other = await page.request.patch(`/api/v1/campus/${campus.slug}`, {
      headers: { "x-csrf-token": csrfToken },
      data: { phone: "011 2345 6789" },
    });
    expect(other.status()).toBe(200);
    await readAgainOnReconnecting(page, "/campus");
    await expect(director).toHaveValue("Prof. A. Kumar");

    await form.getByRole("button", { name: "Save campus" }).click();
    await expect(page.getByText(`${campus.name} is saved.`)).toBeVisible();
    await expect(director).toHaveValue("Prof. A. Kumar");
  } finally {
    const restored = await page.request.patch(`/api/v1/campus/${campus.slug}`, {
      headers: { "x-csrf-token": csrfToken },
      data: { phone: campus.phone, director: campus.director },
    });
    expect(restored.status()).toBe(200);
  }
});
