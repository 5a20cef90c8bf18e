import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { createByteCache } from "../byte-cache.ts";
import { keptUntil } from "../delivery/expiry.ts";
import type { ReadCache } from "../services/read-cache.ts";
import { matchesEtag } from "./cacheable.ts";

/** A public read's answer as `sendCacheable` sent it: its own headers and its (encoded) body. */
export type KeptAnswer = { headers: Record<string, string>; etag: string; body: string | Buffer };

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Set on a GET the answer cache could not answer: `sendCacheable` hands it the answer,
     * so the next request for the same URL, origin and encodings is answered from memory.
     */
    keepAnswer: ((answer: KeptAnswer) => void) | null;
  }
}

/**
 * Whole answers to public reads, kept per URL, site origin (notices name their files'
 * absolute links) and Accept-Encoding until the read cache is invalidated (a write, in
 * this process or another) or a value they were made from expires, bounded by bytes.
 * A repeat read is answered from a hook that runs after every hook a request passes
 * before its handler (security headers, overload shedding, Host checks, CORS, the rate
 * limit's count), so only the query's validation, the services' lookups and the
 * envelope's negotiation are skipped; the answer's ETag still turns a revalidation into
 * a 304, and the hooks that run as an answer is sent (closing, CORS's Vary, the request
 * log) run as for any other. See docs/decisions/0095.
 */
export function installAnswerCache(app: FastifyInstance, readCache: ReadCache): void {
  const answers = createByteCache<KeptAnswer & { expiresAt: number }>({
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (answer) => (typeof answer.body === "string" ? 2 * answer.body.length : answer.body.byteLength) + 512,
  });
  /** Bumped by every invalidation, so an answer made from values read before one is not kept. */
  let generation = 0;
  readCache.onInvalidate(() => {
    generation += 1;
    answers.clear();
  });

  app.decorateRequest("keepAnswer", null);

  const answerFromMemory: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== "GET") return done();
    const key = `${request.url}\n${request.protocol}://${request.host}\n${request.headers["accept-encoding"] ?? ""}`;
    const answer = answers.get(key);
    if (answer && answer.expiresAt > Date.now()) return void sendKept(request, reply, answer);
    if (answer) answers.delete(key);
    const startedIn = generation;
    request.keepAnswer = (made) => {
      if (startedIn === generation)
        answers.set(key, { ...made, expiresAt: keptUntil(Date.now(), readCache.earliestExpiry()) });
    };
    done();
  };

  // Appended to each GET route's own onRequest hooks, so that it runs after the rate limit's
  // (which @fastify/rate-limit adds per route) and after every hook of the server itself.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes("GET")) return;
    const own = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(own) ? own : [own]), answerFromMemory];
  });
}

function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): void {
  reply.headers(answer.headers);
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) reply.code(304).send();
  else reply.send(answer.body);
}
