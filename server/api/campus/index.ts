import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campusQuerySchema, campusSchema } from "#common/api/campus.ts";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";

export const campusRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/campus",
    {
      schema: {
        tags: ["campuses"],
        summary: "List campuses, optionally of one zone",
        querystring: campusQuerySchema,
        response: { 200: successSchema({ campuses: z.array(campusSchema) }), 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { campuses: await services.campus.list({ zone: request.query.zone }) }),
  );
};
