import { z } from "#common/zod.ts";
import { programSchema } from "./academics.ts";
import { successSchema } from "./envelope.ts";

/** The page group whose editors may change programmes too (docs/decisions/0166). */
export const programmePageGroup = "academics";

/** Whether an account may change programmes: admins, and editors given the academic pages. */
export function mayEditProgrammes(user: { role: string; page_groups: readonly string[] }): boolean {
  return user.role === "admin" || (user.role === "editor" && user.page_groups.includes(programmePageGroup));
}

/**
 * What the console changes of a programme (docs/decisions/0166). The limits leave room for
 * the longest real structure (a five-year integrated programme of ten semesters) and stop a
 * body from describing more than a page could ever show.
 */
export const programEditLimits = {
  name: 200,
  code: 20,
  duration: 50,
  intake: 10_000,
  eligibility: 2_000,
  years: 6,
  semestersPerYear: 3,
  coursesPerSemester: 30,
  courseCode: 20,
  courseTitle: 200,
  credits: 40,
} as const;

const devanagari = /\p{Script=Devanagari}/u;

const course = z.object({
  code: z.string().trim().min(1, "A course has no code").max(programEditLimits.courseCode),
  title: z.string().trim().min(1, "A course has no title").max(programEditLimits.courseTitle),
  credits: z
    .number()
    .min(0)
    .max(programEditLimits.credits, `A course has at most ${programEditLimits.credits} credits`),
});

const semester = z.object({
  semester: z
    .number()
    .int()
    .min(1)
    .max(programEditLimits.years * programEditLimits.semestersPerYear),
  courses: z.array(course).max(programEditLimits.coursesPerSemester, {
    error: `A semester has at most ${programEditLimits.coursesPerSemester} courses`,
  }),
});

/** The structure by year, "1" to "6", each with its semesters. */
export const programStructureSchema = z
  .record(
    z.string().regex(/^[1-6]$/, { error: "Years are numbered 1 to 6" }),
    z.object({
      semesters: z.array(semester).min(1, "A year has at least one semester").max(programEditLimits.semestersPerYear),
    }),
  )
  .refine((years) => Object.keys(years).length > 0, { error: "A structure has at least one year" });

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} is longer than ${max} characters` })
    .transform((value) => (value === "" ? null : value))
    .nullable();

/**
 * PATCH /program/{id}: the fields to change; left out, a field stays as it is; blank or null clears
 * a text. A programme a campus reported is completed here: its code, department, duration, intake,
 * eligibility and structure (decision 0186).
 */
export const programChangeSchema = z
  .object({
    name: z.string().trim().min(1, "The name is empty").max(programEditLimits.name),
    name_hi: optionalText("The Hindi name", programEditLimits.name).refine(
      (value) => value === null || devanagari.test(value),
      { error: "The Hindi name must be written in Devanagari" },
    ),
    code: optionalText("The code", programEditLimits.code).refine(
      (value) => value === null || /^[\p{L}\p{N}][\p{L}\p{N} .()/&-]*$/u.test(value),
      { error: "The code is letters and digits, with spaces, dots, brackets, slashes, & or hyphens between them" },
    ),
    department_id: z
      .string()
      .trim()
      .min(1, "The department is empty")
      .max(100)
      .nullable()
      .describe("The department that runs it (an id from GET /departments); null: not published"),
    duration: optionalText("The duration", programEditLimits.duration),
    intake: z.number().int().min(0).max(programEditLimits.intake).nullable(),
    eligibility: optionalText("The eligibility", programEditLimits.eligibility),
    eligibility_hi: optionalText("The Hindi eligibility", programEditLimits.eligibility),
    years: z
      .union([programStructureSchema, z.null()])
      .describe("The structure by year; null: not published (the page says so)"),
  })
  .partial()
  .strict();
export type ProgramChange = z.output<typeof programChangeSchema>;

export const programAnswerSchema = successSchema({ program: programSchema });
