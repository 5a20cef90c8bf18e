import { site } from "#common/site.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";
import { seededRecords } from "./support/records.ts";

/**
 * A page in both languages: its English path and the heading each language shows. The pages as
 * the server sends them, links and names, are tested in tests/api/languages-over-http.test.ts.
 */
const pairs = [
  { english: "/", heading: { en: site.name, hi: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय" } },
  { english: "/UGC-Guidelines", heading: { en: "Under Construction", hi: "निर्माणाधीन" } },
  {
    english: "/no/such/page",
    heading: { en: "Oops! Page not found", hi: "क्षमा करें! पृष्ठ नहीं मिला" },
  },
] as const;

const hindiPath = (english: string) => (english === "/" ? "/hi/" : `/hi${english}`);

for (const { english, heading } of pairs) {
  test(`the language switch keeps ${english} and changes its language, both ways`, async ({ page }) => {
    await gotoHydrated(page, `${english}?from=test`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.en);

    await page.getByRole("link", { name: "हिन्दी", exact: true }).click();
    await expect(page).toHaveURL(`${hindiPath(english)}?from=test`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.hi);

    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(`${english}?from=test`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.en);
  });
}

test("a record without a Hindi name shows its English name on a Hindi page, marked lang=en", async ({
  page,
  request,
}) => {
  const { programs } = await seededRecords(request);
  const [withoutHindi, withHindi] = programs.filter(
    (program) => program.programLevel === "DIPLOMA" && program.code !== null,
  );
  await page.route("**/api/v1/program", (route) =>
    route.fulfill({
      json: { status: "success", data: { programs: [{ ...withoutHindi!, name_hi: null }, withHindi!] } },
    }),
  );
  await gotoHydrated(page, "/hi/");
  const listed = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/v1/program");
  await page.getByTestId("program-cards").scrollIntoViewIfNeeded();
  await listed;
  const cards = page.getByTestId("program-cards").getByRole("listitem");
  await expect(cards).toHaveCount(2);

  const english = cards.filter({ hasText: withoutHindi!.code! });
  await expect(english.locator('[lang="en"]', { hasText: withoutHindi!.name })).toHaveText(withoutHindi!.name);
  const hindi = cards.filter({ hasText: withHindi!.code! });
  await expect(hindi).toContainText(withHindi!.name_hi!);
  await expect(hindi.locator('[lang="en"]', { hasText: withHindi!.name })).toHaveCount(0);
});

test("canonical and hreflang links point at each other in both languages", async ({ page }) => {
  const english = `${site.website}/UGC-Guidelines`;
  const hindi = `${site.website}/hi/UGC-Guidelines`;
  const head = async (path: string) => {
    await page.goto(path);
    return {
      canonical: await page.locator('link[rel="canonical"]').getAttribute("href"),
      en: await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href"),
      hi: await page.locator('link[rel="alternate"][hreflang="hi"]').getAttribute("href"),
      default: await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href"),
    };
  };
  // Any case and a trailing slash reach the page; the canonical URL is the specification's spelling.
  expect(await head("/ugc-guidelines/")).toEqual({ canonical: english, en: english, hi: hindi, default: english });
  expect(await head("/hi/UGC-Guidelines")).toEqual({ canonical: hindi, en: english, hi: hindi, default: english });
  expect(await head("/hi/")).toEqual({
    canonical: `${site.website}/hi/`,
    en: `${site.website}/`,
    hi: `${site.website}/hi/`,
    default: `${site.website}/`,
  });
  // A page reached in the browser, without the server, names itself too.
  await waitForHydration(page);
  await page.locator('a[href="/hi/screen-reader-access"]').first().click();
  await expect(page).toHaveURL(/\/hi\/screen-reader-access$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${site.website}/hi/screen-reader-access`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    "href",
    `${site.website}/screen-reader-access`,
  );
});

test("English pages download only the language switch's letters in Devanagari; Hindi pages only its cut for Hindi text", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || /\.woff2?$/.test(request.url())) fonts.push(request.url());
  });
  for (const path of ["/", "/UGC-Guidelines", "/screen-reader-access", "/no/such/page"]) {
    await page.goto(path, { waitUntil: "networkidle" });
    // "हिन्दी" is drawn from the site's own letters, not from whatever Devanagari font the system has (decision 0144).
    const switchFace = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.family.replaceAll('"', "") === "Noto Sans Devanagari Switch")
        .map((face) => face.status);
    });
    expect(switchFace, path).toEqual(["loaded"]);
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(
    fonts.filter((url) => /devanagari/i.test(url) && !/noto-sans-devanagari-switch-wght-normal/.test(url)),
  ).toEqual([]);

  const fromEnglishPages = fonts.length;
  for (const path of ["/hi/", "/hi/academics/faculty", "/hi/tenders"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  // Chromium asks its memory cache again for a face the same stylesheet loaded on an earlier
  // page of the tab, so the switch's letters show up here too: unused, and from that cache.
  const devanagari = fonts
    .slice(fromEnglishPages)
    .filter((url) => /devanagari/i.test(url) && !/noto-sans-devanagari-switch-wght-normal/.test(url));
  expect(devanagari.length).toBeGreaterThan(0);
  // The package's whole file (121 kB) only for a character outside the cut (app/app.css).
  expect(devanagari.filter((url) => !/noto-sans-devanagari-core-wght-normal/.test(url))).toEqual([]);
});

test("the search overlay of a Hindi page finds Hindi page names and opens them in Hindi", async ({ page }) => {
  await gotoHydrated(page, "/hi/");
  await page.getByRole("button", { name: "खोजें" }).click();
  const box = page.getByRole("combobox", { name: "पृष्ठ, सूचनाएँ, कार्यक्रम और लोग खोजें" });
  await box.fill("पुस्तकालय");
  await expect(page.getByRole("option").first()).toContainText("पुस्तकालय");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/hi\/amenities\/Library$/);
});
