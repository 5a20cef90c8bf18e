import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { z } from "zod";
import { photoMaxBytes, photoTypes } from "#common/api/officials.ts";
import { staffWriteRateLimit } from "../http/rate-limit.ts";
import { ApiError } from "./errors.ts";
import type { ZodApp } from "./item-route.ts";
import { bearerSecurity } from "./staff-session.ts";

/** What a photo upload may be sent as: its own type, or bytes of no stated type. */
export const photoBodyTypes = [...photoTypes, "application/octet-stream"] as const;

/**
 * Lets a plugin's routes take a photo as the request's whole body (`PUT …/photo` with
 * `Content-Type: image/jpeg`), as `fetch(url, { body: file })` sends it: no multipart to
 * parse. A body over 8 MB is a 413 before it is read whole; the type is then judged by
 * the content, never by the header (server/services/photos.ts). Encapsulated: other
 * plugins' routes still refuse these types with 415.
 */
export function acceptPhotoBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    [...photoBodyTypes],
    { parseAs: "buffer", bodyLimit: photoMaxBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The OpenAPI description of a photo upload's body. */
export const photoUploadDescription =
  "The photo is the whole request body, sent with its type (image/jpeg, image/png or image/webp; " +
  "application/octet-stream also does): at most 8 MB, judged by its content (415 otherwise), resized to " +
  "the sizes the pages use and served under a content-addressed URL cached for a year.";

/** The uploaded bytes; anything else (no body, or JSON) is a 400 naming what is expected. */
export function photoOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body) && body.length > 0) return body;
  throw new ApiError(
    "bad_request",
    "Send the photo as the request body, with Content-Type image/jpeg, image/png or image/webp",
  );
}

/**
 * `PUT {url}`, which replaces a record's photo with the request's body, and `DELETE {url}`,
 * which removes it: staff writes for whom `onRequest` lets through, answering the record as
 * `data[key]`.
 */
export function registerPhotoRoutes<Params>(
  app: ZodApp,
  route: {
    url: string;
    tag: string;
    summaries: { replace: string; remove: string };
    editorsNote: string;
    onRequest: onRequestAsyncHookHandler;
    params: z.ZodType<Params>;
    response: Record<number, z.ZodType>;
    key: string;
    set: (request: FastifyRequest, params: Params, photo: Buffer | null) => Promise<unknown>;
  },
): void {
  for (const [method, summary, description, photo] of [
    ["PUT", route.summaries.replace, `${photoUploadDescription} ${route.editorsNote}`, photoOf],
    ["DELETE", route.summaries.remove, route.editorsNote, () => null],
  ] as const) {
    app.route({
      method,
      url: route.url,
      config: staffWriteRateLimit,
      onRequest: route.onRequest,
      schema: {
        tags: [route.tag],
        summary,
        description,
        security: bearerSecurity,
        params: route.params,
        response: route.response,
      },
      handler: async (request) => ({
        status: "success" as const,
        data: { [route.key]: await route.set(request, request.params as Params, photo(request.body)) },
      }),
    });
  }
}
