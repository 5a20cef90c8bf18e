import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import {
  alumniChangeSchema,
  alumniDuplicatesSchema,
  alumniMergeSchema,
  alumniQuerySchema,
  alumniSchema,
} from "#common/api/grievance.ts";
import type { Services } from "../../services/index.ts";
import { sendCsv } from "../csv-download.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Alumni registrations for admins: list, detail, review, duplicates and their merge, CSV export (decisions 0054, 0112, 0142). */
export const alumniRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const adminOnly = requireStaff(services, ["admin"]);

  app.get(
    "/alumni",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Alumni registrations, by year of passing (admins)",
        security: bearerSecurity,
        querystring: alumniQuerySchema,
        response: {
          200: successSchema({ alumni: z.array(alumniSchema) }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => ({ status: "success" as const, data: { alumni: await services.alumni.list(request.query) } }),
  );

  app.get(
    "/alumni/export.csv",
    {
      onRequest: adminOnly,
      schema: { tags: ["staff"], summary: "Alumni registrations as CSV (admins)", security: bearerSecurity },
    },
    async (_request, reply) => sendCsv(reply, "alumni", await services.alumni.csv()),
  );

  app.get(
    "/alumni/:id",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "One alumni registration (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: successSchema({ alumni: alumniSchema }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { alumni: await services.alumni.find(request.params.id) },
    }),
  );

  app.get(
    "/alumni/:id/duplicates",
    {
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "A registration and its possible duplicates: the same email, or the same name and year (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: successSchema(alumniDuplicatesSchema.shape), ...errors },
      },
    },
    async (request) => ({ status: "success" as const, data: await services.alumni.duplicates(request.params.id) }),
  );

  app.post(
    "/alumni/:id/merge",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Keep this registration (verified) and reject the named duplicates of it (admins)",
        description:
          "Each id in `duplicates` must be a possible duplicate of this registration (GET /alumni/{id}/duplicates). " +
          "Nothing is copied between registrations; every change is in the audit log.",
        security: bearerSecurity,
        params: idParamsSchema,
        body: alumniMergeSchema,
        response: { 200: successSchema(alumniDuplicatesSchema.shape), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: await services.alumni.merge(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.patch(
    "/alumni/:id",
    {
      config: staffWriteRateLimit,
      onRequest: adminOnly,
      schema: {
        tags: ["staff"],
        summary: "Set an alumni registration's status or internal note (admins)",
        security: bearerSecurity,
        params: idParamsSchema,
        body: alumniChangeSchema,
        response: { 200: successSchema({ alumni: alumniSchema }), ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { alumni: await services.alumni.update(request.params.id, request.body, actorOf(request)) },
    }),
  );
};
