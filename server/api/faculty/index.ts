import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facultyQuerySchema, facultySchema } from "#common/api/academics.ts";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../cacheable.ts";
import { found } from "../errors.ts";

export const facultyRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
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

  app.get(
    "/faculty/:id",
    {
      schema: {
        tags: ["faculty"],
        summary: "One faculty member",
        params: idParamsSchema,
        response: { 200: successSchema({ faculty: facultySchema }), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, {
        faculty: found(await services.faculty.find(request.params.id), "faculty member"),
      }),
  );
};
