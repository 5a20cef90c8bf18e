import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorSchema, idParamsSchema, successSchema } from "#common/api/envelope.ts";
import { noticeSchema, paginationSchema } from "#common/api/notice.ts";
import {
  noticeChanges,
  noticeFileField,
  noticeFileMaxBytes,
  noticeFormSchema,
  staffNoticeQuerySchema,
  type NoticeChanges,
} from "#common/api/notice-form.ts";
import { noticeSectionKeys } from "#common/notice-sections.ts";
import type { Services } from "../../services/index.ts";
import { mayPublishIn, type NoticeUpload, type Publisher } from "../../services/notice-publishing-service.ts";
import { ApiError, found } from "../errors.ts";
import { sendStoredFile } from "../files/index.ts";
import { bearerSecurity, requireStaff, sessionOf } from "../staff-session.ts";
import { staffWriteRateLimit } from "../../http/rate-limit.ts";

const publishers = ["admin", "editor"] as const;

const formDescription =
  "multipart/form-data in the current admin client's field names: `fileName` (the title), `title_hi` (the title " +
  "in Hindi, optional, in Devanagari), `pdf` (the file), " +
  "`link` or `fileLink`, `section`, `validUntil` with `autoArchive`, `archive`, `endDate`, `apply`, " +
  "`vacancies`, `orderDate`, `orderNumber`, `publishAt` (a date or date-time: in the past back-dates the notice, " +
  "in the future schedules it). The file's type is judged by its content: PDF, and JPEG, PNG " +
  "or WebP in image sections (415 otherwise); at most 20 MB (413). Editors publish only in their sections.";

const noticeAnswer = successSchema({ notice: noticeSchema });
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The multipart parser (busboy) reports a body it cannot read (no boundary, a part cut off,
 * malformed part headers) with a plain Error: the client's mistake, a 400. Its limits and our
 * own refusals already carry their status.
 */
function unreadableMultipart(error: unknown): unknown {
  if (error instanceof ApiError || (error instanceof Error && "statusCode" in error)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ApiError("bad_request", `The multipart body is malformed: ${reason}`);
}

/** The body's fields as text (a JSON body's values too) and the file, if one came. */
async function readNoticeForm(request: FastifyRequest): Promise<{ changes: NoticeChanges; upload?: NoticeUpload }> {
  const fields: Record<string, string> = {};
  let upload: NoticeUpload | undefined;
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts()) {
        if (part.type === "field") {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== noticeFileField) {
          throw new ApiError("bad_request", `The file goes in the field "${noticeFileField}"`);
        }
        const content = await part.toBuffer().catch((error: unknown) => {
          if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
            throw new ApiError("payload_too_large", "The file is larger than 20 MB");
          }
          throw error;
        });
        // Browsers send an empty file part when no file was chosen.
        if (content.length > 0) upload = { content, name: part.filename };
      }
    } catch (error) {
      throw unreadableMultipart(error);
    }
  } else if (request.body && typeof request.body === "object") {
    for (const [name, value] of Object.entries(request.body)) {
      if (value !== null && typeof value !== "object") fields[name] = String(value);
    }
  }
  const form = noticeFormSchema.safeParse(fields);
  if (!form.success) {
    throw new ApiError("bad_request", form.error.issues.map((issue) => issue.message).join("; "), form.error.issues);
  }
  return { changes: noticeChanges(form.data), upload };
}

const publisherOf = (request: FastifyRequest): Publisher => ({ user: sessionOf(request).user, address: request.ip });

