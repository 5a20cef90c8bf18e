import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import { sampleDataCountsSchema, sampleDataRemovalSchema } from "#common/api/sample-data.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import type { Services } from "../../services/index.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";

/** The demo seed's invented records (decision 0130): admins see how many are left and remove them all. */
export const sampleDataRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/sample-data",
    {
      onRequest: requireStaff(services, ["admin"]),
      schema: {
        tags: ["staff"],
        summary: "How many invented people, programmes and notices are left (admins)",
        security: bearerSecurity,
        response: { 200: successSchema({ counts: sampleDataCountsSchema }), 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ status: "success" as const, data: { counts: await services.sampleData.counts() } }),
  );

  app.post(
    "/sample-data/remove",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, ["admin"]),
      schema: {
        tags: ["staff"],
        summary: "Remove every invented record at once, audit-logged (admins; cannot be undone)",
        security: bearerSecurity,
        body: sampleDataRemovalSchema,
        response: {
          200: successSchema({ removed: sampleDataCountsSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { removed: await services.sampleData.removeAll(actorOf(request)) },
    }),
  );
};
