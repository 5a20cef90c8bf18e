import type { DepartmentSchool } from "#common/api/academics.ts";

/**
 * Why the department schools could not be had (the specification's error
 * catalogue): the source failed ("Network response was not ok"), or it
 * answered something that is not a list ("Unexpected data format").
 */
export type SchoolsProblem = "notOk" | "format";

export type SchoolsAnswer = { schools: DepartmentSchool[]; problem: null } | { schools: []; problem: SchoolsProblem };

/** The status a page answers with when its department schools could not be had. */
export const schoolsProblemStatus: Record<SchoolsProblem, number> = { notOk: 503, format: 502 };

/**
 * Reads the department schools for a page, never throwing: a failure or an
 * answer that is not a list becomes a problem the page names (the details go
 * to the server log).
 */
export async function readDepartmentSchools(read: () => Promise<unknown>): Promise<SchoolsAnswer> {
  let answer: unknown;
  try {
    answer = await read();
  } catch (error) {
    console.error("department schools could not be read", error);
    return { schools: [], problem: "notOk" };
  }
  if (!Array.isArray(answer)) {
    console.error("department schools answered something that is not a list", typeof answer);
    return { schools: [], problem: "format" };
  }
  return { schools: answer as DepartmentSchool[], problem: null };
}
