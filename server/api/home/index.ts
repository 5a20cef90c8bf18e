import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema } from "#common/api/envelope.ts";
import {
  eventPopupAnswerSchema,
  eventPopupWriteSchema,
  homeImageAnswerSchema,
  homeImageLimits,
} from "#common/api/home-blocks.ts";
import type { Services } from "../../services/index.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import { ApiError } from "../errors.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";

/** The image types a poster may be sent as; the service judges it by its bytes whatever the label says. */
const imageContentTypes = ["image/jpeg", "image/png", "image/webp", "image/avif", "application/octet-stream"];

/**
 * The home page's blocks (docs/decisions/0167), for admins: the event pop-up's settings, and
 * its poster, uploaded as the request's body and answered as the stored, resized sizes.
 */
export const homeBlockRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admins = requireStaff(services, ["admin"]);

  app.addContentTypeParser(
    imageContentTypes,
    { parseAs: "buffer", bodyLimit: homeImageLimits.bytes },
    (_r, body, done) => done(null, body),
  );

  app.get(
    "/home/event-popup",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "The event pop-up's settings, whether or not it shows today (admins)",
        security: bearerSecurity,
        response: { 200: eventPopupAnswerSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => ({ status: "success" as const, data: { popup: await services.home.eventPopup() } }),
  );

  app.put(
    "/home/event-popup",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Set the event pop-up: on or off, poster, link, alt text in both languages, dates (admins)",
        description:
          "Every page opens with the pop-up (once per browser session) while it is on and today, in India, is " +
          "within show_from and show_until. poster names the two sizes POST /home/images answered; null shows " +
          "the poster shipped with the site.",
        security: bearerSecurity,
        body: eventPopupWriteSchema,
        response: {
          200: eventPopupAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { popup: await services.home.saveEventPopup(actorOf(request), request.body) },
    }),
  );

  app.post(
    "/home/images",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Upload a poster for the event pop-up; answers its stored sizes (admins)",
        description:
          `The body is the image itself (JPEG, PNG, WebP or AVIF, judged by its content: 415 otherwise), at most ` +
          `${homeImageLimits.bytes / 1024 / 1024} MB (413). It is stored as WebP at the pop-up's width and twice ` +
          `it, each at /api/v1/files/{sha256}, cached for a year.`,
        consumes: imageContentTypes,
        security: bearerSecurity,
        response: {
          201: homeImageAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      if (request.body !== undefined && request.body !== null && !Buffer.isBuffer(request.body)) {
        throw new ApiError("unsupported_media_type", "Send the image with its own Content-Type: image/png, say");
      }
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new ApiError("bad_request", "Send the image as the body, with its Content-Type (image/png, say)");
      }
      const poster = await services.home.uploadPoster(actorOf(request), request.body);
      return reply.code(201).send({ status: "success" as const, data: { poster } });
    },
  );
};
