import path from "node:path";
import type { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createHeaders } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageHandler } from "#app/server-entry.ts";
import { createPageCache, sharedCacheHeader, type PageCache } from "./delivery/page-cache.ts";
import { refuseOverloaded } from "./delivery/overload.ts";
import { databaseTrouble, logDatabaseTrouble, type DatabaseTrouble } from "./db/unavailable.ts";
import { stricterRateLimit } from "./http/rate-limit.ts";
import { sendStatus } from "./http/status-answer.ts";
import type { Services } from "./services/index.ts";
import type { CataloguePage } from "./db/search-index.ts";
import { Overloaded } from "./services/work-gate.ts";

export type ServerEntry = {
  createPageHandler: (mode: string) => PageHandler;
  catalogueSearchPages: () => CataloguePage[];
};

/**
 * The pages whose words the app's message catalogue holds go into the site search as the
 * server loads the pages that show them (docs/decisions/0128). A database that refuses the
 * write leaves them out of the results until the next start, logged, and stops nothing.
 */
export async function indexCataloguePages(app: FastifyInstance, services: Services, entry: ServerEntry) {
  try {
    await services.search.indexCataloguePages(entry.catalogueSearchPages());
  } catch (error) {
    app.log.warn({ err: error }, "the catalogue's pages could not be indexed for the site search");
  }
}

/** Serves the built browser assets and renders every other path through React Router. */
export async function registerBuiltPages(
  app: FastifyInstance,
  services: Services,
  buildDirectory: string,
): Promise<void> {
  const entryUrl = pathToFileURL(path.join(buildDirectory, "server/index.js")).href;
  const entry = (await import(entryUrl)) as ServerEntry;
  await indexCataloguePages(app, services, entry);
  await app.register(async (files) => {
    // A page already sent needs these for its styles and script; each is a lookup and a write,
    // which passes no gate (server/delivery/overload.ts), so they are never refused.
    await files.register(fastifyStatic, {
      root: path.join(buildDirectory, "client"),
      wildcard: false,
      // The build writes a .br and a .gz beside every text file (scripts/precompress.ts), so
      // no asset is compressed per request.
      preCompressed: true,
      // Hashed file names change with their content, so they may be cached for a year.
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  });
  registerPageRenderer(app, services, entry.createPageHandler("production"), {
    pageCache: createPageCache(app.responses),
  });
}

/**
 * The largest body a page post may have (docs/decisions/0113). A multipart post is the
 * grievance form with its attachment of up to 5 MB; any other is a form's text fields, the
 * longest of which (5,000 characters of Devanagari, percent-encoded) is 45 KB.
 */
export const pageBodyLimits = { multipart: 8 * 1024 * 1024, other: 64 * 1024 };

/** A page post whose body sends nothing for this long is refused with 408. */
export const bodyIdleTimeoutMs = 10_000;

/**
 * The reading options' action (app/routes/preferences.ts), posted as a form and, with
 * JavaScript, as React Router's `.data` request. No form's database limit counts it, so
 * it has a limit of its own: far more choices a minute than anyone clicks.
 */
const preferencePaths = ["/preferences", "/preferences.data"];
const preferencesPerMinute = 60;

/** An error Fastify answers with its status (as a page: server/http/status-answer.ts). */
function clientError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

const tooLargeMessage = "The form sent is too large. An attached file may be at most 5 MB.";

/**
 * How much of a refused body is read and dropped, and for how long at least, before its
 * connection is cut: on loopback or a fast link 8 MB pass in milliseconds, before a busy client
 * may have read the answer, which a reset would then take from it.
 */
const droppedBytesLimit = 8 * 1024 * 1024;
const droppingAtLeastMs = 2_000;

/**
 * A page post's body, read whole before any render is asked for, up to `limit` bytes. A
 * longer one is refused with 413 as soon as it passes the limit (or at once, when its
 * declared length does); what follows is read and dropped, not kept, so that the answer
 * reaches a client still sending (closing on unread bytes would reset the connection, and
 * the answer with it), up to `droppedBytesLimit` and for `droppingAtLeastMs`, after which the
 * connection is cut. A body that sends nothing for `bodyIdleTimeoutMs` is refused with 408.
 */
function readPageBody(request: FastifyRequest, payload: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let dropped = 0;
    let refused = false;
    let refusedAt = 0;
    const refuse = (error: Error) => {
      refused = true;
      refusedAt = performance.now();
      chunks.length = 0;
      reject(error);
    };
    const idle = setTimeout(() => {
      payload.off("data", onData);
      if (refused) payload.destroy();
      else refuse(clientError(408, "The request body stopped arriving"));
    }, bodyIdleTimeoutMs);
    const onData = (chunk: Buffer) => {
      idle.refresh();
      if (refused) {
        dropped += chunk.length;
        if (dropped > droppedBytesLimit && performance.now() - refusedAt > droppingAtLeastMs) payload.destroy();
        return;
      }
      received += chunk.length;
      if (received > limit) return refuse(clientError(413, tooLargeMessage));
      chunks.push(chunk);
    };
    payload.on("data", onData);
    payload.once("close", () => clearTimeout(idle));
    payload.once("end", () => {
      if (!refused) resolve(Buffer.concat(chunks, received));
    });
    payload.once("error", (error) => {
      if (!refused) refuse(clientError(400, error.message));
    });
    if (Number(request.headers["content-length"]) > limit) refuse(clientError(413, tooLargeMessage));
  });
}

