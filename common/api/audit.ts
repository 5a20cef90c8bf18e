import { z } from "#common/zod.ts";
import { paginationSchema } from "./notice.ts";
import { wholeNumberParameter } from "./query.ts";

/** A value an audit summary records: the changes name text, numbers, flags, or nothing. */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/** A stretch of a long text's difference: kept, added or removed; a kept stretch is cut to its ends ("…"). */
export const textPartSchema = z.object({ kind: z.enum(["same", "added", "removed"]), text: z.string() });
export type TextPart = z.infer<typeof textPartSchema>;

/**
 * One field a write changed (decision 0247): its path in the summary (`title`, `entries.2.alt_en`),
 * whether it was added, removed, changed or (a list) put in another order, the values either
 * side, and for a long text only the difference, compactly.
 */
export const auditChangeSchema = z.object({
  field: z.string(),
  kind: z.enum(["added", "removed", "changed", "reordered"]),
  before: auditValueSchema.optional(),
  after: auditValueSchema.optional(),
  diff: z.array(textPartSchema).optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_name: z.string().nullable().describe("The account's name today, else its email; null for the command line"),
  action: z.string().describe("For example notice.create, notice.archive, user.disable, auth.lock"),
  target_type: z.string(),
  target_id: z.string().nullable(),
  target_name: z.string().nullable().describe("What the target is called, where the entry says (a page's title)"),
  before: z.unknown().describe("Summary of the target before the write (absent for creations)"),
  after: z.unknown().describe("Summary of the target after the write (absent for deletions)"),
  changes: z.array(auditChangeSchema).describe("The fields the write changed, one by one"),
  client_address: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date, YYYY-MM-DD` })
    .refine((value) => !Number.isNaN(Date.parse(value)), { error: `${name} must be a real date` });

/** What the log can be filtered by (the console keeps them in its URL); dates are days in India. */
export const auditFilterSchema = z.object({
  actor: z.string().max(254).optional().describe("Only entries by this account (its id) or this email"),
  action: z.string().max(50).optional().describe("Only entries of this action, such as notice.delete"),
  target_type: z.string().max(50).optional().describe("Only entries about this kind of record, such as notice"),
  from: isoDate("from").optional().describe("Only entries from this day (India) on"),
  to: isoDate("to").optional().describe("Only entries up to the end of this day (India)"),
});
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  page: wholeNumberParameter("page", 1).default(1),
  limit: wholeNumberParameter("limit", 1, 500).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({ entries: z.array(auditEntrySchema), pagination: paginationSchema });

/** The filters' choices: who has written to the log, which actions and kinds of record it holds. */
export const auditChoicesSchema = z.object({
  actors: z.array(z.object({ id: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() })),
  actions: z.array(z.string()),
  target_types: z.array(z.string()),
});
export type AuditChoices = z.infer<typeof auditChoicesSchema>;
