import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import { createRequest } from "@remix-run/node-fetch-server";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { PageHandler } from "#app/server-entry.ts";
import { createPageCache, type PageCache } from "./page-cache.ts";
import { refuseOverloaded } from "./http/overload.ts";
import { sendStatus } from "./http/status-answer.ts";
import type { Services } from "./services/index.ts";
import { Overloaded } from "./work-gate.ts";

type ServerEntry = { createPageHandler: (mode: string) => PageHandler };

/** Serves the built browser assets and renders every other path through React Router. */
export async function registerBuiltPages(
  app: FastifyInstance,
  services: Services,
  buildDirectory: string,
): Promise<void> {
  const entryUrl = pathToFileURL(path.join(buildDirectory, "server/index.js")).href;
  const entry = (await import(entryUrl)) as ServerEntry;
  await app.register(async (files) => {
    // A page already sent needs these for its styles and script; each is a lookup and a write.
    files.addHook("onRoute", (route) => {
      route.config = { ...route.config, neverShed: true };
    });
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
    pageCache: createPageCache({ readCache: services.cache }),
  });
}

/**
 * The catch-all that hands a request to React Router; API routes are registered
 * before it. With a page cache, anonymous pages are rendered once and then served
 * from it; a render waits its turn at the render gate, or is refused 503 when
 * too many wait (server/work-gate.ts). Every rendered response says `private, no-cache`, since it carries a
 * nonce of its own that no shared cache may hand to anyone else.
 */
export function registerPageRenderer(
  app: FastifyInstance,
  services: Services,
  handlePage: PageHandler,
  { pageCache }: { pageCache?: PageCache } = {},
): void {
  app.register(async (pages) => {
    // Leave the body stream to React Router, or Fastify's parsers answer form posts with 415.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser("*", (_request, _payload, done) => done(null));
    pages.all("/*", async (request, reply: FastifyReply) => {
      const key = pageCache?.keyFor(request);
      if (key !== undefined) {
        const hit = pageCache!.sendHit(key, request, reply);
        if (hit) return hit;
      }
      const pageRequest = createRequest(request.raw, reply.raw);
      let response: Response;
      try {
        response = await services.gates.renders.admit(
          () =>
            handlePage(pageRequest, {
              services,
              cspNonce: reply.cspNonce?.script ?? "",
              clientAddress: request.ip,
              log: request.log,
            }),
          pageRequest.signal,
        );
      } catch (error) {
        if (error instanceof Overloaded) return refuseOverloaded(request, reply, error.message);
        // The visitor left while the render waited its turn: there is no one to answer.
        if (pageRequest.signal.aborted) return reply.code(503).send();
        throw error;
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
      return reply.send(pageCache!.remember(key, response, nonces));
    });
  });
}
