import { z } from "#common/zod.ts";

/**
 * The idempotency token a form carries in a hidden field: a second submission
 * with the same token (a double click, a resent request) gets the first one's result.
 */
export const idempotencyTokenSchema = z.uuid({ error: "forms.errors.token" });
