import type { Page } from "@playwright/test";
import { site } from "#common/site.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated, waitForHydration } from "./support/hydration.ts";
import { recordPaths, seededRecords } from "./support/records.ts";

/** A page in both languages: its English path and the heading each language shows. */
const pairs = [
  { english: "/", status: 200, heading: { en: site.name, hi: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय" } },
  { english: "/UGC-Guidelines", status: 200, heading: { en: "Under Construction", hi: "निर्माणाधीन" } },
  {
    english: "/no/such/page",
    status: 404,
    heading: { en: "Oops! Page not found", hi: "क्षमा करें! पृष्ठ नहीं मिला" },
  },
] as const;

const hindiPath = (english: string) => (english === "/" ? "/hi/" : `/hi${english}`);

for (const { english, status, heading } of pairs) {
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

  test(`${hindiPath(english)} arrives in Hindi in the server's HTML`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(hindiPath(english));
    expect(response?.status()).toBe(status);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading.hi);
    await expect(page.getByRole("link", { name: "निविदाएँ" })).toHaveAttribute("href", "/hi/tenders");
    await context.close();
  });
}

/** Every link's href on the page (or inside `scope`), the menus' hidden dropdown links included. */
async function hrefs(page: Page, scope = "body"): Promise<string[]> {
  return page
    .locator(scope)
    .locator("a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
}

/** Links that leave the Hindi pages: not to another site, a mail or phone link, a file or a place on the page. */
function leavingHindi(links: readonly string[]): string[] {
  return links.filter((href) => {
    if (/^(https?:|mailto:|tel:)/.test(href) || href.startsWith("#")) return false;
    // Notices' files (/api/v1/files/…) are documents, the same in both languages.
    if (href.startsWith("/api/")) return false;
    return !/^\/hi(\/|$|\?)/.test(href);
  });
}

/** Hindi pages of every kind: the shell's, information pages, data pages with their records, boards and forms. */
const hindiPages = [
  "/hi/",
  "/hi/UGC-Guidelines",
  "/hi/screen-reader-access",
  "/hi/no/such/page",
  "/hi/about-us/About-the-University",
  "/hi/contact-us",
  "/hi/courses",
  "/hi/courses/ug",
  "/hi/programs/:id",
  "/hi/academics/faculty",
  "/hi/faculty/:id",
  "/hi/dept/:id",
  "/hi/campus/ambedkar",
  "/hi/campus/zone/north",
  "/hi/tenders",
  "/hi/tenders?archive=1",
  "/hi/recruitment",
  "/hi/recruitment/archive/results",
  "/hi/admission/information-bulletin",
  "/hi/administration/governance/board-of-management",
  "/hi/grievance-form",
  "/hi/grievance-status",
  "/hi/alumni",
];

/** Information pages whose Markdown links to other pages of the site. */
const withLinksInTheirText = new Set(["/hi/about-us/About-the-University", "/hi/contact-us"]);

for (const template of hindiPages) {
  test(`every internal link on ${template} stays in Hindi`, async ({ page, request }) => {
    const records = await recordPaths(request);
    const englishTemplate = template.replace(/^\/hi/, "");
    const path = englishTemplate in records ? `/hi${records[englishTemplate]}` : template;
    const english = path.replace(/^\/hi/, "") || "/";
    await gotoHydrated(page, path);
    const links = await hrefs(page);
    expect(links.length).toBeGreaterThan(40);
    // The one way out is the switch to the same page in English.
    expect(leavingHindi(links)).toEqual([english]);
    await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", english);
    if (withLinksInTheirText.has(template)) {
      const inText = (await hrefs(page, "main")).filter((href) => href.startsWith("/"));
      expect(inText.length).toBeGreaterThan(0);
      expect(leavingHindi(inText)).toEqual([]);
    }
  });
}

test("records show their Hindi names on their Hindi pages, never the English one marked as English", async ({
  page,
  request,
}) => {
  const { programs, departments, campuses, faculty, publishedProgram, departmentWithHead } =
    await seededRecords(request);
  const schools = (
    (await (await request.get("/api/v1/departmentSchools")).json()) as {
      data: { departmentSchools: Array<{ name: string; name_hi: string | null }> };
    }
  ).data.departmentSchools;
  const englishNames = new Set([...programs, ...departments, ...campuses, ...schools].map((record) => record.name));
  const person = faculty.find((candidate) => candidate.dept_id._id === departmentWithHead._id)!;
  const campus = campuses.find((candidate) => candidate.slug === "ambedkar")!;
  const withoutAddress = campuses.find((candidate) => candidate.address === null)!;

  /** Each page: its heading, and names of other records it must show in Hindi. */
  const pages = [
    {
      path: `/hi/programs/${publishedProgram._id}`,
      heading: publishedProgram.name_hi,
      names: [publishedProgram.dept_id.name_hi, ...publishedProgram.campuses.map((offered) => offered.name_hi)],
    },
    {
      path: `/hi/dept/${departmentWithHead._id}`,
      heading: departmentWithHead.name_hi,
      names: [departmentWithHead.school.name_hi],
    },
    { path: `/hi/faculty/${person._id}`, heading: null, names: [person.dept_id.name_hi] },
    { path: `/hi/campus/${campus.slug}`, heading: campus.name_hi, names: [] },
    // The page's own "address to be published" is Hindi text, not the campus's English address.
    {
      path: `/hi/campus/${withoutAddress.slug}`,
      heading: withoutAddress.name_hi,
      names: ["पता शीघ्र प्रकाशित किया जाएगा।"],
    },
    { path: "/hi/courses", heading: null, names: [publishedProgram.name_hi, publishedProgram.dept_id.name_hi] },
    { path: "/hi/academics/faculty", heading: null, names: [departmentWithHead.name_hi] },
  ];
  for (const { path, heading, names } of pages) {
    await page.goto(path);
    if (heading) await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    for (const name of names) {
      expect(name, `${path}: a Hindi name`).toMatch(/[\u0900-\u097F]/);
      await expect(page.locator("main")).toContainText(name!);
    }
    const markedEnglish = (await page.locator('main [lang="en"]').allInnerTexts()).map((text) => text.trim());
    expect(
      markedEnglish.filter((text) => englishNames.has(text)),
      `${path} shows records by their English names`,
    ).toEqual([]);
    expect(
      markedEnglish.filter((text) => /[\u0900-\u097F]/.test(text)),
      `${path} marks Hindi text as English`,
    ).toEqual([]);
  }
});

test("a record without a Hindi name shows its English name on a Hindi page, marked lang=en", async ({
  page,
  request,
}) => {
  const { programs } = await seededRecords(request);
  const [withoutHindi, withHindi] = programs.filter((program) => program.programLevel === "DIPLOMA");
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

  const english = cards.filter({ hasText: withoutHindi!.code });
  await expect(english.locator('[lang="en"]')).toHaveText(withoutHindi!.name);
  const hindi = cards.filter({ hasText: withHindi!.code });
  await expect(hindi).toContainText(withHindi!.name_hi!);
  await expect(hindi.locator('[lang="en"]')).toHaveCount(0);
});

for (const path of ["/screen-reader-access", "/hi/screen-reader-access"]) {
  test(`${path} lists screen readers, each with a link to get or learn it`, async ({ page }) => {
    await page.goto(path);
    const rows = page.locator("main table tbody tr");
    const readers = ["NVDA", "Narrator", "VoiceOver", "TalkBack", "Orca", "ChromeVox"];
    await expect(rows).toHaveCount(readers.length);
    for (const [index, name] of readers.entries()) {
      const link = rows.nth(index).getByRole("rowheader").getByRole("link");
      await expect(link).toContainText(name);
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  });
}

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

test("English pages download no Devanagari font; Hindi pages download only its cut for Hindi text", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || /\.woff2?$/.test(request.url())) fonts.push(request.url());
  });
  for (const path of ["/", "/UGC-Guidelines", "/screen-reader-access", "/no/such/page"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => /devanagari/i.test(url))).toEqual([]);

  for (const path of ["/hi/", "/hi/academics/faculty", "/hi/tenders"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  const devanagari = fonts.filter((url) => /devanagari/i.test(url));
  expect(devanagari.length).toBeGreaterThan(0);
  // The package's whole file (121 kB) only for a character outside the cut (app/app.css).
  expect(devanagari.filter((url) => !/noto-sans-devanagari-core-wght-normal/.test(url))).toEqual([]);
});

test("the search overlay of a Hindi page finds Hindi page names and opens them in Hindi", async ({ page }) => {
  await gotoHydrated(page, "/hi/");
  await page.getByRole("button", { name: "खोजें" }).click();
  const box = page.getByRole("combobox", { name: "पृष्ठ और संकाय सदस्य खोजें" });
  await box.fill("पुस्तकालय");
  await expect(page.getByRole("option").first()).toContainText("पुस्तकालय");
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/hi\/amenities\/Library$/);
});
