import { z } from "#common/zod.ts";
import { passwordSchema } from "./staff.ts";
import { paginationSchema } from "./notice.ts";
import { wholeNumberParameter } from "./query.ts";

/** The languages a message can be in: the site's two. */
export const mailLanguages = ["en", "hi"] as const;
export type MailLanguageKey = (typeof mailLanguages)[number];
export const mailLanguageSchema = z.enum(mailLanguages, { error: "language must be en or hi" });

/**
 * Where a message stands (decision 0200): waiting to be sent (or sent again after a failure),
 * sent, failed after every try (an admin may send it again), or not to be sent (a password
 * reset asked for an address no account has, a link whose account is gone).
 */
export const mailStates = ["pending", "sent", "failed", "skipped"] as const;
export type MailStateKey = (typeof mailStates)[number];

/**
 * Why a message with a link was not sent: no account has the address; the account, registration
 * or subscription is gone or needs it no more; the notice a board's message was about was withdrawn.
 */
export const notSentReasonKeys = [
  "no-account",
  "account-gone",
  "account-disabled",
  "password-chosen",
  "registration-gone",
  "registration-confirmed",
  "subscription-gone",
  "subscription-confirmed",
  "notice-withdrawn",
] as const;
export type NotSentReason = (typeof notSentReasonKeys)[number];

export const mailMessageSchema = z.object({
  _id: z.string(),
  kind: z
    .string()
    .describe("grievance-received, grievance-updated, staff-invitation, password-reset, alumni-confirmation"),
  to: z.string(),
  subject: z.string(),
  language: z.enum(mailLanguages),
  state: z.enum(mailStates),
  attempts: z.number().int().describe("Tries so far"),
  last_error: z.string().nullable().describe("Why the last try failed, in the mail server's or the connection's words"),
  not_sent_reason: z.enum(notSentReasonKeys).nullable().describe("Why a message was not to be sent (state skipped)"),
  next_attempt_at: z.string().nullable().describe("When a waiting message is due"),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const mailPageSchema = z.object({
  configured: z
    .boolean()
    .describe(
      "Whether a mail server is configured (SMTP_URL); without one, messages wait: not sent, no mail server configured",
    ),
  counts: z.object({
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
  }),
  messages: z.array(mailMessageSchema),
  pagination: paginationSchema,
});
export type MailPage = z.infer<typeof mailPageSchema>;

export const mailQuerySchema = z.object({
  state: z.enum(mailStates, { error: "state must be pending, sent, failed or skipped" }).optional(),
  page: wholeNumberParameter("page", 1).default(1),
  limit: wholeNumberParameter("limit", 1, 200).default(50),
});

/** A link's token as the site makes them: 32 random bytes in base64url. */
export const linkTokenSchema = z
  .string({ error: "token must be the link's token" })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "token must be the link's token" });

/** "Forgot your password?": the address, and the page's language for the message. */
export const passwordResetAskSchema = z.object({
  email: z
    .email({ error: "email must be an email address" })
    .max(254, { error: "email must be at most 254 characters" })
    .transform((email) => email.trim().toLowerCase()),
  language: mailLanguageSchema.default("en"),
});

/** What a link from a message (an invitation, a password reset) is, and whether it still works. */
export const passwordLinkStates = ["valid", "used", "expired", "unknown"] as const;
export const passwordLinkSchema = z.object({
  state: z.enum(passwordLinkStates),
  purpose: z.enum(["staff-invite", "password-reset"]).nullable(),
  email: z.string().nullable().describe("The account's address, while the link works"),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const passwordLinkCheckSchema = z.object({ token: linkTokenSchema });
export const passwordLinkUseSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
