import { z } from "#common/zod.ts";
import { idParameter, successSchema } from "./envelope.ts";
import { pagePath } from "../page-lookup.ts";
import { pageKey } from "./content.ts";

/** The five officers with a page of their own, in the order the site lists them (their ids). */
export const officeIds = ["chancellor", "vice-chancellor", "registrar", "coe", "cof"] as const;
export type OfficeId = (typeof officeIds)[number];

/**
 * The committees and authorities whose members the site lists (docs/decisions/0161), with the
 * page that shows each list.
 */
export const committees = {
  court: pageKey(pagePath("universityCourt")),
  "board-of-management": pageKey(pagePath("boardOfManagementMinutes")),
  "academic-council": pageKey(pagePath("academicCouncil")),
  "finance-committee": pageKey(pagePath("financeCommittee")),
  iqac: pageKey(pagePath("iqac")),
  icc: pageKey(pagePath("icc")),
  "anti-ragging-squad": pageKey(pagePath("antiRagging")),
} satisfies Record<string, string>;
export type CommitteeKey = keyof typeof committees;
export const committeeKeys = Object.keys(committees) as CommitteeKey[];

/** The committee whose members a page lists, if any (paths compared in lower case). */
export function committeeOfPage(path: string): CommitteeKey | undefined {
  const key = path.toLowerCase().replace(/\/+$/, "");
  return committeeKeys.find((committee) => committees[committee] === key);
}

/** What a person's entry may hold: a name and a designation are a line each; the limits leave room for the longest. */
export const personLimits = { name: 120, designation: 160, email: 254, phone: 40, members: 100 } as const;

/** A photo as uploaded: at most this size before it is resized. */
export const photoMaxBytes = 8 * 1024 * 1024;

/** What a photo upload may be, judged by its content (file-type). */
export const photoTypes = ["image/jpeg", "image/png", "image/webp"] as const;

