import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordPaths, seededRecords } from "../support/seeded-records.ts";
import { readText as text } from "../support/html.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

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
  "/hi/notices/:id",
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

/**
 * The Hindi pages as the server sends them. React hydrates this HTML without changing its links
 * or text, so what is checked here is what a reader sees with or without JavaScript; switching
 * languages in the browser is tested in tests/e2e/languages.spec.ts.
 */
describe("Hindi pages over HTTP", () => {
  let site: TestSite;
  const readJson = async (path: string) => (await site.app.inject({ url: path })).json();
  async function open(path: string, status = 200) {
    const response = await site.app.inject({ url: path });
    expect(response.statusCode, path).toBe(status);
    return parse(response.body);
  }

  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  it.each([
    { path: "/hi/", status: 200, heading: "दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय" },
    { path: "/hi/UGC-Guidelines", status: 200, heading: "निर्माणाधीन" },
    { path: "/hi/no/such/page", status: 404, heading: "क्षमा करें! पृष्ठ नहीं मिला" },
  ])("$path arrives in Hindi in the server's HTML", async ({ path, status, heading }) => {
    const document = await open(path, status);
    expect(document.querySelector("html")?.getAttribute("lang")).toBe("hi");
    expect(document.querySelectorAll("h1").map(text)).toEqual([heading]);
    const tenders = document.querySelectorAll("a").find((link) => text(link) === "निविदाएँ");
    expect(tenders?.getAttribute("href")).toBe("/hi/tenders");
  });

  it("every internal link on a Hindi page of every kind stays in Hindi, but the switch to English", async () => {
    const records = await recordPaths(readJson);
    for (const template of hindiPages) {
      const englishTemplate = template.replace(/^\/hi/, "");
      const path = englishTemplate in records ? `/hi${records[englishTemplate]}` : template;
      const english = path.replace(/^\/hi/, "") || "/";
      const document = await open(path, template === "/hi/no/such/page" ? 404 : 200);
      // Every link, the menus' hidden dropdown links included.
      const links = document.querySelectorAll("body a[href]").map((link) => link.getAttribute("href")!);
      expect(links.length, path).toBeGreaterThan(40);
      // The one way out is the switch to the same page in English.
      expect(leavingHindi(links), path).toEqual([english]);
      const switchToEnglish = document.querySelectorAll("a").filter((link) => text(link) === "English");
      expect(
        switchToEnglish.map((link) => link.getAttribute("href")),
        path,
      ).toEqual([english]);
      if (withLinksInTheirText.has(template)) {
        const inText = document
          .querySelectorAll("main a[href]")
          .map((link) => link.getAttribute("href")!)
          .filter((href) => href.startsWith("/"));
        expect(inText.length, path).toBeGreaterThan(0);
        expect(leavingHindi(inText), path).toEqual([]);
      }
    }
  });

  it.each(["/screen-reader-access", "/hi/screen-reader-access"])(
    "%s lists screen readers, each with a link to get or learn it",
    async (path) => {
      const rows = (await open(path)).querySelectorAll("main table tbody tr");
      const readers = ["NVDA", "Narrator", "VoiceOver", "TalkBack", "Orca", "ChromeVox"];
      expect(rows).toHaveLength(readers.length);
      for (const [index, name] of readers.entries()) {
        const link = rows[index]!.querySelector("th[scope=row] a");
        expect(text(link)).toContain(name);
        expect(link?.getAttribute("href")).toMatch(/^https:\/\//);
        expect(link?.getAttribute("target")).toBe("_blank");
      }
    },
  );

  it("records show their Hindi names on their Hindi pages, never the English one marked as English", async () => {
    const { programs, departments, campuses, faculty, publishedProgram, departmentWithHead } =
      await seededRecords(readJson);
    const schools = (
      (await readJson("/api/v1/departmentSchools")) as {
        data: { departmentSchools: Array<{ name: string; name_hi: string | null }> };
      }
    ).data.departmentSchools;
    // The records that have a Hindi name (the programmes the campuses reported have none until staff write it).
    const englishNames = new Set(
      [...programs, ...departments, ...campuses, ...schools]
        .filter((record) => record.name_hi)
        .map((record) => record.name),
    );
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
        names: ["परिसर का पता अभी प्रकाशित नहीं हुआ है।"],
      },
      { path: "/hi/courses", heading: null, names: [publishedProgram.name_hi, publishedProgram.dept_id.name_hi] },
      // The directory shows 48 people a page (decision 0143): the department is found by its Hindi name.
      { path: "/hi/academics/faculty", heading: null, names: [] },
      {
        path: `/hi/academics/faculty?q=${encodeURIComponent(departmentWithHead.name_hi!)}`,
        heading: null,
        names: [departmentWithHead.name_hi],
      },
    ];
    for (const { path, heading, names } of pages) {
      const main = (await open(path)).querySelector("main");
      if (heading) expect(text(main?.querySelector("h1")), path).toBe(heading);
      for (const name of names) {
        expect(name, `${path}: a Hindi name`).toMatch(/[\u0900-\u097F]/);
        expect(text(main), path).toContain(name);
      }
      const markedEnglish = main!.querySelectorAll('[lang="en"]').map(text);
      expect(
        markedEnglish.filter((marked) => englishNames.has(marked)),
        `${path} shows records by their English names`,
      ).toEqual([]);
      expect(
        markedEnglish.filter((marked) => /[\u0900-\u097F]/.test(marked)),
        `${path} marks Hindi text as English`,
      ).toEqual([]);
    }
  });
});
