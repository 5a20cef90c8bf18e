import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facultyQuerySchema, facultySchema } from "#common/api/academics.ts";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { registerItemRoute } from "../item-route.ts";

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

  registerItemRoute(app, {
    path: "/faculty",
    tag: "faculty",
    summary: "One faculty member",
    key: "faculty",
    what: "faculty member",
    schema: facultySchema,
    find: services.faculty.find,
  });
};
