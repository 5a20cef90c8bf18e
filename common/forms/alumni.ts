import { z } from "#common/zod.ts";
import { emailSchema } from "./grievance.ts";
import { idempotencyTokenSchema } from "./guards.ts";

/** The first batch passed out of the university's predecessor institutions long before; the form accepts 1950 on. */
export const firstPassingYear = 1950;

export const alumniReviewStatuses = ["pending", "approved", "rejected"] as const;
export type AlumniReviewStatus = (typeof alumniReviewStatuses)[number];

/** The alumni registration form, validated in the browser and again by the action. */
export function alumniSchema(currentYear: number) {
  return z.object({
    token: idempotencyTokenSchema,
    name: z.string({ error: "alumni.errors.name" }).trim().min(1, { error: "alumni.errors.name" }).max(120),
    programme: z
      .string({ error: "alumni.errors.programme" })
      .trim()
      .min(2, { error: "alumni.errors.programme" })
      .max(200, { error: "forms.errors.tooLong" }),
    yearOfPassing: z.coerce
      .number({ error: "alumni.errors.year" })
      .int({ error: "alumni.errors.year" })
      .min(firstPassingYear, { error: "alumni.errors.year" })
      .max(currentYear, { error: "alumni.errors.year" }),
    email: emailSchema,
    organisation: z.string().trim().max(200, { error: "forms.errors.tooLong" }).optional(),
    consent: z.literal("on", { error: "forms.errors.consent" }),
  });
}
export type AlumniInput = z.output<ReturnType<typeof alumniSchema>>;
