import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { storedFileIdSchema } from "#common/api/notice.ts";
import type { Services } from "../../services/index.ts";
import { matchesEtag } from "../cacheable.ts";
import { found } from "../errors.ts";

/**
 * A stored file's own policy: it is a document, never a page of the site, so it
 * may run nothing; it may be framed by the site's own pages (PDF previews).
 */
const fileContentSecurityPolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** `inline; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const fileRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    "/files/:id",
    {
      schema: {
        tags: ["files"],
        summary: "A notice's file (PDF or image)",
        description:
          "The id is the SHA-256 of the content, so the URL never serves different bytes: it is cached for a year. " +
          "A malformed id answers 400 and an unknown one 404, in the error envelope.",
        params: z.object({ id: storedFileIdSchema }),
      },
    },
    async (request, reply) => {
      const etag = `"${request.params.id}"`;
      const immutable = () =>
        reply
          .header("etag", etag)
          .header("cache-control", "public, max-age=31536000, immutable")
          .header("x-content-type-options", "nosniff");
      if (matchesEtag(request.headers["if-none-match"], etag)) return immutable().code(304).send();
      const file = found(await services.notices.file(request.params.id), "file");
      immutable().header("content-security-policy", fileContentSecurityPolicy);
      if (file.name) reply.header("content-disposition", contentDisposition(file.name));
      return reply.type(file.contentType).header("content-length", file.size).send(file.content);
    },
  );
};
