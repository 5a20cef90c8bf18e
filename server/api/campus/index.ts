import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { campusChangeSchema, campusParamsSchema, campusQuerySchema, campusSchema } from "#common/api/campus.ts";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import { acceptPhotoBodies, registerPhotoRoutes } from "../photo-body.ts";
import { actorOf, bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";

const campusAnswer = successSchema({ campus: campusSchema });
const writeErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  413: errorSchema,
  415: errorSchema,
};
const editorsNote = 'Admins, and editors given the campus\'s page group ("campus-dwarka"); 403 otherwise.';

export const campusRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const editors = requireStaff(services, ["admin", "editor"]);
  acceptPhotoBodies(app);

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

  app.patch(
    "/campus/:id",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["campuses"],
        summary: "Change a campus's address, contacts, director, map link or programme list (null clears a field)",
        description: `The campus page and the contact page show the change at once. ${editorsNote}`,
        security: bearerSecurity,
        params: campusParamsSchema,
        body: campusChangeSchema,
        response: { 200: campusAnswer, ...writeErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: {
        campus: await services.campus.update(
          sessionOf(request).user,
          actorOf(request),
          request.params.id,
          request.body,
        ),
      },
    }),
  );

  registerPhotoRoutes(app, {
    url: "/campus/:id/photo",
    tag: "campuses",
    summaries: {
      replace: "Replace the campus's photo",
      remove: "Remove the campus's photo (the page shows its drawing again)",
    },
    editorsNote,
    onRequest: editors,
    params: campusParamsSchema,
    response: { 200: campusAnswer, ...writeErrors },
    key: "campus",
    set: (request, { id }, photo) => services.campus.setPhoto(sessionOf(request).user, actorOf(request), id, photo),
  });
};
