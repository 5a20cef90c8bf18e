import { z } from "#common/zod.ts";
import { emailSchema } from "./staff.ts";
import { successSchema } from "./envelope.ts";
import { facultySchema } from "./academics.ts";

/**
 * Faculty records edited by admins, one at a time or many from a CSV file
 * (docs/decisions/0165). The same limits hold for both, so a row the import
 * accepts is one the edit form would accept too.
 */
export const facultyFieldLimits = {
  salutation: 20,
  name: 100,
  designation: 150,
  listItem: 200,
  listItems: 30,
  profile: 10_000,
} as const;

/** The CSV file: at most 1 MB and 2,000 rows (the university has about 1,000 teachers). */
export const facultyImportLimits = { bytes: 1024 * 1024, rows: 2_000 } as const;

/**
 * The CSV's columns, in the header's words. `email` finds the person (a new email adds
 * one); `department` is the department's id or its English name; list columns separate
 * their items with semicolons.
 */
export const facultyCsvColumns = [
  "email",
  "salutation",
  "firstname",
  "surname",
  "department",
  "designation",
  "qualifications",
  "areas_of_expertise",
  "profile",
] as const;
export type FacultyCsvColumn = (typeof facultyCsvColumns)[number];
export const requiredFacultyCsvColumns: ReadonlyArray<FacultyCsvColumn> = [
  "email",
  "firstname",
  "surname",
  "department",
  "designation",
];

/** A spreadsheet runs a cell that starts so as a formula: such text is refused, never stored. */
export const formulaStart = /^[=+\-@\t\r]/;

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} is longer than ${max} characters` })
    .refine((value) => !formulaStart.test(value), {
      error: `${label} starts with a character spreadsheets read as a formula (=, +, -, @)`,
    });

const requiredText = (label: string, max: number) => text(label, max).pipe(z.string().min(1, `${label} is empty`));

const listSchema = (label: string) =>
  z
    .array(text(label, facultyFieldLimits.listItem))
    .max(facultyFieldLimits.listItems, { error: `${label} has more than ${facultyFieldLimits.listItems} items` })
    .transform((items) => items.filter((item) => item !== ""));

/** One person's fields, as the edit form and each CSV row give them. */
export const facultyFieldsSchema = z.object({
  salutation: text("The salutation", facultyFieldLimits.salutation),
  firstname: requiredText("The first name", facultyFieldLimits.name),
  surname: requiredText("The surname", facultyFieldLimits.name),
  email: emailSchema,
  department_id: z.string().regex(/^[0-9a-f]{24}$/, { error: "department_id must be a department's id" }),
  designation: requiredText("The designation", facultyFieldLimits.designation),
  qualifications: listSchema("Qualifications"),
  areas_of_expertise: listSchema("Areas of expertise"),
  profile: text("The profile", facultyFieldLimits.profile),
});
export type FacultyFields = z.output<typeof facultyFieldsSchema>;

/** PATCH /faculty/{id}: the fields to change; those left out stay as they are. */
export const facultyChangeSchema = facultyFieldsSchema.partial().strict();
export type FacultyChange = z.output<typeof facultyChangeSchema>;

export const facultyAnswerSchema = successSchema({ faculty: facultySchema });

export const importOutcomes = ["create", "change", "unchanged", "refuse"] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

export const facultyImportRowSchema = z.object({
  line: z.number().int().describe("The row's line in the file (the header is line 1)"),
  email: z.string(),
  name: z.string(),
  outcome: z.enum(importOutcomes),
  changes: z.array(z.string()).describe("For a change: the fields that would change"),
  reasons: z.array(z.string()).describe("For a refusal: why, in plain words"),
});
export type FacultyImportRow = z.infer<typeof facultyImportRowSchema>;

export const facultyImportQuerySchema = z.object({
  dryRun: z
    .enum(["0", "1", "true", "false"], { error: "dryRun must be 1 or 0" })
    .optional()
    .transform((value) => value === "1" || value === "true")
    .describe("1: answer the preview and write nothing"),
});

export const facultyImportAnswerSchema = successSchema({
  dryRun: z.boolean(),
  counts: z.object({
    create: z.number().int(),
    change: z.number().int(),
    unchanged: z.number().int(),
    refuse: z.number().int(),
  }),
  rows: z.array(facultyImportRowSchema),
});
export type FacultyImportAnswer = z.infer<typeof facultyImportAnswerSchema>["data"];
