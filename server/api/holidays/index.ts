import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import {
  holidayAnswerSchema,
  holidayCalendarAnswerSchema,
  holidayChangeSchema,
  holidayQuerySchema,
  newHolidaySchema,
} from "#common/api/holidays.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import type { Services } from "../../services/index.ts";
import { actorOf, bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";

const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const editorsNote = "Admins, and editors given the academics page group (the calendar's page); 403 otherwise.";

/** The holiday calendar per year (docs/decisions/0164): read by anyone, kept by staff. */
export const holidayRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const editors = requireStaff(services, ["admin", "editor"]);

  app.get(
    "/holidays",
    {
      schema: {
        tags: ["holidays"],
        summary: "A year's holidays, by date, and the years that have any",
        querystring: holidayQuerySchema,
        response: { 200: holidayCalendarAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) =>
      sendCacheable(request, reply, { calendar: await services.holidays.calendar(request.query.year) }),
  );

  app.post(
    "/holidays",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["holidays"],
        summary: "Add a holiday",
        description: editorsNote,
        security: bearerSecurity,
        body: newHolidaySchema,
        response: { 201: holidayAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const holiday = await services.holidays.add(sessionOf(request).user, actorOf(request), request.body);
      return reply.code(201).send({ status: "success" as const, data: { holiday } });
    },
  );

  app.patch(
    "/holidays/:id",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["holidays"],
        summary: "Change a holiday's date or names",
        description: editorsNote,
        security: bearerSecurity,
        params: idParamsSchema,
        body: holidayChangeSchema,
        response: { 200: holidayAnswerSchema, ...writeErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        holiday: await services.holidays.update(
          sessionOf(request).user,
          actorOf(request),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  app.delete(
    "/holidays/:id",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["holidays"],
        summary: "Remove a holiday",
        description: editorsNote,
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: successSchema({ removed: z.string() }), ...writeErrors },
      },
    },
    async (request) => {
      await services.holidays.remove(sessionOf(request).user, actorOf(request), request.params.id);
      return { status: "success" as const, data: { removed: request.params.id } };
    },
  );
};
