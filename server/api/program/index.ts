import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { programSchema } from "#common/api/academics.ts";
import { errorSchema, idParameter, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import { programAnswerSchema, programChangeSchema } from "#common/api/program-edit.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import { ApiError, found } from "../errors.ts";
import { registerItemRoute } from "../item-route.ts";
import { actorOf, bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";

const programsSchema = successSchema({ programs: z.array(programSchema) });

export const programRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/program",
    {
      schema: {
        tags: ["programmes"],
        summary: "List programmes of every level, sorted by name",
        response: { 200: programsSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { programs: await services.programs.list() }),
  );

  app.get(
    "/program/:departmentId",
    {
      schema: {
        tags: ["programmes"],
        summary: "List one department's programmes",
        description: "An unknown department answers 404 with the message 'data not found'.",
        params: z.object({ departmentId: idParameter("departmentId") }),
        response: { 200: programsSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const programs = await services.programs.listByDepartment(request.params.departmentId);
      // The message the programme pages show when a department has no data (spec, section 8).
      if (!programs) throw new ApiError("not_found", "data not found");
      return sendCacheable(request, reply, { programs });
    },
  );

  app.patch(
    "/program/:id",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, ["admin", "editor"]),
      schema: {
        tags: ["staff"],
        summary: "Change a programme's names, duration, intake, eligibility or structure (admins, academic editors)",
        description:
          "Fields left out stay as they are; years null unpublishes the structure. Editors need the academics " +
          "page group (403 otherwise).",
        security: bearerSecurity,
        params: idParamsSchema,
        body: programChangeSchema,
        response: {
          200: programAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      await services.programs.update(sessionOf(request).user, actorOf(request), id, request.body);
      return { status: "success" as const, data: { program: found(await services.programs.find(id), "programme") } };
    },
  );

  registerItemRoute(app, {
    path: "/program/id",
    tag: "programmes",
    summary: "One programme, with its structure by year when published",
    key: "program",
    what: "programme",
    schema: programSchema,
    find: services.programs.find,
  });
};
