import type { APIRequestContext } from "@playwright/test";
import type { Department, Faculty, Program } from "#common/api/academics.ts";
import { hasPublishedYears } from "#common/programs.ts";
import type { Campus } from "#common/api/campus.ts";

async function get<T>(request: APIRequestContext, path: string, key: string): Promise<T> {
  const response = await request.get(`/api/v1${path}`);
  if (!response.ok()) throw new Error(`GET ${path} answered ${response.status()}`);
  return ((await response.json()) as { data: Record<string, T> }).data[key] as T;
}

/** The seeded records the page tests open, read through the API so a reseed cannot break the tests' ids. */
export async function seededRecords(request: APIRequestContext) {
  const [programs, faculty, departments, campuses] = await Promise.all([
    get<Program[]>(request, "/program", "programs"),
    get<Faculty[]>(request, "/faculty?limit=1000", "faculty"),
    get<Department[]>(request, "/departments", "departments"),
    get<Campus[]>(request, "/campus", "campuses"),
  ]);
  const publishedProgram = programs.find(hasPublishedYears);
  const departmentWithHead = departments.find((department) =>
    faculty.some((person) => person.email === department.hod && person.dept_id._id === department._id),
  );
  if (!publishedProgram || !departmentWithHead) throw new Error("the seed lacks a published programme or a head");
  return { programs, faculty, departments, campuses, publishedProgram, departmentWithHead };
}

/** The record pages with ids filled in from the seed: `/programs/:id` → `/programs/3f…`. */
export async function recordPaths(request: APIRequestContext): Promise<Record<string, string>> {
  const { publishedProgram, faculty, departmentWithHead } = await seededRecords(request);
  return {
    "/programs/:id": `/programs/${publishedProgram._id}`,
    "/faculty/:id": `/faculty/${faculty[0]?._id ?? ""}`,
    "/dept/:id": `/dept/${departmentWithHead._id}`,
  };
}
