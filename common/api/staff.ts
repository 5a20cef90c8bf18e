import { z } from "#common/zod.ts";
import { noticeSectionKeys } from "../notice-sections.ts";
import { grievanceCampuses } from "./grievance.ts";
import { pageGroupListSchema } from "./content.ts";
import { successSchema } from "./envelope.ts";

/** A grievance officer reads, answers and resolves grievances, of one campus or of all (decision 0140). */
export const staffRoles = ["admin", "editor", "faculty", "grievance_officer"] as const;
export type StaffRoleKey = (typeof staffRoles)[number];
const roleError = "role must be admin, editor, faculty or grievance_officer";

/**
 * The role as the university's current admin client spells it in the sign-in
 * answer: it compares `role === "Admin"`.
 */
export const clientRoleName = {
  admin: "Admin",
  editor: "Editor",
  faculty: "Faculty",
  grievance_officer: "GrievanceOfficer",
} as const satisfies Record<StaffRoleKey, string>;

/** The campus whose grievances an officer handles (a slug, or head-office); null: every campus. */
export const grievanceCampusSchema = z
  .enum(grievanceCampuses, { error: "grievance_campus must be a campus slug or head-office" })
  .nullable();

export const passwordRules = { min: 12, max: 200 } as const;

export const passwordSchema = z
  .string()
  .min(passwordRules.min, { error: `password must be at least ${passwordRules.min} characters` })
  .max(passwordRules.max, { error: `password must be at most ${passwordRules.max} characters` });

export const emailSchema = z
  .email({ error: "email must be an email address" })
  .max(254, { error: "email must be at most 254 characters" })
  .transform((email) => email.trim().toLowerCase());

export const sectionListSchema = z
  .array(z.enum(noticeSectionKeys, { error: "sections must be notice section keys (see common/notice-sections.ts)" }))
  .max(noticeSectionKeys.length);

export const staffUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(staffRoles),
  name: z.string().nullable().describe("The person's name, as the audit log says it; null: the email"),
  sections: z.array(z.string()).describe("Notice sections an editor may publish to"),
  page_groups: z
    .array(z.string())
    .describe("Groups an editor may change: information pages' groups, and campus-<slug> for a campus's details"),
  faculty_id: z.string().nullable().describe("The faculty member a faculty account speaks for"),
  grievance_campus: z
    .string()
    .nullable()
    .describe("A grievance officer's campus (slug, or head-office); null: every campus, or not an officer"),
  disabled: z.boolean(),
  invited: z
    .boolean()
    .describe(
      "Invited by email and no password chosen yet: nobody can sign in to the account until its owner chooses one",
    ),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const loginBodySchema = z.object({
  // Not the strict email schema: a malformed address is just a failed sign-in.
  email: z.string().max(254, { error: "email must be at most 254 characters" }),
  password: z.string().max(passwordRules.max, { error: `password must be at most ${passwordRules.max} characters` }),
});

const sessionFields = {
  token: z.string().describe("Bearer token for the Authorization header"),
  role: z.enum(clientRoleName).describe("Spelled as the current admin client compares it"),
};

/** `token` and `role` also sit at the top level, where the current admin client reads them. */
export const loginAnswerSchema = successSchema({
  ...sessionFields,
  email: z.string(),
  expires_at: z.string(),
  user: staffUserSchema,
}).extend(sessionFields);

const staffNameSchema = z
  .string()
  .trim()
  .min(1, { error: "name must not be empty" })
  .max(120, { error: "name must be at most 120 characters" })
  .nullable();

export const newStaffUserSchema = z.object({
  email: emailSchema,
  name: staffNameSchema.default(null),
  password: passwordSchema,
  role: z.enum(staffRoles, { error: roleError }),
  sections: sectionListSchema.default([]),
  page_groups: pageGroupListSchema.default([]),
  faculty_id: z.string().nullable().default(null),
  grievance_campus: grievanceCampusSchema.default(null),
});
export type NewStaffUser = z.output<typeof newStaffUserSchema>;

/**
 * An invitation by email (decision 0203): the account as `POST /users` makes it, without a
 * password, and the language of the message that invites its owner to choose one.
 */
export const newStaffInvitationSchema = newStaffUserSchema
  .omit({ password: true })
  .extend({ language: z.enum(["en", "hi"], { error: "language must be en or hi" }).default("en") });
export type NewStaffInvitation = z.output<typeof newStaffInvitationSchema>;

export const staffUserChangeSchema = z.object({
  role: z.enum(staffRoles, { error: roleError }).optional(),
  name: staffNameSchema.optional(),
  sections: sectionListSchema.optional(),
  page_groups: pageGroupListSchema.optional(),
  faculty_id: z.string().nullable().optional(),
  grievance_campus: grievanceCampusSchema.optional(),
  disabled: z.boolean().optional(),
});
export type StaffUserChange = z.output<typeof staffUserChangeSchema>;
