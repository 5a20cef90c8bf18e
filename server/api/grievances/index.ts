import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import {
  grievanceChangeSchema,
  grievanceDetailSchema,
  grievanceOfficerSchema,
  grievancePageSchema,
  grievanceQuerySchema,
} from "#common/api/grievance.ts";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Services } from "../../services/index.ts";
import { grievanceScopeOf } from "../../services/grievance-service.ts";
import { sendCsv } from "../csv-download.ts";
import { actorOf, bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The grievances the signed-in account handles: an admin's all, an officer's those of their campus or all. */
const scopeOf = (request: FastifyRequest) => grievanceScopeOf(sessionOf(request).user);

/**
 * Grievances for admins and grievance officers (decision 0140): list, detail with its
 * history, attachment, handling, CSV export. Every read and write is limited to the
 * account's campus by the service; a grievance of another campus answers 404.
 */
export const grievanceRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const handlers = requireStaff(services, ["admin", "grievance_officer"]);

  app.get(
    "/grievances",
    {
      onRequest: handlers,
      schema: {
        tags: ["staff"],
        summary: "Grievances, newest or soonest due first (admins and grievance officers, within their campus)",
        security: bearerSecurity,
        querystring: grievanceQuerySchema,
        response: { 200: successSchema(grievancePageSchema.shape), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await services.grievances.list(request.query, scopeOf(request), sessionOf(request).user._id),
    }),
  );

  app.get(
    "/grievances/officers",
    {
      onRequest: handlers,
      schema: {
        tags: ["staff"],
        summary: "Who grievances can be assigned to: admins and the officers of the account's campus",
        security: bearerSecurity,
        response: { 200: successSchema({ officers: z.array(grievanceOfficerSchema) }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { officers: await services.grievances.officers(scopeOf(request)) },
    }),
  );

  app.get(
    "/grievances/export.csv",
    {
      onRequest: handlers,
      schema: {
        tags: ["staff"],
        summary: "Every grievance as CSV (admins and grievance officers, within their campus)",
        security: bearerSecurity,
      },
    },
    async (request, reply) => sendCsv(reply, "grievances", await services.grievances.csv(scopeOf(request))),
  );

  app.get(
    "/grievances/:id",
    {
      onRequest: handlers,
      schema: {
        tags: ["staff"],
        summary: "One grievance with the history of its handling (admins and grievance officers)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: successSchema({ grievance: grievanceDetailSchema }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { grievance: await services.grievances.find(request.params.id, scopeOf(request)) },
    }),
  );

  app.get(
    "/grievances/:id/attachment",
    {
      onRequest: handlers,
      schema: {
        tags: ["staff"],
        summary: "A grievance's attachment, as a download (admins and grievance officers)",
        security: bearerSecurity,
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await services.grievances.attachment(request.params.id, scopeOf(request));
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
      onRequest: handlers,
      schema: {
        tags: ["staff"],
        summary:
          "Set a grievance's status, public reply, internal note or officer (admins and grievance officers); a save that changes nothing writes nothing",
        security: bearerSecurity,
        params: idParamsSchema,
        body: grievanceChangeSchema,
        response: { 200: successSchema({ grievance: grievanceDetailSchema }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        grievance: await services.grievances.update(
          request.params.id,
          request.body,
          actorOf(request),
          scopeOf(request),
        ),
      },
    }),
  );
};
