import { z } from "#common/zod.ts";
import { paginationSchema } from "./notice.ts";
import { wholeNumberParameter } from "./query.ts";

export const grievanceRoles = ["student", "staff", "applicant", "other"] as const;
export const grievanceCategories = [
  "academic",
  "examination",
  "admission",
  "fees and scholarships",
  "campus facilities",
  "administration",
  "harassment or discrimination",
  "website feedback",
  "other",
] as const;
export const grievanceStatuses = ["received", "in_review", "resolved", "closed"] as const;

/** Attachments to a grievance: one PDF or picture of at most this size. */
export const grievanceAttachmentMaxBytes = 5 * 1024 * 1024;

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} must be at most ${max} characters` });

/** What the public grievance form submits (the attachment comes separately). */
export const grievanceSubmissionSchema = z.object({
  name: text("name", 200),
  email: z
    .email({ error: "email must be an email address" })
    .max(254)
    .transform((email) => email.trim().toLowerCase()),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{7,20}$/, { error: "phone must be a phone number" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  role: z.enum(grievanceRoles, { error: "role must be student, staff, applicant or other" }),
  campus: text("campus", 200).optional(),
  category: z.enum(grievanceCategories, { error: "category must be one of the listed categories" }),
  subject: text("subject", 200),
  description: text("description", 10_000),
});
export type GrievanceSubmission = z.output<typeof grievanceSubmissionSchema>;

export const grievanceAttachmentSchema = z.object({
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});

export const grievanceSchema = z.object({
  _id: z.string(),
  reference: z.string().describe("GRV-<year>-<6 digits>, what the submitter quotes"),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(grievanceRoles),
  campus: z.string().nullable(),
  category: z.string(),
  subject: z.string(),
  description: z.string(),
  status: z.enum(grievanceStatuses),
  public_reply: z.string().nullable().describe("Shown to the submitter"),
  internal_note: z.string().nullable().describe("Staff only"),
  attachment: grievanceAttachmentSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievancePageSchema = z.object({ grievances: z.array(grievanceSchema), pagination: paginationSchema });
export type GrievancePage = z.infer<typeof grievancePageSchema>;

export const grievanceQuerySchema = z.object({
  status: z.enum(grievanceStatuses, { error: "status must be received, in_review, resolved or closed" }).optional(),
  page: wholeNumberParameter("page", 1).default(1),
  limit: wholeNumberParameter("limit", 1, 500).default(50),
});

/** A staff member's handling of a grievance; absent fields stay, null clears a text. */
export const grievanceChangeSchema = z.object({
  status: z.enum(grievanceStatuses, { error: "status must be received, in_review, resolved or closed" }).optional(),
  public_reply: z.string().trim().max(10_000).nullable().optional(),
  internal_note: z.string().trim().max(10_000).nullable().optional(),
});
export type GrievanceChange = z.output<typeof grievanceChangeSchema>;

/** The public alumni registration form. */
export const alumniRegistrationSchema = z.object({
  name: text("name", 200),
  programme: text("programme", 200),
  year_of_passing: z.coerce
    .number({ error: "year_of_passing must be a year" })
    .int({ error: "year_of_passing must be a year" })
    .min(1950, { error: "year_of_passing must be a year from 1950" })
    .max(2100, { error: "year_of_passing must be a year" }),
  email: z
    .email({ error: "email must be an email address" })
    .max(254)
    .transform((email) => email.trim().toLowerCase()),
  current_organisation: text("current_organisation", 200).optional(),
  consent: z.literal(true, { error: "consent is required to register" }),
});
export type AlumniRegistrationInput = z.output<typeof alumniRegistrationSchema>;

/** An admin's review of a registration (decision 0112): not looked at yet, confirmed as a graduate, or turned down. */
export const alumniStatuses = ["new", "verified", "rejected"] as const;
const alumniStatusError = "status must be new, verified or rejected";

export const alumniSchema = z.object({
  _id: z.string(),
  name: z.string(),
  programme: z.string(),
  year_of_passing: z.number().int(),
  email: z.string(),
  current_organisation: z.string().nullable(),
  consent: z.boolean(),
  status: z.enum(alumniStatuses),
  internal_note: z.string().nullable().describe("Staff only"),
  other_registrations: z
    .number()
    .int()
    .describe("How many other registrations have this email: possible duplicates for the reviewer (decision 0115)"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Alumni = z.infer<typeof alumniSchema>;

export const alumniQuerySchema = z.object({
  status: z.enum(alumniStatuses, { error: alumniStatusError }).optional(),
});

/** An admin's review of a registration; absent fields stay, null or blank clears the note. */
export const alumniChangeSchema = z
  .object({
    status: z.enum(alumniStatuses, { error: alumniStatusError }).optional(),
    internal_note: z
      .string({ error: "internal_note must be text" })
      .trim()
      .max(10_000, { error: "internal_note must be at most 10000 characters" })
      .nullable()
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.internal_note !== undefined, {
    error: "send status, internal_note or both",
  });
export type AlumniChange = z.output<typeof alumniChangeSchema>;
