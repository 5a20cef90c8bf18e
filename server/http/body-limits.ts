import type { FastifyInstance } from "fastify";

/**
 * JSON and text bodies (sign-in, forms, staff edits) are small: 1 MB is far
 * beyond any of them. The server-wide limit stays at what an upload needs,
 * and multipart uploads are checked by their own routes.
 */
export const jsonBodyLimit = 1024 * 1024;

/**
 * Fastify's own JSON parser (prototype poisoning refused) with the smaller
 * limit: a body over it is a 413, malformed JSON a 400, both answered by the
 * error handlers in the error envelope. A route may still set its own `bodyLimit`.
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: jsonBodyLimit },
    app.getDefaultJsonParser("error", "error"),
  );
  app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: jsonBodyLimit }, (_request, body, done) =>
    done(null, body),
  );
}
