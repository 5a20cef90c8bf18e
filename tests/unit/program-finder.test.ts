import { describe, expect, it } from "vitest";
import type { Program } from "#common/api/academics.ts";
import { findCampus } from "#app/features/campuses/campus-details.ts";
import { initialsOf } from "#app/features/academics/faculty-person.tsx";
import {
  countByLevel,
  filterPrograms,
  parseProgramLevel,
  readProgramFilter,
} from "#app/features/programs/program-filter.ts";
import { drawProgramsByLevel, firstProgramsByLevel } from "#app/features/programs/program-query.ts";
import { toHomeNotice } from "#app/features/home/home-notices.ts";
import { programHeadline } from "#common/programs.ts";
import type { Notice } from "#common/api/notice.ts";

function program(code: string, level: Program["programLevel"], extra: Partial<Program> = {}): Program {
  return {
    _id: code,
    code,
    name: `Programme ${code}`,
    name_hi: null,
    programLevel: level,
    dept_id: { _id: "d1", name: "Department of Computing", name_hi: null },
    duration: "3 years",
    intake: 60,
    eligibility: null,
    eligibility_hi: null,
    campuses: [{ _id: "c1", name: "DSEU Dwarka Campus (HQ)", name_hi: null, slug: "dwarka" }],
    years: null,
    ...extra,
  };
}

const programs = [
  program("DCE", "DIPLOMA"),
  program("BCA", "UG", { dept_id: { _id: "d2", name: "Department of Management", name_hi: null } }),
  program("MCA", "PG", { campuses: [] }),
  ...Array.from({ length: 8 }, (_, index) => program(`D${index}`, "DIPLOMA")),
];

describe("the programme finder", () => {
  it("reads a level in any case and nothing else", () => {
    expect(parseProgramLevel("ug")).toBe("UG");
    expect(parseProgramLevel("Diploma")).toBe("DIPLOMA");
    expect(parseProgramLevel("phd")).toBeUndefined();
    expect(parseProgramLevel("")).toBeUndefined();
  });

  it("trims the query's filters and cuts an oversized text", () => {
    const filter = readProgramFilter(new URLSearchParams({ q: `  ${"x".repeat(500)} `, campus: " dwarka " }));
    expect(filter.q).toHaveLength(100);
    expect(filter.campus).toBe("dwarka");
    expect(filter.department).toBe("");
  });

  it("matches every word against code, name and department, ignoring case", () => {
    const none = { department: "", campus: "" };
    expect(filterPrograms(programs, { ...none, q: "bca" }).map((p) => p.code)).toEqual(["BCA"]);
    expect(filterPrograms(programs, { ...none, q: "MANAGEMENT programme" }).map((p) => p.code)).toEqual(["BCA"]);
    expect(filterPrograms(programs, { ...none, q: "%_.*" })).toEqual([]);
    expect(filterPrograms(programs, { q: "", department: "d2", campus: "" }).map((p) => p.code)).toEqual(["BCA"]);
    expect(filterPrograms(programs, { q: "", department: "", campus: "dwarka" })).toHaveLength(programs.length - 1);
  });

  it("counts each level", () => {
    expect(countByLevel(programs)).toEqual({ DIPLOMA: 9, UG: 1, PG: 1, CERTIFICATE: 0 });
  });
});

describe("the home programme browser", () => {
  it("renders the first six of each level on the server", () => {
    const first = firstProgramsByLevel(programs, (p) => p);
    expect(first.DIPLOMA.map((p) => p.code)).toEqual(["DCE", "D0", "D1", "D2", "D3", "D4"]);
    expect(first.PG).toHaveLength(1);
  });

  it("sends a page only the headline it shows, and the Hindi name only to Hindi pages", () => {
    const published = program("DCS", "DIPLOMA", {
      name_hi: "कंप्यूटर विज्ञान में डिप्लोमा",
      years: { "1": { semesters: [] } },
    });
    expect(programHeadline(published, false)).toEqual({ _id: "DCS", code: "DCS", name: "Programme DCS", years: {} });
    expect(programHeadline(published, true)).toEqual({
      _id: "DCS",
      code: "DCS",
      name: "Programme DCS",
      name_hi: "कंप्यूटर विज्ञान में डिप्लोमा",
      years: {},
    });
    expect(programHeadline(program("DX", "DIPLOMA", { years: "Structure to be published" }), false).years).toBeNull();
    const headlines = firstProgramsByLevel(programs, (p) => programHeadline(p, false));
    expect(headlines.DIPLOMA.map((p) => p.code)).toEqual(["DCE", "D0", "D1", "D2", "D3", "D4"]);
  });

  it("draws six distinct programmes of each level at random", () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const drawn = drawProgramsByLevel(programs, random);
    expect(drawn.DIPLOMA).toHaveLength(6);
    expect(new Set(drawn.DIPLOMA.map((p) => p.code)).size).toBe(6);
    expect(drawn.DIPLOMA.every((p) => p.programLevel === "DIPLOMA")).toBe(true);
    expect(drawn.UG.map((p) => p.code)).toEqual(["BCA"]);
  });
});

describe("small helpers of the data pages", () => {
  it("finds a campus by slug or name in any case", () => {
    const campuses = [{ name: "DSEU Dwarka Campus (HQ)", slug: "dwarka" }];
    expect(findCampus(campuses, "DWARKA")).toBe(campuses[0]);
    expect(findCampus(campuses, "dseu dwarka campus (hq)")).toBe(campuses[0]);
    expect(findCampus(campuses, "dwar")).toBeUndefined();
  });

  it("makes initials from first name and surname", () => {
    expect(initialsOf({ firstname: "aarti", surname: "Reddy" })).toBe("AR");
  });

  it("marks a notice New for 7 days after it is published and links its file, else its link", () => {
    const now = Date.parse("2026-11-23T12:00:00Z");
    const notice = {
      _id: "n",
      title: "t",
      title_hi: "शीर्षक",
      created_at: "2026-11-17T12:00:00Z",
      file: null,
      link: "https://example.org",
    } as unknown as Notice;
    expect(toHomeNotice(notice, now, false)).toMatchObject({ isNew: true, href: "https://example.org" });
    expect(toHomeNotice({ ...notice, created_at: "2026-11-16T11:59:59Z" }, now, false).isNew).toBe(false);
  });

  it("sends a notice's Hindi title to Hindi pages only", () => {
    const notice = { _id: "n", title: "Exam dates", title_hi: "परीक्षा तिथियाँ", created_at: "", file: null, link: null };
    const now = Date.parse("2026-11-23T12:00:00Z");
    expect(toHomeNotice(notice as unknown as Notice, now, true).title_hi).toBe("परीक्षा तिथियाँ");
    expect(toHomeNotice(notice as unknown as Notice, now, false).title_hi).toBeNull();
  });
});
