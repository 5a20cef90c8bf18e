import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { storedFileIdSchema } from "#common/api/notice.ts";
import { isUploadType, nameForType, pdfMayRunSomething } from "../../services/file-checks.ts";
import type { Services } from "../../services/index.ts";
import type { StoredFile } from "../../services/notice-service.ts";
import { matchesEtag } from "../../delivery/cacheable.ts";
import { found } from "../errors.ts";

/**
 * A stored file's own policy: only the site's pages may frame it (PDF previews).
 * Nothing stricter: Chrome shows PDFs through an internal `<embed>` with inline
 * styles, which `object-src`/`default-src 'none'` would block (crbug.com/271452).
 * The file cannot be taken for a page: exact Content-Type plus nosniff, and
 * uploads are verified by content to be PDF, JPEG, PNG or WebP.
 */
const fileContentSecurityPolicy = "frame-ancestors 'self'";

/**
 * A file's bytes never change (its id is their hash): a browser keeps it for a year. A shared
 * cache keeps it a second, then checks it is still served with its ETag (a 304, every second at
 * most): a file whose notice is deleted, or not yet published, is gone there within 2 s
 * (decision 0217).
 */
const fileCacheControl = "public, max-age=31536000, immutable, s-maxage=1, stale-while-revalidate=1";

/**
 * How many files' verdicts a process keeps: a file's bytes never change (its id is their
 * hash), so each is checked once, and the oldest verdict goes when the list is full.
 */
const keptVerdicts = 1_000;
const runsSomething = new Map<string, Promise<boolean>>();

/** Whether the stored PDF `id` names a script or launch action (file-checks.ts), checked once per process. */
function mayRunSomething(id: string, content: Buffer): Promise<boolean> {
  let verdict = runsSomething.get(id);
  if (!verdict) {
    if (runsSomething.size >= keptVerdicts) runsSomething.delete(runsSomething.keys().next().value!);
    verdict = pdfMayRunSomething(content);
    runsSomething.set(id, verdict);
  }
  return verdict;
}

/**
 * `inline` (shown in the browser) or `attachment` (saved), with the file's name as an ASCII
 * fallback and in UTF-8 (RFC 6266).
 */
function contentDisposition(disposition: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  // RFC 5987 leaves out ' ( ) *, which encodeURIComponent keeps.
  const encoded = encodeURIComponent(name.toWellFormed()).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored file inline (or, a PDF that would run something, as a download) under its own
 * policy, named as what it is. The caller has set its caching.
 */
export async function sendStoredFile(reply: FastifyReply, file: StoredFile): Promise<FastifyReply> {
  reply
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", fileContentSecurityPolicy)
    .header("x-frame-options", "SAMEORIGIN");
  // A PDF that would run a script or a program is saved rather than opened in the browser (decision 0114).
  const pdfRuns = file.contentType === "application/pdf" && (await mayRunSomething(file.id, file.content));
  const disposition = pdfRuns ? "attachment" : "inline";
  // Named as what it is, whatever name it came with (notices stored before uploads were named so).
  const name = file.name && isUploadType(file.contentType) ? nameForType(file.name, file.contentType) : file.name;
  if (name) reply.header("content-disposition", contentDisposition(disposition, name));
  return reply.type(file.contentType).header("content-length", file.size).send(file.content);
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
          "A malformed id answers 400 and an unknown one 404, in the error envelope; so does the file of a " +
          "notice scheduled for later, until its moment.",
        params: z.object({ id: storedFileIdSchema }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const etag = `"${id}"`;
      // Look the file up first: an unknown id is a 404 even to `If-None-Match: *`. A
      // revalidation (nginx's, every second) asks only whether it is still served.
      if (matchesEtag(request.headers["if-none-match"], etag)) {
        found((await services.notices.isFileServed(id)) || undefined, "file");
        return reply
          .header("etag", etag)
          .header("cache-control", fileCacheControl)
          .header("x-content-type-options", "nosniff")
          .code(304)
          .send();
      }
      const file = found(await services.notices.file(id), "file");
      reply.header("etag", etag).header("cache-control", fileCacheControl);
      return sendStoredFile(reply, file);
    },
  );
};
