import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorSchema } from "#common/api/envelope.ts";
import {
  achievementsAnswerSchema,
  achievementsWriteSchema,
  eventPopupAnswerSchema,
  eventPopupWriteSchema,
  headerImagesAnswerSchema,
  headerImagesWriteSchema,
  homeImageAnswerSchema,
  homeImageLimits,
  homeImageQuerySchema,
  homeImageUses,
  partnersAnswerSchema,
  partnersWriteSchema,
} from "#common/api/home-blocks.ts";
import { listVersion, type HomeListEntry } from "../../services/home-block-service.ts";
import type { Services } from "../../services/index.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";
import { ApiError } from "../errors.ts";
import { actorOf, bearerSecurity, requireStaff } from "../staff-session.ts";

/** The image types a poster may be sent as; the service judges it by its bytes whatever the label says. */
const imageContentTypes = ["image/jpeg", "image/png", "image/webp", "image/avif", "application/octet-stream"];

/**
 * The home page's blocks (docs/decisions/0167, 0136), for admins: the event pop-up's settings;
 * the header's pictures, the achievements and the partners, each a list replaced whole in its
 * order; and their pictures, uploaded as the request's body and answered as the stored,
 * resized sizes.
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
          409: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) => ({
      status: "success" as const,
      data: { popup: await services.home.saveEventPopup(actorOf(request), request.body) },
    }),
  );

  const readRefusals = { 401: errorSchema, 403: errorSchema };
  const writeRefusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 413: errorSchema };
  /** A list as answered, with the version a write names to be refused rather than overwrite another's save. */
  const listAnswer = <Key extends string, Entry extends HomeListEntry>(key: Key, entries: Entry[]) => ({
    status: "success" as const,
    data: { [key]: entries, version: listVersion(entries) } as Record<Key, Entry[]> & { version: string },
  });

  app.get(
    "/home/header-images",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "The header's pictures, in the order they follow one another (admins)",
        security: bearerSecurity,
        response: { 200: headerImagesAnswerSchema, ...readRefusals },
      },
    },
    async () => listAnswer("images", await services.home.headerImages()),
  );

  app.put(
    "/home/header-images",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Replace the header's pictures: each a picture and its alt text in both languages, in order (admins)",
        description:
          'Every page\'s header cycles through them every 4 s. image is { "shipped": name } for a picture shipped ' +
          'with the site, or the { "id", "small_id" } POST /home/images?for=header answered.',
        security: bearerSecurity,
        body: headerImagesWriteSchema,
        response: { 200: headerImagesAnswerSchema, ...writeRefusals },
      },
    },
    async (request) => listAnswer("images", await services.home.saveHeaderImages(actorOf(request), request.body)),
  );

  app.get(
    "/home/achievements",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "The home page's achievements, in the order the carousel shows them (admins)",
        security: bearerSecurity,
        response: { 200: achievementsAnswerSchema, ...readRefusals },
      },
    },
    async () => listAnswer("achievements", await services.home.achievements()),
  );

  app.put(
    "/home/achievements",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Replace the achievements: each a picture, a title and a line in both languages, in order (admins)",
        description:
          'image is { "shipped": name } for a picture shipped with the site, or the { "id", "small_id" } ' +
          "POST /home/images?for=achievement answered.",
        security: bearerSecurity,
        body: achievementsWriteSchema,
        response: { 200: achievementsAnswerSchema, ...writeRefusals },
      },
    },
    async (request) => listAnswer("achievements", await services.home.saveAchievements(actorOf(request), request.body)),
  );

  app.get(
    "/home/partners",
    {
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "The home page's partners, in the order it lists them (admins)",
        security: bearerSecurity,
        response: { 200: partnersAnswerSchema, ...readRefusals },
      },
    },
    async () => listAnswer("partners", await services.home.partners()),
  );

  app.put(
    "/home/partners",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Replace the partners: each a drawing, a name in both languages and a link, in order (admins)",
        description: "An empty list hides the block. link is a path on the site, an https:// address or null.",
        security: bearerSecurity,
        body: partnersWriteSchema,
        response: { 200: partnersAnswerSchema, ...writeRefusals },
      },
    },
    async (request) => listAnswer("partners", await services.home.savePartners(actorOf(request), request.body)),
  );

  app.post(
    "/home/images",
    {
      config: staffWriteRateLimit,
      onRequest: admins,
      schema: {
        tags: ["staff"],
        summary: "Upload a picture for the home page's blocks; answers its stored sizes (admins)",
        description:
          `The body is the image itself (JPEG, PNG, WebP or AVIF, judged by its content: 415 otherwise), at most ` +
          `${homeImageLimits.bytes / 1024 / 1024} MB (413). for says what it is for: the pop-up's poster (kept ` +
          `${homeImageUses.poster.small.width} and ${homeImageUses.poster.large.width} pixels wide), a header picture ` +
          `(${homeImageUses.header.small.width} × ${homeImageUses.header.small.height} and twice it) or an ` +
          `achievement's (${homeImageUses.achievement.small.width} × ${homeImageUses.achievement.small.height} and ` +
          `twice it), cut to that shape. Each size is stored as WebP at /api/v1/files/{sha256}, cached for a year.`,
        consumes: imageContentTypes,
        security: bearerSecurity,
        querystring: homeImageQuerySchema,
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
      const image = await services.home.uploadImage(actorOf(request), request.query.for, request.body);
      return reply.code(201).send({ status: "success" as const, data: { image } });
    },
  );
};
