import type { Department, Faculty, NamedReference, Program, ProgramYears } from "#common/api/academics.ts";
import { hasPublishedYears } from "#common/programs.ts";
import type { Campus } from "#common/api/campus.ts";
import type { Notice } from "#common/api/notice.ts";
import { readableAsText } from "#common/notice-text.ts";

/** Reads an API path (`/api/v1/…`) and answers its JSON body, however the test reaches the server. */
export type ReadJson = (path: string) => Promise<unknown>;

async function get<T>(readJson: ReadJson, path: string, key: string): Promise<T> {
  return ((await readJson(`/api/v1${path}`)) as { data: Record<string, T> }).data[key] as T;
}

/** The seeded records the page tests open, read through the API so a reseed cannot break the tests' ids. */
export async function seededRecords(readJson: ReadJson) {
  const [programs, faculty, departments, campuses] = await Promise.all([
    get<Program[]>(readJson, "/program", "programs"),
    get<Faculty[]>(readJson, "/faculty?limit=1000", "faculty"),
    get<Department[]>(readJson, "/departments", "departments"),
    get<Campus[]>(readJson, "/campus", "campuses"),
  ]);
  // An invented programme: published, with its code and department (the reported ones have neither).
  const publishedProgram = programs.find(
    (program): program is Program & { years: ProgramYears; code: string; dept_id: NamedReference } =>
      hasPublishedYears(program) && program.code !== null && program.dept_id !== null,
  );
  const departmentWithHead = departments.find((department) =>
    faculty.some((person) => person.email === department.hod && person.dept_id._id === department._id),
  );
  if (!publishedProgram || !departmentWithHead) throw new Error("the seed lacks a published programme or a head");
  return { programs, faculty, departments, campuses, publishedProgram, departmentWithHead };
}

/**
 * A seeded notice with its PDF, whose reading view shows the PDF's text (the seed reads it); not
 * one a test running alongside uploaded (those have an author).
 */
export function seededReadableTender(notices: readonly Notice[]): Notice | undefined {
  return notices.find((notice) => notice.created_by === null && readableAsText(notice.file));
}

/** The record pages with ids filled in from the seed: `/programs/:id` → `/programs/3f…`. */
export async function recordPaths(readJson: ReadJson): Promise<Record<string, string>> {
  const [{ publishedProgram, faculty, departmentWithHead }, tenders] = await Promise.all([
    seededRecords(readJson),
    get<Notice[]>(readJson, "/notice?section=tenders&limit=20", "notices"),
  ]);
  const tender = seededReadableTender(tenders);
  return {
    "/programs/:id": `/programs/${publishedProgram._id}`,
    "/faculty/:id": `/faculty/${faculty[0]?._id ?? ""}`,
    "/dept/:id": `/dept/${departmentWithHead._id}`,
    "/notices/:id": `/notices/${tender?._id ?? ""}`,
  };
}