/** A line of text: trimmed, no control characters (a name is never more than a line). */
export function lineSchema(field: string, max: number) {
  return z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` })
    .regex(/^[^\p{Cc}]*$/u, { error: `${field} must be one line, without control characters` });
}

/** Hindi text must hold a Devanagari letter, so English typed into a Hindi field by mistake is refused. */
export function hindiLineSchema(field: string, max: number) {
  return lineSchema(field, max).regex(/\p{Script=Devanagari}/u, {
    error: `${field} must be written in Hindi (Devanagari)`,
  });
}

const emailFieldSchema = z
  .email({ error: "email must be an email address" })
  .max(personLimits.email, { error: `email must be at most ${personLimits.email} characters` })
  .transform((email) => email.trim().toLowerCase());

const phoneFieldSchema = z
  .string({ error: "phone must be text" })
  .trim()
  .max(personLimits.phone, { error: `phone must be at most ${personLimits.phone} characters` })
  .regex(/^\+?[0-9][0-9 ()-]{5,}$/, { error: "phone must be a telephone number: digits, spaces, ( ) and -" });

/** The text fields of a person; null clears one (a name null: "yet to be published"). */
const personFields = {
  name_en: lineSchema("name_en", personLimits.name).nullable(),
  name_hi: hindiLineSchema("name_hi", personLimits.name).nullable(),
  designation_en: lineSchema("designation_en", personLimits.designation),
  designation_hi: hindiLineSchema("designation_hi", personLimits.designation).nullable(),
  email: emailFieldSchema.nullable(),
  phone: phoneFieldSchema.nullable(),
};

export const officialChangeSchema = z
  .strictObject({
    name_en: personFields.name_en.optional(),
    name_hi: personFields.name_hi.optional(),
    designation_en: personFields.designation_en.optional(),
    designation_hi: hindiLineSchema("designation_hi", personLimits.designation).optional(),
    email: personFields.email.optional(),
    phone: personFields.phone.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: "Name at least one field to change" });
export type OfficialChange = z.output<typeof officialChangeSchema>;

export const newCommitteeMemberSchema = z.strictObject({
  name_en: lineSchema("name_en", personLimits.name),
  name_hi: personFields.name_hi.default(null),
  designation_en: personFields.designation_en,
  designation_hi: personFields.designation_hi.default(null),
  email: personFields.email.default(null),
  phone: personFields.phone.default(null),
});
export type NewCommitteeMember = z.output<typeof newCommitteeMemberSchema>;

export const committeeMemberChangeSchema = z
  .strictObject({
    name_en: lineSchema("name_en", personLimits.name).optional(),
    name_hi: personFields.name_hi.optional(),
    designation_en: personFields.designation_en.optional(),
    designation_hi: personFields.designation_hi.optional(),
    email: personFields.email.optional(),
    phone: personFields.phone.optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: "Name at least one field to change" });
export type CommitteeMemberChange = z.output<typeof committeeMemberChangeSchema>;

export const committeeOrderSchema = z.strictObject({
  members: z
    .array(idParameter("members[]"), { error: "members must be a list of the committee's member ids" })
    .max(personLimits.members, { error: `members must list at most ${personLimits.members} ids` })
    .describe("Every member's id, in the order the page lists them"),
});
export type CommitteeOrder = z.output<typeof committeeOrderSchema>;

export const officialOrderSchema = z.strictObject({
  officials: z
    .array(z.enum(officeIds, { error: `officials must name offices among ${officeIds.join(", ")}` }), {
      error: "officials must be a list of the offices' ids",
    })
    .refine((ids) => ids.length === officeIds.length && new Set(ids).size === officeIds.length, {
      error: `officials must name each of the ${officeIds.length} offices once`,
    })
    .describe("Every office's id, in the order the site lists the officers"),
});
export type OfficialOrder = z.output<typeof officialOrderSchema>;

export const officeParamsSchema = z.object({
  id: z.enum(officeIds, { error: `id must be one of ${officeIds.join(", ")}` }),
});
export const committeeParamsSchema = z.object({
  committee: z.enum(committeeKeys, { error: `committee must be one of ${committeeKeys.join(", ")}` }),
});
export const committeeMemberParamsSchema = committeeParamsSchema.extend({ id: idParameter("id") });

/** A portrait at the two sizes the pages use, by URL (content-addressed, cached for a year). */
export const photoSchema = z
  .object({
    url: z.string().describe("The portrait at the size of an officer's page (320 × 320)"),
    small_url: z.string().describe("The portrait at the size lists use (192 × 192)"),
  })
  .nullable();
export type Photo = z.infer<typeof photoSchema>;

const personSchema = {
  name_en: z.string().nullable().describe("null: not yet published"),
  name_hi: z.string().nullable().describe("null: not yet published in Hindi"),
  designation_en: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  photo: photoSchema,
  updated_at: z.string(),
};

export const officialSchema = z.object({
  _id: z.enum(officeIds),
  ...personSchema,
  designation_hi: z.string(),
});
export type Official = z.infer<typeof officialSchema>;

export const committeeMemberSchema = z.object({
  _id: z.string(),
  committee: z.enum(committeeKeys),
  ...personSchema,
  designation_hi: z.string().nullable(),
  position: z.int().describe("1 for the first listed"),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;

export const committeeSchema = z.object({
  key: z.enum(committeeKeys),
  page: z.string().describe("The page that lists the members"),
  members: z.array(committeeMemberSchema),
});
export type Committee = z.infer<typeof committeeSchema>;

export const officialsAnswerSchema = successSchema({ officials: z.array(officialSchema) });
export const officialAnswerSchema = successSchema({ official: officialSchema });
export const committeesAnswerSchema = successSchema({ committees: z.array(committeeSchema) });
export const committeeAnswerSchema = successSchema({ committee: committeeSchema });
export const committeeMemberAnswerSchema = successSchema({ member: committeeMemberSchema });
