import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { errorBody } from "../api/errors.ts";
import { isApiPath, statusPage } from "./status-answer.ts";

/** What Node's HTTP parser refused, as status and message (the request never reached a route). */
function describe(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "The request took too long to arrive"];
  if (error.code === "HPE_HEADER_OVERFLOW") return [431, "The request's headers are too large"];
  return [400, "The request is malformed"];
}

/** The path of the refused request, when its request line got as far as one. */
function requestedPath(error: NodeJS.ErrnoException & { rawPacket?: Buffer }): string {
  return /^\S* (\S+)/.exec(error.rawPacket?.toString("latin1") ?? "")?.[1] ?? "/api/";
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (bad request
 * line, malformed or oversized headers, an unknown HTTP version) gets the
 * error envelope, or a page when its request line names a page, with the
 * headers every answer carries; then the socket closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = describe(error);
  const api = isApiPath(requestedPath(error));
  const body = api ? JSON.stringify(errorBody("bad_request", message)) : statusPage(status, message);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        `Content-Type: ${api ? "application/json" : "text/html"}; charset=utf-8`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        "X-Content-Type-Options: nosniff",
        "X-Frame-Options: DENY",
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
        "Cache-Control: no-store",
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    );
  }
  socket.destroy();
}

/** How long a refused tunnel's socket may stay open for the client to finish sending and close. */
const tunnelLingerMs = 5_000;

/**
 * Node hands `CONNECT` (a proxy tunnel request) to a `connect` listener instead
 * of a route, and closes the socket without a word when there is none: refuse
 * it as any other method this server does not take. The socket is then no longer
 * the HTTP server's (no timeouts, not closed on shutdown): read and drop whatever
 * the client still sends, so that its end arrives and the socket closes, and
 * destroy it if that takes longer than a few seconds.
 */
export function refuseTunnel(_request: unknown, socket: Socket): void {
  const linger = setTimeout(() => socket.destroy(), tunnelLingerMs);
  linger.unref();
  socket.once("close", () => clearTimeout(linger));
  socket.on("error", () => socket.destroy());
  socket.resume();
  const body = JSON.stringify(errorBody("method_not_allowed", "CONNECT is not allowed here"));
  socket.end(
    [
      "HTTP/1.1 405 Method Not Allowed",
      "Allow: GET, HEAD",
      "Content-Type: application/json; charset=utf-8",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "X-Content-Type-Options: nosniff",
      "Connection: close",
      "",
      body,
    ].join("\r\n"),
  );
}
