import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contentQuerySchema,
  contentRestoreSchema,
  contentWriteSchema,
  pageSummarySchema,
  pageTextAnswerSchema,
  revisionAnswerSchema,
} from "#common/api/content.ts";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import type { Services } from "../../services/index.ts";
import { actorOf, bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const readErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const writeErrors = { ...readErrors, 409: errorSchema, 413: errorSchema };

/**
 * The information pages' text (docs/decisions/0145), for admins and editors: read any page
 * with its draft and revisions, save a revision, restore an earlier one. An editor writes
 * only the page groups their account is given (403 otherwise); faculty accounts, none.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const editors = requireStaff(services, ["admin", "editor"]);

  app.get(
    "/content/pages",
    {
      onRequest: editors,
      schema: {
        tags: ["staff"],
        summary: "Every information page, by group, with its latest title per language (admins, editors)",
        security: bearerSecurity,
        response: { 200: successSchema({ pages: z.array(pageSummarySchema) }), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { pages: await services.pages.list(sessionOf(request).user) },
    }),
  );

  app.get(
    "/content",
    {
      onRequest: editors,
      schema: {
        tags: ["staff"],
        summary: "A page's published text, its draft if any, and its revisions (admins, editors)",
        security: bearerSecurity,
        querystring: contentQuerySchema,
        response: { 200: pageTextAnswerSchema, ...readErrors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { page: await services.pages.text(sessionOf(request).user, request.query) },
    }),
  );

  app.put(
    "/content",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["staff"],
        summary: "Save a page's text as a new revision, published or as a draft (admins, editors of its group)",
        description:
          "baseRevision is the latest revision when the editor opened the page; when another has been saved " +
          "since, the answer is 409 and nothing is written.",
        security: bearerSecurity,
        querystring: contentQuerySchema,
        body: contentWriteSchema,
        response: { 201: revisionAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const revision = await services.pages.save(user, actorOf(request), request.query, request.body);
      return reply.code(201).send({ status: "success" as const, data: { revision } });
    },
  );

  app.post(
    "/content/restore",
    {
      config: staffWriteRateLimit,
      onRequest: editors,
      schema: {
        tags: ["staff"],
        summary: "Publish an earlier revision's text again, as a new revision (admins, editors of its group)",
        security: bearerSecurity,
        body: contentRestoreSchema,
        response: { 201: revisionAnswerSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const revision = await services.pages.restore(user, actorOf(request), request.body);
      return reply.code(201).send({ status: "success" as const, data: { revision } });
    },
  );
};
