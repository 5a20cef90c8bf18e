import { parse, type HTMLElement } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import englishNotices from "#app/i18n/messages/en/notices.ts";
import hindiNotices from "#app/i18n/messages/hi/notices.ts";
import { campusFacts } from "#common/campus-facts.ts";
import { jobPortalSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { boards } from "../support/boards.ts";
import { readText as text } from "../support/html.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { seededRecords } from "../support/seeded-records.ts";
import { createStaff, signIn, uploadNotice } from "../support/staff.ts";

const devanagari = /[\u0900-\u097F]/;

/** The board's rows: each notice's title cell and, where the board shows them, its section badge. */
const rows = (document: HTMLElement) =>
  document.querySelectorAll("main tbody tr").map((row) => {
    const title = row.querySelector("th")!;
    return { title, badge: title.querySelector(":scope > span.block") };
  });

/**
 * What a Hindi reader meets where the words come from data: notices' titles, section badges,
 * durations, designations and campus names, in the HTML the server sends.
 */
describe("Hindi titles and labels from data over HTTP", () => {
  let site: TestSite;
  async function open(path: string) {
    const response = await site.app.inject({ url: path });
    expect(response.statusCode, path).toBe(200);
    return parse(response.body);
  }
  const readJson = async (path: string) => (await site.app.inject({ url: path })).json();

  const withHindi = { fileName: "Counselling schedule for admission", title_hi: "प्रवेश के लिए परामर्श की समय-सारणी" };
  const withoutHindi = { fileName: "Scholarship portal opens for applicants" };
  const withMarkup = { fileName: "Notice with markup in its Hindi title", title_hi: "<b>छात्रवृत्ति</b> की सूचना" };

  beforeAll(async () => {
    site = await createTestSite();
    await createStaff(site.services, { email: "admissions@dseu.test", role: "editor", sections: ["admission"] });
    const token = await signIn(site.app, "admissions@dseu.test");
    for (const fields of [withoutHindi, withMarkup, withHindi]) {
      const response = await uploadNotice(site.app, token, {
        section: "admission",
        link: "https://example.org/admission",
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  }, 180_000);
  afterAll(() => site.close());

  it("a notice published with a Hindi title shows it on the Hindi board and home tab; one without, the English title marked English", async () => {
    for (const [path, within] of [
      ["/hi/admission/information-bulletin", "main tbody"],
      ["/hi/", '[data-block="bulletin"]'],
    ] as const) {
      const area = (await open(path)).querySelector(within)!;
      expect(text(area), path).toContain(withHindi.title_hi);
      expect(text(area), path).not.toContain(withHindi.fileName);
      const english = area.querySelectorAll('[lang="en"]').map(text);
      expect(english, path).toContain(withoutHindi.fileName);
      expect(
        english.filter((marked) => devanagari.test(marked)),
        `${path} marks Hindi as English`,
      ).toEqual([]);
      // Markup in a title is text: shown as typed, never an element.
      expect(text(area), path).toContain(withMarkup.title_hi);
      expect(area.querySelector("b"), path).toBeNull();
    }
    for (const [path, within] of [
      ["/admission/information-bulletin", "main tbody"],
      ["/", '[data-block="bulletin"]'],
    ] as const) {
      const area = (await open(path)).querySelector(within)!;
      expect(text(area), path).toContain(withHindi.fileName);
      expect(text(area), path).not.toContain(withHindi.title_hi);
    }
  });

  it("a Hindi board's search finds a notice by a word of its Hindi title", async () => {
    const document = await open(`/hi/admission/information-bulletin?q=${encodeURIComponent("परामर्श")}`);
    expect(rows(document).map(({ title }) => text(title))).toEqual([
      expect.stringContaining(withHindi.title_hi) as unknown as string,
    ]);
  });

  it("every board's section badges are in Hindi on its Hindi page", async () => {
    const englishLabels = new Set<string>(Object.values(englishNotices.sections));
    let badgesSeen = 0;
    for (const board of boards) {
      for (const view of [board.path, board.archived]) {
        const path = `/hi${view}`;
        const badges = rows(await open(path)).flatMap(({ badge }) => (badge ? [text(badge)] : []));
        // The job portal's current page lists every one of its sections.
        const sections = board.path === "/recruitment" ? jobPortalSectionKeys : board.sections;
        const allowed = sections.map((section) => hindiNotices.sections[section as NoticeSectionKey]);
        for (const badge of badges) {
          expect(allowed, `${path}: the badge "${badge}"`).toContain(badge);
          expect(englishLabels.has(badge), path).toBe(false);
        }
        badgesSeen += badges.length;
      }
    }
    // The governance boards and the information bulletin show a badge on every row.
    expect(badgesSeen).toBeGreaterThan(0);
    const bulletin = rows(await open("/hi/admission/information-bulletin"));
    expect(bulletin.every(({ badge }) => badge !== null)).toBe(true);
  });

  it("programme durations are Hindi on the Hindi finder and programme page, English on the English ones", async () => {
    const { publishedProgram } = await seededRecords(readJson);
    const durationLines = (document: HTMLElement, label: string) =>
      document
        .querySelectorAll("main p, main li")
        .map(text)
        .filter((line) => line.startsWith(`${label}:`));
    for (const path of ["/hi/courses", `/hi/programs/${publishedProgram._id}`]) {
      const lines = durationLines(await open(path), "अवधि");
      expect(lines.length, path).toBeGreaterThan(0);
      // A programme a campus reported says its duration is to be published (decision 0186).
      for (const line of lines) expect(line, path).toMatch(/^अवधि: (\d+ वर्ष|शीघ्र प्रकाशित होगा)$/);
    }
    const english = durationLines(await open(`/programs/${publishedProgram._id}`), "Duration");
    expect(english).toEqual([`Duration: ${publishedProgram.duration}`]);
  });

  it("designations are Hindi on the Hindi directory, department and profile pages", async () => {
    const { faculty, departmentWithHead } = await seededRecords(readJson);
    const englishDesignations = new Set(faculty.map((person) => person.designation));
    const person = faculty[0]!;
    for (const path of ["/hi/academics/faculty", `/hi/dept/${departmentWithHead._id}`, `/hi/faculty/${person._id}`]) {
      const main = (await open(path)).querySelector("main")!;
      const designations = path.startsWith("/hi/faculty/")
        ? [text(main.querySelector("h1")!.nextElementSibling)]
        : main.querySelectorAll('a[href^="/hi/faculty/"]').map((link) => text(link.parentNode?.querySelector("p")));
      expect(designations.length, path).toBeGreaterThan(0);
      for (const designation of designations) {
        expect(designation, path).toMatch(devanagari);
        expect(englishDesignations.has(designation), path).toBe(false);
      }
    }
  });

  it("the Hindi grievance form names every campus in Hindi", async () => {
    const options = (await open("/hi/grievance-form"))
      .querySelectorAll('select[name="campus"] option')
      .filter((option) => campusFacts.some((campus) => campus.slug === option.getAttribute("value")));
    expect(options.map(text)).toEqual(campusFacts.map((campus) => campus.nameHi));
    expect(options.filter((option) => option.getAttribute("lang") === "en")).toEqual([]);
  });

  it("a programme's structure and a faculty profile, written in English only, are marked English on Hindi pages", async () => {
    const { publishedProgram, faculty } = await seededRecords(readJson);
    const structure = (await open(`/hi/programs/${publishedProgram._id}`)).querySelectorAll("main tbody tr");
    expect(structure.length).toBeGreaterThan(0);
    for (const row of structure) expect(row.querySelectorAll("td")[1]!.getAttribute("lang")).toBe("en");

    const person = faculty.find((candidate) => candidate.profile)!;
    const profile = (await open(`/hi/faculty/${person._id}`)).querySelectorAll('main [lang="en"]').map(text);
    expect(profile).toContain(person.profile.replace(/\s+/g, " ").trim());
  });
});
