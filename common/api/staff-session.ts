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
