import { z } from "#common/zod.ts";

/** Submissions one client may make in a window before the forms answer 429. */
export const formRateLimit = { submissions: 5, windowMs: 60_000 } as const;

/**
 * The idempotency token a form carries in a hidden field: a second submission
 * with the same token (a double click, a resent request) gets the first one's result.
 */
export const idempotencyTokenSchema = z.uuid({ error: "forms.errors.token" });
