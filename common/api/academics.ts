import { z } from "#common/zod.ts";
import { referenceSchema } from "./envelope.ts";
import { programLevels } from "#common/program-levels.ts";
import { wholeNumberParameter } from "./query.ts";

/** The Hindi name beside the English one; null when it is not known yet (show the English one, marked `lang="en"`). */
export const hindiNameSchema = z.string().nullable().describe("The name in Hindi (Devanagari), null when not known");

/** Another record a record names: its id and its name in both languages. */
export const namedReferenceSchema = referenceSchema.extend({ name_hi: hindiNameSchema });
export type NamedReference = z.infer<typeof namedReferenceSchema>;

export const facultySchema = z.object({
  _id: z.string(),
  salutation: z.string(),
  firstname: z.string(),
  surname: z.string(),
  email: z.string(),
  dept_id: namedReferenceSchema.describe("The department the person belongs to"),
  designation: z.string(),
  qualifications: z.array(z.string()),
  areas_of_expertise: z.array(z.string()),
  photo: z.string().nullable(),
  profile: z.string(),
});
export type Faculty = z.infer<typeof facultySchema>;

export const facultyLimit = { default: 1000, max: 1000 } as const;

export const facultyQuerySchema = z.object({
  limit: wholeNumberParameter("limit", 1, facultyLimit.max)
    .default(facultyLimit.default)
    .describe("How many people to return, sorted by name"),
});
export type FacultyQuery = z.input<typeof facultyQuerySchema>;

export const departmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_hi: hindiNameSchema,
  hod: z.string().nullable().describe("Email of the head of department"),
  school: namedReferenceSchema,
  overview: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

export const departmentSchoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  name_hi: hindiNameSchema,
  abbreviation: z.string().nullable().describe('The faculty\'s short form, such as "FCITES"'),
  dept_id: z.array(departmentSchema.omit({ school: true })).describe("The school's departments, sorted by name"),
});
export type DepartmentSchool = z.infer<typeof departmentSchoolSchema>;

export const courseSchema = z.object({ code: z.string(), title: z.string(), credits: z.number() });
export type Course = z.infer<typeof courseSchema>;

export const semesterSchema = z.object({ semester: z.number().int(), courses: z.array(courseSchema) });

/** The published structure: years keyed "1", "2", …, each with its semesters. */
export const programYearsSchema = z.record(z.string(), z.object({ semesters: z.array(semesterSchema) }));
export type ProgramYears = z.infer<typeof programYearsSchema>;

export const programSchema = z.object({
  _id: z.string(),
  code: z.string().nullable().describe("The university's code; null until it publishes one"),
  name: z.string(),
  name_hi: hindiNameSchema,
  programLevel: z.enum(programLevels),
  dept_id: namedReferenceSchema
    .nullable()
    .describe("The department that runs the programme; null where none is published"),
  duration: z.string().nullable().describe('Such as "3 years"; null until published'),
  intake: z.number().int().nullable(),
  eligibility: z.string().nullable().describe("Who may apply, in English; null when not published"),
  eligibility_hi: z.string().nullable().describe("Who may apply, in Hindi; null when not published"),
  campuses: z.array(z.object({ _id: z.string(), name: z.string(), name_hi: hindiNameSchema, slug: z.string() })),
  years: z
    .union([programYearsSchema, z.string(), z.null()])
    .describe("The structure by year when published; otherwise a note or null (cards link only when it is an object)"),
});
export type Program = z.infer<typeof programSchema>;
