import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import { paginationSchema } from "#common/api/notice.ts";
import { wholeNumberParameter } from "#common/api/query.ts";
import { auditEntrySchema } from "#common/api/staff.ts";
import type { Services } from "../../services/index.ts";
import { bearerSecurity, requireStaff } from "../staff-session.ts";

/** The audit log, read-only: there is no route that changes or removes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/audit",
    {
      onRequest: requireStaff(services, ["admin"]),
      schema: {
        tags: ["staff"],
        summary: "The audit log, newest first (admins)",
        security: bearerSecurity,
        querystring: z.object({
          page: wholeNumberParameter("page", 1).default(1),
          limit: wholeNumberParameter("limit", 1, 500).default(50),
          action: z.string().max(50).optional().describe("Only entries of this action, such as notice.delete"),
        }),
        response: {
          200: successSchema({ entries: z.array(auditEntrySchema), pagination: paginationSchema }),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => ({ status: "success" as const, data: await services.audit.list(request.query) }),
  );
};
