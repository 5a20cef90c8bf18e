import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import { clientRoleName, loginAnswerSchema, loginBodySchema, staffRoles } from "#common/api/staff.ts";
import { z } from "zod";
import {
  passwordLinkCheckSchema,
  passwordLinkSchema,
  passwordLinkUseSchema,
  passwordResetAskSchema,
} from "#common/api/mail.ts";
import { consoleSessionAnswerSchema, sessionStateAnswerSchema, whoAmIAnswerSchema } from "#common/api/staff-session.ts";
import { ApiError } from "../errors.ts";
import { stricterRateLimit } from "../../http/rate-limit.ts";
import { passwordResetPolicy, signInPolicy } from "../../services/auth-service.ts";
import type { Services } from "../../services/index.ts";
import {
  bearerSecurity,
  csrfHeaderName,
  requireStaff,
  sessionCookie,
  sessionCookieName,
  sessionOf,
  setSessionCookie,
} from "../staff-session.ts";

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
    "/auth/session",
    {
      config: stricterRateLimit(signInPolicy.requestsPerMinute, 60_000),
      schema: {
        tags: ["staff"],
        summary: "Sign in to the console in a browser: a session in a cookie",
        description:
          `Starts a session kept on the server and answers it in the \`${sessionCookieName}\` cookie ` +
          "(HttpOnly, SameSite=Lax, Secure over HTTPS), which the browser then sends to the API. " +
          "It ends when left unused for the configured idle time, at its configured lifetime, or at sign-out. " +
          `Every write it makes must carry \`csrf_token\` in the \`${csrfHeaderName}\` header; one without ` +
          "it, or sent from another site, answers 403. Wrong details and repeated failures answer as " +
          "`POST /auth/login` does.",
        body: loginBodySchema,
        response: { 200: consoleSessionAnswerSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { sessionId, csrfToken, user, expiresAt } = await services.auth.startSession({
        ...request.body,
        address: request.ip,
      });
      setSessionCookie(request, reply, sessionId);
      return {
        status: "success" as const,
        data: { user, role: clientRoleName[user.role], expires_at: expiresAt, csrf_token: csrfToken },
      };
    },
  );

  app.get(
    "/auth/session",
    {
      schema: {
        tags: ["staff"],
        summary: "When the console session ends, without counting as its use",
        description:
          "Answers when the cookie's session ends if nothing uses it, and at the latest; asking does not keep it " +
          "alive. An ended session answers 401 with why in `error.details.session_ended` (`idle`, `limit`, " +
          "`disabled`, `password-changed`), with the configured `idle_minutes` and `max_hours`.",
        response: { 200: sessionStateAnswerSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const cookie = sessionCookie(request);
      if (cookie === undefined) throw new ApiError("unauthorized", "There is no console session in this browser");
      const { endsAt, idleEndsAt } = await services.auth.sessionState(cookie);
      return { status: "success" as const, data: { ends_at: endsAt, idle_ends_at: idleEndsAt } };
    },
  );

  app.post(
    "/auth/password-reset",
    {
      config: stricterRateLimit(signInPolicy.requestsPerMinute, 60_000),
      schema: {
        tags: ["staff"],
        summary: "Forgot your password? Ask for a reset link by mail",
        description:
          "Answers 202 and the same empty answer whether or not an account has the address: when one does, " +
          "a message with a link that sets a new password (once, within an hour) goes to it in `language`. " +
          `Each client address may ask ${passwordResetPolicy.perAddress} times an hour, and each address be asked ` +
          `about ${passwordResetPolicy.perAccount} times an hour, known or not; beyond that, 429 with Retry-After.`,
        body: passwordResetAskSchema,
        response: { 202: successSchema({}), 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await services.auth.askPasswordReset({ ...request.body, address: request.ip });
      return reply.code(202).send({ status: "success" as const, data: {} });
    },
  );

  app.post(
    "/auth/password-link",
    {
      config: stricterRateLimit(signInPolicy.requestsPerMinute, 60_000),
      schema: {
        tags: ["staff"],
        summary: "What a link from an invitation or a password reset is, and whether it still works",
        description:
          "The token is the link's (the part after `#token=`); it is sent in the body, never in a URL. " +
          "The account's address is answered only while the link works.",
        body: passwordLinkCheckSchema,
        response: { 200: successSchema({ link: passwordLinkSchema }), 400: errorSchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { link: await services.accounts.passwordLink(request.body.token) },
    }),
  );

  app.post(
    "/auth/password-link/password",
    {
      config: stricterRateLimit(signInPolicy.requestsPerMinute, 60_000),
      schema: {
        tags: ["staff"],
        summary: "Choose a password through an invitation's or a password reset's link",
        description:
          "Sets the account's password and uses the link up; every other such link of the account ends, and so " +
          "does every session of the account (its tokens and console sessions). A link used already or expired " +
          "answers 410, one that never existed 404.",
        body: passwordLinkUseSchema,
        response: {
          200: successSchema({ email: z.string(), role: z.enum(staffRoles) }),
          400: errorSchema,
          404: errorSchema,
          410: errorSchema,
        },
      },
    },
    async (request) => {
      const user = await services.accounts.setPasswordWithLink(request.body.token, request.body.password, request.ip);
      return { status: "success" as const, data: { email: user.email, role: user.role } };
    },
  );

  app.post(
    "/auth/logout",
    {
      onRequest: requireStaff(services, staffRoles),
      schema: {
        tags: ["staff"],
        summary: "Sign out: the token or console session stops working on every server",
        description:
          "A console session ends for every tab that shares its cookie, and the cookie is cleared; " +
          `signing out of one takes its \`${csrfHeaderName}\` header like any other write.`,
        security: bearerSecurity,
        response: { 200: successSchema({}), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await services.auth.logout(sessionOf(request));
      if (sessionCookie(request) !== undefined) setSessionCookie(request, reply, undefined);
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
        description: "With a console session, also its CSRF token: a tab opened later reads it here.",
        security: bearerSecurity,
        response: { 200: whoAmIAnswerSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { user, expiresAt } = session;
      return {
        status: "success" as const,
        data: {
          user,
          role: clientRoleName[user.role],
          expires_at: expiresAt,
          csrf_token: session.via === "cookie" ? session.csrfToken : null,
        },
      };
    },
  );
};
