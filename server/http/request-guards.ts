import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath, sendStatus } from "./status-answer.ts";

/** What the page renderer answers (POST: forms to route actions); anything else would reach React Router only to fail there. */
export const pageMethods = ["GET", "HEAD", "POST"] as const;

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port (RFC 9110 §7.2). */
const hostPattern = /^(?:\[[0-9a-f:.]+\]|[a-z0-9\-._~%!$&'()*+,;=]+)(?::\d{1,5})?$/i;

function malformedHost(request: FastifyRequest): string | undefined {
  const { host } = request.headers;
  if (host !== undefined && !hostPattern.test(host)) return "Host";
  const forwarded = request.headers["x-forwarded-host"];
  if (forwarded !== undefined) {
    const values = (Array.isArray(forwarded) ? forwarded : [forwarded]).flatMap((value) => value.split(","));
    if (values.some((value) => !hostPattern.test(value.trim()))) return "X-Forwarded-Host";
  }
  return undefined;
}

/** The methods registered under /api for each path pattern, to tell a 405 from a 404. */
function apiRouteTable(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url) || route.url.endsWith("*") || route.url === "/api") return;
    const source = route.url
      .replace(/\/+$/, "")
      .split("/")
      .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    routes.push({ pattern: new RegExp(`^${source}$`), methods: new Set(methods) });
  });
  return (path: string): string[] => {
    const normalised = path.replace(/\/{2,}/g, "/").replace(/(.)\/$/, "$1");
    const methods = new Set(
      routes.filter((route) => route.pattern.test(normalised)).flatMap((route) => [...route.methods]),
    );
    return [...methods].sort();
  };
}

/**
 * Requests no route should see: a malformed Host (or forwarded host) is a 400,
 * a method the path does not take is a 405 with `Allow`, and a path under /api
 * that names no endpoint a JSON 404. Each is logged at warn, without a stack.
 * Call before the API and the pages are registered (it records their routes).
 * Returns the answer for an API path no route takes, for the API's own scope.
 */
export function installRequestGuards(app: FastifyInstance): UnknownApiPathHandler {
  const allowedApiMethods = apiRouteTable(app);

  // A callback hook (no promise per request); one that answers does not call `done`.
  app.addHook("onRequest", (request, reply, done) => {
    const header = malformedHost(request);
    if (header) {
      request.log.warn({ [header.toLowerCase()]: request.headers[header.toLowerCase()] }, `malformed ${header} header`);
      return void sendStatus(request, reply, 400, `The ${header} header is malformed`);
    }
    // The page renderer takes every method so that unknown paths reach its 404 page.
    // The method first: `routeOptions` is an object Fastify builds on each read.
    if (!(pageMethods as readonly string[]).includes(request.method) && request.routeOptions.url === "/*") {
      return void refuseMethod(request, reply, [...pageMethods]);
    }
    done();
  });

  const answerUnknownApiPath: UnknownApiPathHandler = async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const allowed = allowedApiMethods(path);
    if (allowed.length > 0) return refuseMethod(request, reply, allowed);
    return sendStatus(request, reply, 404, `No API endpoint ${request.method} ${path}`);
  };
  app.all("/api", answerUnknownApiPath);
  app.all("/api/*", answerUnknownApiPath);
  return answerUnknownApiPath;
}

export type UnknownApiPathHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function refuseMethod(request: FastifyRequest, reply: FastifyReply, allowed: string[]) {
  request.log.warn({ method: request.method, allow: allowed }, "method not allowed");
  reply.header("allow", allowed.join(", "));
  return sendStatus(request, reply, 405, `${request.method} is not allowed here; use ${allowed.join(" or ")}`);
}
