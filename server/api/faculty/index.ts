import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facultyQuerySchema, facultySchema } from "#common/api/academics.ts";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import {
  facultyAnswerSchema,
  facultyChangeSchema,
  facultyCsvColumns,
  facultyImportAnswerSchema,
  facultyImportLimits,
  facultyImportQuerySchema,
} from "#common/api/faculty-edit.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import { ApiError, found } from "../errors.ts";
import { registerItemRoute } from "../item-route.ts";
import { actorOf, bearerSecurity, requireStaff, staffWriteErrors } from "../staff-session.ts";

export const facultyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admins = requireStaff(services, ["admin"]);

  // The import's file, read as bytes (its encoding is checked by the service), never larger than the limit.
  app.addContentTypeParser(
    "text/csv",
    { parseAs: "buffer", bodyLimit: facultyImportLimits.bytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    "/faculty",
    {
      schema: {
        tags: ["faculty"],
        summary: "List faculty members, sorted by name",
        description: "A bearer token may be sent; the public list does not need one.",
        querystring: facultyQuerySchema,
        response: { 200: successSchema({ faculty: z.array(facultySchema) }), 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { faculty: await services.faculty.list({ limit: request.query.limit }) }),
  );

  registerItemRoute(app, {
    path: "/faculty",
    tag: "faculty",
    summary: "One faculty member",
    key: "faculty",
    what: "faculty member",
    schema: facultySchema,
    find: services.faculty.find,
  });

  app.patch(
    "/faculty/:id",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Change a faculty member's record (admins)",
        description:
          "Fields left out stay as they are. An email another person has is a 409; an unknown department a 400. " +
          "Text that starts with =, +, - or @ (a spreadsheet formula) is refused.",
        security: bearerSecurity,
        params: idParamsSchema,
        body: facultyChangeSchema,
        response: { 200: facultyAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => {
      await services.facultyEdits.update(actorOf(request), request.params.id, request.body);
      return {
        status: "success" as const,
        data: { faculty: found(await services.faculty.find(request.params.id), "faculty member") },
      };
    },
  );

  app.post(
    "/faculty/import",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Add and change faculty members from a CSV file; ?dryRun=1 answers the preview only (admins)",
        description:
          `The body is the CSV file itself (Content-Type: text/csv), UTF-8 with or without a byte-order mark, ` +
          `at most ${facultyImportLimits.bytes / 1024 / 1024} MB and ${facultyImportLimits.rows} rows. The header ` +
          `names the columns: ${facultyCsvColumns.join(", ")} (email, firstname, surname, department and ` +
          `designation are needed). The email finds an existing person; department is a department's id or ` +
          `English name; qualifications and areas_of_expertise separate their items with semicolons. Each row is ` +
          `answered as create, change, unchanged or refuse (with reasons); without dryRun every row not refused ` +
          `is written in one transaction.`,
        consumes: ["text/csv"],
        security: bearerSecurity,
        querystring: facultyImportQuerySchema,
        response: { 200: facultyImportAnswerSchema, ...staffWriteErrors },
      },
    },
    async (request) => {
      if (request.body !== undefined && request.body !== null && !Buffer.isBuffer(request.body)) {
        throw new ApiError("unsupported_media_type", "Send the CSV file with Content-Type: text/csv");
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new ApiError("bad_request", "Send the CSV file as the body, with Content-Type: text/csv");
      }
      return {
        status: "success" as const,
        data: await services.facultyEdits.importCsv(actorOf(request), request.body, { dryRun: request.query.dryRun }),
      };
    },
  );
};
