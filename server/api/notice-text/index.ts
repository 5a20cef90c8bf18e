import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema, idParamsSchema } from "#common/api/envelope.ts";
import {
  noticeTextCorrectionSchema,
  noticeTextStatesAnswerSchema,
  noticeTextStatesQuerySchema,
  staffNoticeTextAnswerSchema,
} from "#common/api/notice-text.ts";
import type { Services } from "../../services/index.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import { bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";

const publishers = ["admin", "editor"] as const;
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Staff's view of notices' text (decisions 0260 to 0263): its state, and corrections. */
export const noticeTextRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const publisherOf = (request: Parameters<typeof sessionOf>[0]) => ({
    user: sessionOf(request).user,
    address: request.ip,
  });

  app.get(
    "/notice/text-states",
    {
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "The text state of each of the notices named",
        description:
          "For the console's list: how each notice's text was had (`pdf`, `recognised`, `corrected`), or why it " +
          "is not (`pending`, `unavailable`, `failed` with the reason, `none`). Notices in sections the account " +
          "does not publish to, and unknown ids, are left out.",
        querystring: noticeTextStatesQuerySchema,
        security: bearerSecurity,
        response: { 200: noticeTextStatesAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { states: await services.noticeText.states(request.query.ids, publisherOf(request)) },
    }),
  );

  app.get(
    "/notice/:id/text",
    {
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "A notice's text as its reading view shows it, as Markdown, with its state and corrections",
        params: idParamsSchema,
        security: bearerSecurity,
        response: { 200: staffNoticeTextAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { text: await services.noticeText.forStaff(request.params.id, publisherOf(request)) },
    }),
  );

  app.put(
    "/notice/:id/text",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "Correct a notice's text",
        description:
          "The text as Markdown (`#` and `##` headings, paragraphs, `-` or `1.` lists, tables; any other markup " +
          "is kept as its words), saved as the notice's next revision: the reading view and the search show it. " +
          "Empty Markdown shows the PDF's own text again. `revision` is the revision the correction was made " +
          "from; 409 when another was saved since.",
        params: idParamsSchema,
        body: noticeTextCorrectionSchema,
        security: bearerSecurity,
        response: { 200: staffNoticeTextAnswerSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { text: await services.noticeText.correct(request.params.id, request.body, publisherOf(request)) },
    }),
  );
};
