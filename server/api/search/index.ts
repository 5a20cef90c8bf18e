import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema } from "#common/api/envelope.ts";
import { searchAnswerSchema, searchQuerySchema } from "#common/api/search.ts";
import type { Services } from "../../services/index.ts";
import { sendCacheable } from "../../delivery/cacheable.ts";

/** The site's search (docs/decisions/0151): public, and kept like every public read until a write. */
export const searchRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/search",
    {
      schema: {
        tags: ["search"],
        summary: "Search pages, notices (their PDFs' text too), programmes, departments, faculty and campuses",
        description:
          "Every word of `q` must begin a word of a result; abbreviations match with or without their dots " +
          "(`btech`, `B.Tech`). Results are ranked (a match in the title counts most), with the title and a " +
          "short snippet as pieces of plain text, the matched words marked. A query with no words (only " +
          "punctuation) finds nothing; one longer than 200 characters is refused.",
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { search: await services.search.search(request.query) }),
  );
};
