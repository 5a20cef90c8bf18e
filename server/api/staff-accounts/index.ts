import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import { mailLanguageSchema } from "#common/api/mail.ts";
import {
  newStaffInvitationSchema,
  newStaffUserSchema,
  passwordSchema,
  staffUserChangeSchema,
  staffUserSchema,
} from "#common/api/staff.ts";
import type { Services } from "../../services/index.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const userAnswer = successSchema({ user: staffUserSchema });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** Staff accounts, for admins: list, create or invite, change role/sections/disabled, reset a password. */
export const staffAccountRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const adminOnly = requireStaff(services, ["admin"]);

  app.get(
    "/users",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Every staff account (admins)",
        security: bearerSecurity,
        response: { 200: successSchema({ users: z.array(staffUserSchema) }), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ status: "success" as const, data: { users: await services.accounts.list() } }),
  );

  app.post(
    "/users",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Create a staff account (admins)",
        description: "Sections apply to editors only; faculty_id links a faculty account to its faculty member.",
        security: bearerSecurity,
        body: newStaffUserSchema,
        response: { 201: userAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = await services.accounts.create(request.body, actorOf(request));
      return reply.code(201).send({ status: "success" as const, data: { user } });
    },
  );

  app.post(
    "/users/invitations",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Invite a person by email to an account (admins)",
        description:
          "Makes the account without a password (`invited` true) and sends its owner, in `language`, a link " +
          "that chooses one: it works once, within 48 hours. Until then nobody can sign in to the account.",
        security: bearerSecurity,
        body: newStaffInvitationSchema,
        response: { 201: userAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const user = await services.accounts.invite(request.body, actorOf(request));
      return reply.code(201).send({ status: "success" as const, data: { user } });
    },
  );

  app.post(
    "/users/:id/invitation",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Send an invited account's invitation again, with a new link (admins)",
        description: "409 when the account has chosen its password already, or is disabled.",
        security: bearerSecurity,
        params: idParamsSchema,
        body: z.object({ language: mailLanguageSchema.default("en") }),
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await services.accounts.inviteAgain(request.params.id, request.body.language, actorOf(request));
      return { status: "success" as const, data: { user } };
    },
  );

  app.patch(
    "/users/:id",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Change an account's role, sections, faculty link or disabled flag (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: staffUserChangeSchema,
        response: { 200: userAnswer, ...errors },
      },
    },
    async (request) => {
      const user = await services.accounts.change(request.params.id, request.body, actorOf(request));
      return { status: "success" as const, data: { user } };
    },
  );

  app.put(
    "/users/:id/password",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Set a new password for an account (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: z.object({ password: passwordSchema }),
        response: { 200: successSchema({}), ...errors },
      },
    },
    async (request) => {
      await services.accounts.resetPassword(request.params.id, request.body.password, actorOf(request));
      return { status: "success" as const, data: {} };
    },
  );
};
