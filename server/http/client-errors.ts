import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { errorBody } from "../api/errors.ts";

/** What Node's HTTP parser refused, as status and message (the request never reached a route). */
function describe(error: NodeJS.ErrnoException): [number, string] {
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT") return [408, "The request took too long to arrive"];
  if (error.code === "HPE_HEADER_OVERFLOW") return [431, "The request's headers are too large"];
  return [400, "The request is malformed"];
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (bad request
 * line, malformed or oversized headers, an unknown HTTP version) gets the
 * error envelope with the headers every answer carries, then the socket closes.
 * The path is unknown at this point, so the answer is always JSON.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = describe(error);
  const body = JSON.stringify(errorBody("bad_request", message));
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        "Content-Type: application/json; charset=utf-8",
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
