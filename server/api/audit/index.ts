import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditChoicesSchema, auditFilterSchema, auditPageSchema, auditQuerySchema } from "#common/api/audit.ts";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { auditExportLimit } from "../../services/audit-service.ts";
import { sendCsv } from "../csv-download.ts";
import { bearerSecurity, requireStaff } from "../staff-session.ts";

const refusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The audit log, read-only: there is no route that changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admins = requireStaff(services, ["admin"]);

  app.get(
    "/audit",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "The audit log, newest first, filtered (admins)",
        description: "Each entry says what changed, field by field, in `changes`.",
        security: bearerSecurity,
        querystring: auditQuerySchema,
        response: { 200: successSchema(auditPageSchema.shape), ...refusals },
      },
    },
    async (request) => ({ status: "success" as const, data: await services.audit.list(request.query) }),
  );

  app.get(
    "/audit/choices",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "What the audit log's filters can choose: its people, actions and kinds of record (admins)",
        security: bearerSecurity,
        response: { 200: successSchema({ choices: auditChoicesSchema }), ...refusals },
      },
    },
    async () => ({ status: "success" as const, data: { choices: await services.audit.choices() } }),
  );

  app.get(
    "/audit/export.csv",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: `The filtered audit log as CSV, newest first, at most ${auditExportLimit} entries (admins)`,
        security: bearerSecurity,
        querystring: auditFilterSchema,
      },
    },
    async (request, reply) => sendCsv(reply, "audit-log", await services.audit.csv(request.query)),
  );
};
