import { z } from "#common/zod.ts";
import { campusFacts } from "../campus-facts.ts";
import { idParameter } from "./envelope.ts";
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
/** Where the matter arose: a campus, or the university's head office. */
export const grievanceCampuses = ["head-office", ...campusFacts.map((campus) => campus.slug)] as const;

/**
 * What the grievance form offers: one entry a place. The head office is the Dwarka campus (HQ),
 * which the campus list names, so "head-office" is not offered again; it stays valid for the
 * grievances and officers that have it (decision 0190).
 */
export const grievanceFormCampuses = campusFacts.map((campus) => campus.slug);
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

/** An account that handles grievances (an admin or a grievance officer), as one is assigned. */
export const grievanceOfficerSchema = z.object({
  _id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  grievance_campus: z.string().nullable().describe("The campus whose grievances it handles; null: every one"),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

/** Grievances still waiting for an answer: the ones with a due date to keep. */
export const openGrievanceStatuses = ["received", "in_review"] as const;

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
  due_at: z.string().describe("When it should be resolved by: its filing plus the limit then in force"),
  overdue: z.boolean().describe("Still received or in review after its due date"),
  assigned_to: grievanceOfficerSchema.nullable().describe("The officer handling it; null: nobody yet"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Grievance = z.infer<typeof grievanceSchema>;

export const grievancePageSchema = z.object({ grievances: z.array(grievanceSchema), pagination: paginationSchema });
export type GrievancePage = z.infer<typeof grievancePageSchema>;

/** What a staff member can change of a grievance: each history entry says which of these it changed. */
export const grievanceHandlingFields = ["status", "public_reply", "internal_note", "assigned_to"] as const;

/** One change by staff, from the audit log: what it changed, and the three fields as it left them. */
export const grievanceHistoryEntrySchema = z.object({
  at: z.string(),
  by: z.string().nullable().describe("The staff member's email"),
  changed: z.array(z.enum(grievanceHandlingFields)),
  previous_status: z.enum(grievanceStatuses),
  status: z.enum(grievanceStatuses),
  public_reply: z.string().nullable(),
  internal_note: z.string().nullable(),
  assigned_to: z.string().nullable().describe("Who it was assigned to, by name (or email), as the change left it"),
});
export type GrievanceHistoryEntry = z.infer<typeof grievanceHistoryEntrySchema>;

/** One grievance with its history, oldest change first. */
export const grievanceDetailSchema = grievanceSchema.extend({ history: z.array(grievanceHistoryEntrySchema) });
export type GrievanceDetail = z.infer<typeof grievanceDetailSchema>;

export const grievanceQuerySchema = z.object({
  status: z.enum(grievanceStatuses, { error: "status must be received, in_review, resolved or closed" }).optional(),
  campus: z
    .enum(grievanceCampuses, { error: "campus must be a campus slug or head-office" })
    .optional()
    .describe("Only this campus's grievances; a grievance officer of one campus may name only that one"),
  assigned: z
    .string()
    .regex(/^(me|[0-9a-f]{24})$/, { error: "assigned must be me or an account's id" })
    .optional()
    .describe("Only the grievances assigned to this account (me: the signed-in one)"),
  sort: z
    .enum(["newest", "due"], { error: "sort must be newest or due" })
    .default("newest")
    .describe("newest: by filing, newest first; due: those still open first, soonest due first"),
  page: wholeNumberParameter("page", 1).default(1),
  limit: wholeNumberParameter("limit", 1, 500).default(50),
});
export type GrievanceQuery = z.output<typeof grievanceQuerySchema>;

/** A staff member's handling of a grievance; absent fields stay, null clears a text or the assignment. */
export const grievanceChangeSchema = z.object({
  status: z.enum(grievanceStatuses, { error: "status must be received, in_review, resolved or closed" }).optional(),
  public_reply: z.string().trim().max(10_000).nullable().optional(),
  internal_note: z.string().trim().max(10_000).nullable().optional(),
  assigned_to: idParameter("assigned_to").nullable().optional().describe("The officer's account id; null: nobody"),
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
  confirmed_at: z
    .string()
    .nullable()
    .describe("When the address's owner confirmed the registration by the link sent to it; null: unconfirmed"),
  other_registrations: z
    .number()
    .int()
    .describe(
      "How many other registrations have this email, or this name and year of passing: possible duplicates for the reviewer (decisions 0115, 0142)",
    ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Alumni = z.infer<typeof alumniSchema>;

export const alumniQuerySchema = z.object({
  status: z.enum(alumniStatuses, { error: alumniStatusError }).optional(),
});

/** Why a registration may be another's duplicate. */
export const alumniDuplicateReasons = ["email", "name_and_year"] as const;

/** A registration and the others that may be the same person's, for the reviewer to compare side by side. */
export const alumniDuplicatesSchema = z.object({
  registration: alumniSchema,
  duplicates: z.array(alumniSchema.extend({ same: z.array(z.enum(alumniDuplicateReasons)) })),
});
export type AlumniDuplicates = z.infer<typeof alumniDuplicatesSchema>;

/** A merge (decision 0142): the registration of the path is kept and verified, these are rejected as its duplicates. */
export const alumniMergeSchema = z.object({
  duplicates: z
    .array(idParameter("each of duplicates"), { error: "duplicates must be a list of registration ids" })
    .min(1, { error: "duplicates must name at least one registration" })
    .max(50, { error: "duplicates may name at most 50 registrations" }),
});
export type AlumniMerge = z.output<typeof alumniMergeSchema>;

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
