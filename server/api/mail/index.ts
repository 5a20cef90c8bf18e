import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import { mailMessageSchema, mailPageSchema, mailQuerySchema } from "#common/api/mail.ts";
import type { Services } from "../../services/index.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The outbox, for admins (decision 0200): what was sent, what waits, what failed; a failed message sent again. */
export const mailRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const adminOnly = requireStaff(services, ["admin"]);

  app.get(
    "/mail/outbox",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "The outbox, newest first (admins)",
        description:
          "Each message's recipient, subject, state, tries and last error; never its text or a link. " +
          "`configured` is false when no mail server is configured: messages then wait, not sent.",
        security: bearerSecurity,
        querystring: mailQuerySchema,
        response: { 200: successSchema(mailPageSchema.shape), ...errors },
      },
    },
    async (request) => ({ status: "success" as const, data: await services.mail.list(request.query) }),
  );

  app.post(
    "/mail/outbox/:id/send-again",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Send a failed message again (admins)",
        description: "The message is due at once, its tries counted afresh; 409 unless it failed.",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: successSchema({ message: mailMessageSchema }), ...errors, 409: errorSchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { message: await services.mail.sendAgain(request.params.id, actorOf(request)) },
    }),
  );
};
