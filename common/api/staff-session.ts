import { z } from "#common/zod.ts";
import { successSchema } from "./envelope.ts";
import { clientRoleName, staffUserSchema } from "./staff.ts";

/** The console's browser session (decision 0155): what signing in and "who am I" answer. */
const consoleSessionFields = {
  user: staffUserSchema,
  role: z.enum(clientRoleName).describe("Spelled as the current admin client compares it"),
  expires_at: z.string().describe("When the session ends at the latest (sooner if left idle)"),
};

/** `POST /auth/session`: the session is in the cookie; its CSRF token goes with every write. */
export const consoleSessionAnswerSchema = successSchema({
  ...consoleSessionFields,
  csrf_token: z.string().describe("Send in the X-CSRF-Token header with every write this session makes"),
});

/** `GET /auth/me`: the signed-in account, and for a console session its CSRF token (a new tab reads it here). */
export const whoAmIAnswerSchema = successSchema({
  ...consoleSessionFields,
  csrf_token: z
    .string()
    .nullable()
    .describe("The console session's CSRF token; null when signed in with a bearer token, which needs none"),
});

/**
 * Why a console session ended, as a 401 of a cookie's request says in `error.details` (decision
 * 0245): left unused for the idle time, at the end of its lifetime (the day's limit), its account
 * disabled, its password changed. Signing out clears the cookie, so the server never says
 * "signed out": the tab that signed out tells the others.
 */
export const sessionEndReasons = ["idle", "limit", "disabled", "password-changed"] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

export const sessionEndedSchema = z.object({
  session_ended: z.enum(sessionEndReasons),
  idle_minutes: z.number().int().describe("The idle time after which a session ends"),
  max_hours: z.number().int().describe("How long a session lasts at most"),
});
export type SessionEnded = z.infer<typeof sessionEndedSchema>;

/** `GET /auth/session`: when the cookie's session ends if nothing uses it, without counting as use. */
export const sessionStateAnswerSchema = successSchema({
  ends_at: z.string().describe("When the session ends at the latest"),
  idle_ends_at: z.string().describe("When it ends if nothing uses it before then (any tab's call counts)"),
});
