import type { Page } from "@playwright/test";
import { site } from "#common/site.ts";
import { expect, test } from "./support/fixtures.ts";
import { gotoHydrated } from "./support/hydration.ts";

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

/** Every link's href on the page, the menus' hidden dropdown links included. */
async function hrefs(page: Page): Promise<string[]> {
  return page.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
}

for (const path of ["/hi/", "/hi/UGC-Guidelines", "/hi/screen-reader-access", "/hi/no/such/page"]) {
  test(`every internal link on ${path} stays in Hindi`, async ({ page }) => {
    await gotoHydrated(page, path);
    const links = await hrefs(page);
    expect(links.length).toBeGreaterThan(40);
    const leaving = links.filter((href) => {
      if (/^(https?:|mailto:)/.test(href) || href.startsWith("#")) return false;
      // Notices' files (/api/v1/files/…) are documents, the same in both languages.
      if (href.startsWith("/api/")) return false;
      return !/^\/hi(\/|$|\?)/.test(href);
    });
    // The one way out is the switch to the same page in English.
    expect(leaving).toEqual([path.replace(/^\/hi/, "") || "/"]);
    await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute(
      "href",
      path.replace(/^\/hi/, "") || "/",
    );
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
});

test("English pages download no Devanagari font; Hindi pages do", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font" || /\.woff2?$/.test(request.url())) fonts.push(request.url());
  });
  for (const path of ["/", "/UGC-Guidelines", "/screen-reader-access", "/no/such/page"]) {
    await page.goto(path, { waitUntil: "networkidle" });
  }
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((url) => /devanagari/i.test(url))).toEqual([]);

  await page.goto("/hi/", { waitUntil: "networkidle" });
  expect(fonts.filter((url) => /devanagari/i.test(url)).length).toBeGreaterThan(0);
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
