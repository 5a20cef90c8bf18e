import { z } from "#common/zod.ts";
import {
  grievanceAttachmentMaxBytes,
  grievanceCampuses,
  grievanceFormCampuses,
  grievanceCategories,
  grievanceRoles,
} from "../api/grievance.ts";

// One list of roles, campuses and categories for the form, the staff console and the API.
export { grievanceCampuses, grievanceCategories, grievanceFormCampuses, grievanceRoles };
import { idempotencyTokenSchema } from "./guards.ts";

export const attachmentTypes = ["application/pdf", "image/jpeg", "image/png"] as const;

/** The longest field of any public form, in characters. */
export const grievanceDescriptionMaxLength = 5000;

/** GRV-2026-000123. */
export const grievanceReferencePattern = /^GRV-\d{4}-\d{6}$/;

export function grievanceReference(year: number, number: number): string {
  return `GRV-${year}-${String(number).padStart(6, "0")}`;
}

/** A required text field; its message names the field (keys under grievance.errors / forms.errors). */
function text(error: string, max: number) {
  return z.string({ error }).trim().min(1, { error }).max(max, { error: "forms.errors.tooLong" });
}

/** An email address, lower-cased so that lookups and "the same email again" ignore case. */
export const emailSchema = z
  .string({ error: "forms.errors.email" })
  .trim()
  .toLowerCase()
  .max(254, { error: "forms.errors.email" })
  .pipe(z.email({ error: "forms.errors.email" }));

/**
 * The grievance form: one schema for the browser (Conform validates as the
 * visitor types) and the server (the action validates again). Messages are
 * catalogue keys, so the page shows them in its language.
 */
export const grievanceSchema = z.object({
  token: idempotencyTokenSchema,
  name: text("grievance.errors.name", 120),
  email: emailSchema,
  phone: z
    .string({ error: "grievance.errors.phone" })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{8,15}[0-9]$/, { error: "grievance.errors.phone" }),
  role: z.enum(grievanceRoles, { error: "grievance.errors.role" }),
  campus: z.enum(grievanceCampuses, { error: "grievance.errors.campus" }),
  category: z.enum(grievanceCategories, { error: "grievance.errors.category" }),
  subject: text("grievance.errors.subject", 200),
  description: z
    .string({ error: "grievance.errors.description" })
    .trim()
    .min(20, { error: "grievance.errors.description" })
    .max(grievanceDescriptionMaxLength, { error: "forms.errors.tooLong" }),
  attachment: z
    .instanceof(File, { error: "grievance.errors.attachmentType" })
    .refine((file) => file.size <= grievanceAttachmentMaxBytes, { error: "grievance.errors.attachmentSize" })
    .refine((file) => (attachmentTypes as readonly string[]).includes(file.type) || file.type === "", {
      error: "grievance.errors.attachmentType",
    })
    .optional(),
  consent: z.literal("on", { error: "forms.errors.consent" }),
});
export type GrievanceInput = z.output<typeof grievanceSchema>;

export const grievanceStatusQuerySchema = z.object({
  reference: z
    .string({ error: "grievance.errors.reference" })
    .trim()
    .toUpperCase()
    .regex(grievanceReferencePattern, { error: "grievance.errors.reference" }),
  email: emailSchema,
});