/**
 * React Router's request: the URL as the visitor asked for it (behind a trusted proxy, its
 * `X-Forwarded-Proto` and `X-Forwarded-Host`, so that a form's `Origin` matches and cookies
 * are `Secure` over HTTPS), the body already read, and a signal that aborts when the
 * visitor goes away before the answer is complete.
 */
function pageRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const left = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) left.abort();
  });
  const body = request.method === "POST" && Buffer.isBuffer(request.body) ? request.body : undefined;
  return new Request(`${request.protocol}://${request.host || "localhost"}${request.url}`, {
    method: request.method,
    headers: createHeaders(request.raw),
    signal: left.signal,
    // A Buffer is a Uint8Array; its type says its memory could be shared, which a body's may not.
    ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
  });
}

/**
 * The catch-all that hands a request to React Router; API routes are registered
 * before it. A post's body is read whole first, capped as it streams (413) and with an
 * idle timeout (408), so that no render waits on a slow sender. With a page cache,
 * anonymous pages are rendered once and then served from it; a render waits its turn at
 * the render gate, or is refused 503 when too many wait (server/services/work-gate.ts). Every
 * rendered response says `private, no-cache`, since it carries a nonce of its own that no
 * shared cache may hand to anyone else.
 */
export function registerPageRenderer(
  app: FastifyInstance,
  services: Services,
  handlePage: PageHandler,
  { pageCache }: { pageCache?: PageCache } = {},
): void {
  app.register(async (pages) => {
    // Bodies as bytes, for React Router to read as a form (Fastify's parsers would answer form posts with 415).
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("multipart/form-data", (request: FastifyRequest, payload: Readable) =>
      readPageBody(request, payload, pageBodyLimits.multipart),
    );
    pages.addContentTypeParser("*", (request: FastifyRequest, payload: Readable) =>
      readPageBody(request, payload, pageBodyLimits.other),
    );
    // Fastify closes the connection after any body it could not parse; one refused for its
    // size is being dropped to its end (readPageBody), and closing before that would reset
    // the connection under the client, answer and all.
    pages.addHook("onSend", (_request, reply, payload, done) => {
      if (reply.statusCode === 413) reply.removeHeader("connection");
      done(null, payload);
    });

    const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = pageCache?.keyFor(request);
      if (key !== undefined) {
        const hit = pageCache!.sendHit(key, request, reply);
        if (hit) return hit;
      }
      const toRender = pageRequest(request, reply);
      /** The database's passing trouble the page's loaders or actions met, if they met any. */
      let troubleMet: DatabaseTrouble | undefined;
      let response: Response;
      try {
        response = await services.gates.renders.admit(
          () =>
            handlePage(toRender, {
              services,
              cspNonce: reply.cspNonce?.script ?? "",
              clientAddress: request.ip,
              log: request.log,
              databaseTrouble: (error) => {
                const trouble = databaseTrouble(error);
                if (trouble) logDatabaseTrouble(request.log, trouble, error);
                troubleMet ??= trouble;
                return trouble;
              },
            }),
          toRender.signal,
        );
      } catch (error) {
        if (error instanceof Overloaded) return refuseOverloaded(request, reply, error.message);
        // The visitor left while the render waited its turn: there is no one to answer.
        if (toRender.signal.aborted) return reply.code(503).send();
        throw error;
      }
      // A page that failed because the database refused for a while (out of reach, a full disk)
      // is not broken: the site's error page, as 503 with Retry-After, as the API answers.
      if (troubleMet && response.status >= 500) {
        reply.header("retry-after", troubleMet.retryAfterSeconds);
        response = new Response(response.body, { status: 503, headers: response.headers });
      }
      reply.header("cache-control", "private, no-cache");
      // React Router answers some refusals as plain text (a form post from another
      // origin, an unreadable body); a reader gets a page, a script its `.data` answer.
      if (
        response.status >= 400 &&
        !request.url.split("?")[0]!.endsWith(".data") &&
        !response.headers.get("content-type")?.startsWith("text/html")
      ) {
        return sendStatus(request, reply, response.status, (await response.text()).slice(0, 200));
      }
      if (key === undefined) return reply.send(response);
      reply.header("x-page-cache", "miss");
      const nonces = [reply.cspNonce?.script ?? "", reply.cspNonce?.style ?? ""];
      if (
        request.headers[sharedCacheHeader] !== undefined &&
        (await pageCache!.sentWhole(key, response, nonces, request, reply))
      ) {
        return reply;
      }
      return reply.send(pageCache!.remember(key, response, nonces));
    };
    for (const url of preferencePaths) {
      pages.post(url, { config: stricterRateLimit(preferencesPerMinute, 60_000) }, renderPage);
    }
    pages.all("/*", renderPage);
  });
}
