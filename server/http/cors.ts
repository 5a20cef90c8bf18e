import cors, { type FastifyCorsOptions } from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const readMethods = new Set(["GET", "HEAD"]);

/**
 * Cross-origin reads of the API and its files for the origins in CORS_ORIGINS
 * (the previous site during the move): `GET`/`HEAD` and their preflight only.
 * Writes get no CORS headers, so a browser on another origin cannot make them.
 *
 * Register inside the API's scope: @fastify/cors adds `OPTIONS <prefix>/*`, which
 * at the root would collide with the pages' catch-all route.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const listed = [...allowed];

  const none: FastifyCorsOptions = { origin: false };
  const read: FastifyCorsOptions = { origin: listed, exposedHeaders: "etag" };
  const preflight: FastifyCorsOptions = {
    origin: listed,
    methods: "GET, HEAD",
    allowedHeaders: "authorization",
    maxAge: 600,
  };

  const optionsFor = (request: FastifyRequest): FastifyCorsOptions => {
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return none;
    if (readMethods.has(request.method)) return read;
    const requested = String(request.headers["access-control-request-method"] ?? "").toUpperCase();
    return request.method === "OPTIONS" && readMethods.has(requested) ? preflight : none;
  };

  await app.register(cors, {
    delegator: (request, callback) => callback(null, optionsFor(request)),
  });

  // Answers differ by Origin, so shared caches must keep them apart. @fastify/cors
  // adds the field as a request arrives, but an answer that sets its own Vary (the
  // API's cached bodies do) replaces it, so it is added again as the answer leaves.
  app.addHook("onSend", (_request, reply, payload, done) => {
    addVaryOrigin(reply);
    done(null, payload);
  });
}

function addVaryOrigin(reply: FastifyReply) {
  const current = String(reply.getHeader("vary") ?? "");
  const fields = current.split(",").map((value) => value.trim().toLowerCase());
  if (!fields.includes("origin") && !fields.includes("*"))
    reply.header("vary", current ? `${current}, Origin` : "Origin");
}
