import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { matchesEtag } from "./cacheable.ts";
import type { Kept, ResponseCache } from "./response-cache.ts";

/** A public read's answer as `sendCacheable` sent it: its own headers and its (encoded) body. */
export type KeptAnswer = { headers: Record<string, string>; etag: string; body: string | Buffer };

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Set on a GET the response cache could not answer: `sendCacheable` hands it the answer,
     * so the next request for the same URL, origin and encodings is answered from memory.
     */
    keepAnswer: ((answer: KeptAnswer) => void) | null;
  }
}

/**
 * Whole answers to public API reads, kept in the response cache (./response-cache.ts) per URL,
 * site origin (notices name their files' absolute links) and Accept-Encoding. A repeat read is
 * answered from a hook that runs after every hook a request passes before its handler
 * (security headers, overload shedding, Host checks, CORS, the rate limit's count), so only the
 * query's validation, the services' lookups and the envelope's negotiation are skipped; the
 * answer's ETag still turns a revalidation into a 304, and the hooks that run as an answer is
 * sent (closing, CORS's Vary, the request log) run as for any other. See docs/decisions/0095.
 */
export function installAnswerCache(app: FastifyInstance, responses: ResponseCache): void {
  app.decorateRequest("keepAnswer", null);

  const answerFromMemory: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== "GET") return done();
    const key = `api\n${request.url}\n${request.protocol}://${request.host}\n${request.headers["accept-encoding"] ?? ""}`;
    const answer = responses.get<KeptAnswer & Kept>(key);
    if (answer) return void sendKept(request, reply, answer);
    const keep = responses.begin();
    request.keepAnswer = (made) => {
      const bodyBytes = typeof made.body === "string" ? 2 * made.body.length : made.body.byteLength;
      keep(key, { ...made, bytes: bodyBytes + 512 });
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