export const noticePublishingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  await app.register(multipart, {
    limits: { fileSize: noticeFileMaxBytes, files: 1, fields: 30, fieldSize: 10_000, parts: 40 },
  });

  // Staff see their notice whatever its state, a scheduled one too.
  const answerNotice = async (id: string) => ({
    status: "success" as const,
    data: { notice: found(await services.notices.findForStaff(id), "notice") },
  });

  app.get(
    "/notice/manage",
    {
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "The notices an account may edit: current, archived or scheduled, in every section it publishes to",
        description:
          "The public list's filters (`section`, `regex`, `created_at_gteq`, `created_at_lteq`, `page`, `limit` " +
          "up to 100) and `state`. Current and archived notices newest first, scheduled ones soonest first. " +
          "An editor asking for a section outside their own gets 403.",
        querystring: staffNoticeQuerySchema,
        security: bearerSecurity,
        response: {
          200: successSchema({ notices: z.array(noticeSchema), pagination: paginationSchema }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = sessionOf(request);
      const { state, ...filter } = request.query;
      if (filter.section && !mayPublishIn(user, filter.section)) {
        throw new ApiError("forbidden", `You do not publish to the section "${filter.section}"`);
      }
      const sections = user.role === "admin" ? undefined : noticeSectionKeys.filter((key) => mayPublishIn(user, key));
      // An editor with no sections edits nothing: an empty list rather than every notice.
      if (sections?.length === 0) {
        return {
          status: "success" as const,
          data: { notices: [], pagination: { page: filter.page, limit: filter.limit, total: 0, totalPages: 0 } },
        };
      }
      return { status: "success" as const, data: await services.notices.listForStaff(state, { ...filter, sections }) };
    },
  );

  app.get(
    "/notice/:id/file",
    {
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "A notice's file whatever the notice's state, for the console's preview",
        description:
          "The same bytes as the public file's URL, which answers 404 for a notice scheduled for later until " +
          "its moment; this one serves it to staff who publish in the notice's section, never kept by a cache.",
        params: idParamsSchema,
        security: bearerSecurity,
        response: errors,
      },
    },
    async (request, reply) => {
      const notice = found(await services.notices.findForStaff(request.params.id), "notice");
      if (!mayPublishIn(sessionOf(request).user, notice.section)) {
        throw new ApiError("forbidden", "This notice is in a section you do not publish to");
      }
      return sendStoredFile(reply, found(await services.notices.fileOfNoticeForStaff(notice._id), "file"));
    },
  );

  app.post(
    "/notice/upload",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "Publish a notice with its file or link",
        description: formDescription,
        consumes: ["multipart/form-data"],
        security: bearerSecurity,
        response: { 201: noticeAnswer, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const { changes, upload } = await readNoticeForm(request);
      const id = await services.publishing.publish(changes, upload, publisherOf(request));
      return reply.code(201).send(await answerNotice(id));
    },
  );

  app.put(
    "/notice/:id",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "Edit a notice; a new file replaces the old one",
        description: `${formDescription} Fields left out stay as they are; a blank one clears it.`,
        consumes: ["multipart/form-data", "application/json"],
        params: idParamsSchema,
        security: bearerSecurity,
        response: { 200: noticeAnswer, ...errors, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request) => {
      const { changes, upload } = await readNoticeForm(request);
      await services.publishing.update(request.params.id, changes, upload, publisherOf(request));
      return answerNotice(request.params.id);
    },
  );

  app.patch(
    "/notice/:id",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "Archive or unarchive a notice",
        params: idParamsSchema,
        body: z.object({
          archive: z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
            error: "archive must be true or false",
          }),
        }),
        security: bearerSecurity,
        response: { 200: noticeAnswer, ...errors },
      },
    },
    async (request) => {
      await services.publishing.setArchive(request.params.id, request.body.archive, publisherOf(request));
      return answerNotice(request.params.id);
    },
  );

  app.delete(
    "/notice/:id",
    {
      config: staffWriteRateLimit,
      onRequest: requireStaff(services, publishers),
      schema: {
        tags: ["staff"],
        summary: "Delete a notice and its file",
        params: idParamsSchema,
        security: bearerSecurity,
        response: { 200: successSchema({}), ...errors },
      },
    },
    async (request) => {
      await services.publishing.remove(request.params.id, publisherOf(request));
      return { status: "success" as const, data: {} };
    },
  );
};
