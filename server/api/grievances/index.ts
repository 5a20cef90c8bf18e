import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import {
  grievanceChangeSchema,
  grievancePageSchema,
  grievanceQuerySchema,
  grievanceSchema,
} from "#common/api/grievance.ts";
import type { Services } from "../../services/index.ts";
import { sendCsv } from "../csv-download.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Grievances for admins: list, detail, attachment, handling, CSV export. */
export const grievanceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const adminOnly = requireStaff(services, ["admin"]);

  app.get(
    "/grievances",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Grievances, newest first (admins)",
        security: bearerSecurity,
        querystring: grievanceQuerySchema,
        response: { 200: successSchema(grievancePageSchema.shape), ...errors },
      },
    },
    async (request) => ({ status: "success" as const, data: await services.grievances.list(request.query) }),
  );

  app.get(
    "/grievances/export.csv",
    {
      onRequest: adminOnly,
      schema: { tags: ["staff"], summary: "Every grievance as CSV (admins)", security: bearerSecurity },
    },
    async (_request, reply) => sendCsv(reply, "grievances", await services.grievances.csv()),
  );

  app.get(
    "/grievances/:id",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "One grievance (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: successSchema({ grievance: grievanceSchema }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { grievance: await services.grievances.find(request.params.id) },
    }),
  );

  app.get(
    "/grievances/:id/attachment",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "A grievance's attachment, as a download (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await services.grievances.attachment(request.params.id);
      return reply
        .type(file.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", `attachment; filename="${file.name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"`)
        .send(file.content);
    },
  );

  app.patch(
    "/grievances/:id",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Set a grievance's status, public reply or internal note (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: grievanceChangeSchema,
        response: { 200: successSchema({ grievance: grievanceSchema }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { grievance: await services.grievances.update(request.params.id, request.body, actorOf(request)) },
    }),
  );
};
