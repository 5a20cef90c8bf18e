import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import { clientRoleName, loginAnswerSchema, loginBodySchema, staffRoles, staffUserSchema } from "#common/api/staff.ts";
import { stricterRateLimit } from "../../http/rate-limit.ts";
import { signInPolicy } from "../../services/auth-service.ts";
import type { Services } from "../../services/index.ts";
import { bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";

export const authRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  // A token in a shared cache would be a session for whoever asks next.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/auth/login",
    {
      // Each check of a password costs an argon2 hash: one address gets few a minute.
      config: stricterRateLimit(signInPolicy.requestsPerMinute, 60_000),
      schema: {
        tags: ["staff"],
        summary: "Sign in with email and password",
        description:
          "Answers a bearer token valid for a few hours and the role spelled Admin, Editor, Faculty or GrievanceOfficer. " +
          "`token` and `role` are in `data` and, for the current admin client, also at the top level. " +
          "Any wrong detail answers 401 with one message; repeated failures from one address or for one " +
          "account answer 429 (with Retry-After) for a while, even with the right password.",
        body: loginBodySchema,
        response: { 200: loginAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { token, user, expiresAt } = await services.auth.login({ ...request.body, address: request.ip });
      const role = clientRoleName[user.role];
      return {
        status: "success" as const,
        token,
        role,
        data: { token, role, email: user.email, expires_at: expiresAt, user },
      };
    },
  );

  app.post(
    "/auth/logout",
    {
      onRequest: requireStaff(services, staffRoles),
      schema: {
        tags: ["staff"],
        summary: "Sign out: the token stops working on every server",
        security: bearerSecurity,
        response: { 200: successSchema({}), 401: errorSchema },
      },
    },
    async (request) => {
      await services.auth.logout(sessionOf(request));
      return { status: "success" as const, data: {} };
    },
  );

  app.get(
    "/auth/me",
    {
      onRequest: requireStaff(services, staffRoles),
      schema: {
        tags: ["staff"],
        summary: "The signed-in account",
        security: bearerSecurity,
        response: {
          200: successSchema({
            user: staffUserSchema,
            role: z.enum(clientRoleName),
            expires_at: z.string(),
          }),
          401: errorSchema,
        },
      },
    },
    async (request) => {
      const { user, expiresAt } = sessionOf(request);
      return { status: "success" as const, data: { user, role: clientRoleName[user.role], expires_at: expiresAt } };
    },
  );
};
