import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campusZones } from "#common/campuses.ts";
import type { Services } from "../../services/index.ts";
import { errorSchema, success, successSchema } from "../envelope.ts";

const campusSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  zone: z.enum(campusZones),
  address: z.string().nullable(),
});

const campusQuerySchema = z.object({
  zone: z
    .enum(campusZones, { error: `zone must be one of ${campusZones.join(", ")}` })
    .optional()
    .describe("Only the campuses of this zone"),
});

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
    async (request) => success({ campuses: await services.campus.list({ zone: request.query.zone }) }),
  );
};
