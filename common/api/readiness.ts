import { z } from "#common/zod.ts";

/**
 * The "Before going live" checks (decision 0189), each by a key that stays: the console's words
 * for it are the message catalogue's `console.readiness.checks.<key>`, in both languages. A new
 * check adds its key here, its count in server/services/readiness-service.ts, and its words.
 */
export const readinessKeys = [
  "sample-data",
  "jwt-secret",
  "mail-server",
  "unnamed-officials",
  "incomplete-programmes",
  "incomplete-campuses",
  "unedited-pages",
  "shipped-event-poster",
  "unreadable-notices",
] as const;
export type ReadinessKey = (typeof readinessKeys)[number];

export const readinessItemSchema = z.object({
  key: z.enum(readinessKeys).describe("Which check: its words are the console's, by this key"),
  count: z.number().int().nullable().describe("How many records still need it; null for a setting of the server"),
  screen: z
    .string()
    .nullable()
    .describe("The console page that fixes it; null when the fix is in the server's environment"),
});
export type ReadinessItem = z.infer<typeof readinessItemSchema>;
