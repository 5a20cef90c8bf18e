import type { FastifyInstance, FastifyReply } from "fastify";
import { isApiPath } from "./status-answer.ts";

const readMethods = new Set(["GET", "HEAD"]);

function addVary(reply: FastifyReply, field: string) {
  const current = String(reply.getHeader("vary") ?? "");
  const fields = current.split(",").map((value) => value.trim().toLowerCase());
  if (!fields.includes(field.toLowerCase())) reply.header("vary", current ? `${current}, ${field}` : field);
}

/**
 * Cross-origin reads of the API and its files for the origins in CORS_ORIGINS
 * (the previous site during the move): `GET`/`HEAD` and their preflight only.
 * Writes get no CORS headers, so a browser on another origin cannot make them.
 */
export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);

  app.addHook("onRequest", async (request, reply) => {
    if (!isApiPath(request.url)) return;
    const origin = request.headers.origin;
    if (origin === undefined || !allowed.has(origin)) return;
    if (readMethods.has(request.method)) {
      reply.header("access-control-allow-origin", origin).header("access-control-expose-headers", "etag");
      return;
    }
    const requested = String(request.headers["access-control-request-method"] ?? "").toUpperCase();
    if (request.method === "OPTIONS" && readMethods.has(requested)) {
      addVary(reply, "Origin");
      return reply
        .code(204)
        .header("access-control-allow-origin", origin)
        .header("access-control-allow-methods", "GET, HEAD")
        .header("access-control-allow-headers", "authorization")
        .header("access-control-max-age", "600")
        .send();
    }
  });

  // Answers differ by Origin, so shared caches must keep them apart.
  app.addHook("onSend", async (request, reply) => {
    if (isApiPath(request.url)) addVary(reply, "Origin");
  });
}
