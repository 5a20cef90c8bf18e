import { seededRecords } from "./support/records.ts";
import { expect, test } from "./support/fixtures.ts";

test("a campus page by slug or by name in any case: address, map in a new tab, programmes, drawing", async ({
  page,
  request,
}) => {
  const { campuses } = await seededRecords(request);
  const campus = campuses.find((candidate) => candidate.slug === "dwarka")!;
  for (const path of ["/campus/dwarka", "/campus/DWARKA", `/campus/${encodeURIComponent(campus.name.toUpperCase())}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(campus.name);
  }
  if (campus.address) await expect(page.getByRole("main").getByText(campus.address, { exact: true })).toBeVisible();
  if (campus.maps_url) {
    const map = page.getByRole("link", { name: /Open in a map/ });
    await expect(map).toHaveAttribute("href", campus.maps_url);
    await expect(map).toHaveAttribute("target", "_blank");
  }
  await expect(page.locator("main svg[aria-hidden=true]").first()).toBeVisible();
  // The programmes a campus itself reports, not a list derived from the catalogue (decision 0130).
  const reporting = campuses.find((candidate) => candidate.listed_programmes.length > 0)!;
  await page.goto(`/campus/${reporting.slug}`);
  await expect(page.locator("#campus-listed-programmes li")).toHaveText(reporting.listed_programmes);

  await page.goto("/hi/campus/dwarka");
  await expect(page.getByRole("heading", { name: "उपलब्ध कार्यक्रम" })).toBeVisible();
});

test("a zone lists its campuses; unknown zones and campuses answer 404", async ({ page, request }) => {
  const { campuses } = await seededRecords(request);
  const north = campuses.filter((campus) => campus.zone === "north");
  await page.goto("/campus/zone/north");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("North zone campuses");
  await expect(page.getByTestId("zone-count")).toHaveText(`${north.length} campuses`);
  for (const campus of north) {
    await expect(page.getByRole("link", { name: campus.name, exact: true })).toHaveAttribute(
      "href",
      `/campus/${campus.slug}`,
    );
  }
  await page.goto("/hi/campus/zone/north");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("उत्तर क्षेत्र के परिसर");

  for (const path of ["/campus/zone/middle", "/campus/atlantis", "/campus/%3Cscript%3E"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Sorry, data not found.")).toBeVisible();
  }
});

const officers = [
  ["/chancellor", "Chancellor", "कुलाधिपति"],
  ["/administration/chancellor", "Chancellor", "कुलाधिपति"],
  ["/vice-chancellor", "Vice-Chancellor", "कुलपति"],
  ["/administration/vice-chancellor", "Vice-Chancellor", "कुलपति"],
  ["/registrar", "Registrar", "कुलसचिव"],
  ["/administration/coe", "Controller of Examinations", "परीक्षा नियंत्रक"],
  ["/administration/cof", "Controller of Finance", "वित्त नियंत्रक"],
] as const;

for (const [path, title, hindiTitle] of officers) {
  test(`${path} shows the officer's page in both languages`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("img", { name: `Portrait placeholder for the ${title}` })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^(Message|Responsibilities)$/ })).toBeVisible();
    await page.goto(`/hi${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiTitle);
  });
}

test("the Chancellor's page names the office holder as the Lieutenant Governor of Delhi", async ({ page }) => {
  await page.goto("/chancellor");
  await expect(page.getByText("The Lieutenant Governor of Delhi", { exact: true })).toBeVisible();
});
