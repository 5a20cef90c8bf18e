import { STATUS_CODES } from "node:http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { apiPrefix } from "#common/api/envelope.ts";
import { site } from "#common/site.ts";
import { codeForStatus, errorBody } from "../api/errors.ts";
import { requestLine } from "../logging.ts";

/** `/api` and everything under it answers JSON; every other path is a page. */
export function isApiPath(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/") || path.startsWith(apiPrefix);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A complete page for an answer that never reaches the page renderer (a refused
 * method, a malformed request, a rate limit): a reader sees what happened and a
 * way home. No inline style or script, so the site's policy applies unchanged.
 */
export function statusPage(status: number, message: string): string {
  const title = STATUS_CODES[status] ?? "Error";
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)} | ${site.shortName}</title></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`,
    `<p><a href="/">Go to the ${escapeHtml(site.shortName)} home page</a></p></main></body></html>`,
  ].join("");
}

/** The body for an error status: the API's error envelope, or a page for any other path. */
export function statusBody(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  reply.code(status);
  if (isApiPath(request.url)) {
    reply.type("application/json; charset=utf-8");
    return errorBody(codeForStatus(status), message);
  }
  reply.type("text/html; charset=utf-8");
  return statusPage(status, message);
}

/** Answers an error status in the form the path calls for (see statusBody). */
export function sendStatus(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  return reply.send(statusBody(request, reply, status, message));
}

/** Not sent to anyone: the status proxies such as nginx log for a client that left first. */
const clientClosedRequest = 499;

/**
 * A page streamed in answer to a form post whose visitor left before its first compressed
 * bytes: the stream ends early before any header went out, with the request read whole,
 * so Fastify takes it for the handler's error (a GET it logs at info itself). Nothing
 * failed; a results-day crowd leaving pages must not fill the error log.
 */
function isClientGone(error: unknown, request: FastifyRequest): boolean {
  return (error as { code?: unknown } | null)?.code === "ERR_STREAM_PREMATURE_CLOSE" && request.raw.socket.destroyed;
}

/**
 * The root's error and not-found answers, for what happens outside the API's
 * own handlers (page routes, hooks, body parsing): a client error keeps its
 * status and message, anything else is logged and answered as a 500.
 */
export function installStatusAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const status = typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      request.log.warn({ status, reason: error instanceof Error ? error.message : String(error) }, "refused request");
      return sendStatus(request, reply, status, error instanceof Error ? error.message : "Bad request");
    }
    if (isClientGone(error, request)) {
      reply.code(clientClosedRequest);
      request.log.info(requestLine(request, reply), "client left before the answer ended");
      return reply.send();
    }
    request.log.error({ err: error }, "request failed");
    return sendStatus(request, reply, 500, "Something went wrong on our side. Please try again.");
  });
  app.setNotFoundHandler((request, reply) =>
    sendStatus(request, reply, 404, `Nothing is published at ${request.url.split("?")[0]}`),
  );
}
