import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, successSchema } from "#common/api/envelope.ts";
import {
  apiNoticeSchema,
  noticeListMetadataSchema,
  noticeQuerySchema,
  noticeSchema,
  paginationSchema,
} from "#common/api/notice.ts";
import type { NoticeState } from "../../services/notice-service.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";
import { registerItemRoute } from "../item-route.ts";
import { noticePageWithAliases, requestOrigin } from "./aliases.ts";

const noticePageSchema = successSchema({ notices: z.array(apiNoticeSchema), pagination: paginationSchema }).extend({
  metadata: noticeListMetadataSchema,
});

export const noticeRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const listRoute = (path: string, state: NoticeState, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags: ["notices"],
          summary,
          description:
            "Newest first. A notice is archived when its archive flag is set or its valid_until has passed. " +
            "`regex` is plain text matched literally and case-insensitively.",
          querystring: noticeQuerySchema,
          response: { 200: noticePageSchema, 400: errorSchema },
        },
      },
      async (request, reply) => {
        const page = await services.notices.list(state, request.query);
        const { data, beside } = noticePageWithAliases(page, requestOrigin(request));
        return sendCacheable(request, reply, data, beside);
      },
    );

  listRoute("/notice", "current", "List current notices, one page at a time");
  listRoute("/notice/archived", "archived", "List archived notices, one page at a time");

  registerItemRoute(app, {
    path: "/notice",
    tag: "notices",
    summary: "One notice, current or archived",
    key: "notice",
    what: "notice",
    schema: noticeSchema,
    find: services.notices.find,
  });
};
