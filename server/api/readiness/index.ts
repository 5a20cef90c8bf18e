import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "#common/zod.ts";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import { readinessItemSchema } from "#common/api/readiness.ts";
import type { Services } from "../../services/index.ts";
import { bearerSecurity, requireStaff } from "../staff-session.ts";

/** What is left to do before the site goes live (decision 0189): the console dashboard's panel, for admins. */
export const readinessRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/readiness",
    {
      onRequest: requireStaff(services, ["admin"]),
      schema: {
        tags: ["staff"],
        summary: "What is left to do before going live, read from the data and the settings (admins)",
        description:
          "Only the checks not yet passed, in order, each with its key, how many records still need it " +
          "(null for a setting of the server) and the console page that fixes it.",
        security: bearerSecurity,
        response: {
          200: successSchema({ checks: z.array(readinessItemSchema) }),
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async () => ({ status: "success" as const, data: { checks: await services.readiness.pending() } }),
  );
};
