import { z } from "#common/zod.ts";
import { noticeSearchMaxLength } from "#common/notice-search.ts";
import { noticeSectionKeys } from "../notice-sections.ts";
import { apiPrefix } from "./envelope.ts";
import { isoTimestampParameter, wholeNumberParameter } from "./query.ts";

export const noticeFileSchema = z.object({
  _id: z.string().describe("SHA-256 of the content: the URL changes whenever the file does"),
  url: z.string(),
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
});
export type NoticeFile = z.infer<typeof noticeFileSchema>;

/** Where a stored file is served; the id is the SHA-256 of its content. */
export function storedFileUrl(fileId: string): string {
  return `${apiPrefix}/files/${fileId}`;
}

export const storedFileIdSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: "id must be the 64-hex-digit SHA-256 of a stored file" });

export const noticeSchema = z.object({
  _id: z.string(),
  title: z.string(),
  title_hi: z
    .string()
    .nullable()
    .describe("The title in Hindi, null when none is published (Hindi pages then show `title`)"),
  section: z.enum(noticeSectionKeys),
  created_at: z.string(),
  updated_at: z.string(),
  archive: z.boolean().describe("The archive flag staff set"),
  archived: z.boolean().describe("True when the archive flag is set or valid_until has passed"),
  file: noticeFileSchema.nullable(),
  link: z.string().nullable(),
  valid_until: z.string().nullable().describe("After this moment the notice counts as archived"),
  end_date: z.string().nullable().describe("Last date to apply or bid"),
  apply_link: z.string().nullable(),
  vacancies: z.number().int().nullable(),
  order_date: z.string().nullable().describe("Date of an office order"),
  order_number: z.string().nullable().describe("Number of an office order"),
  created_by: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export type NoticePage = { notices: Notice[]; pagination: Pagination };

/** The current job portal and bulletin ask for 1000 notices at once. */
export const noticeLimit = { default: 10, max: 1000 } as const;

export const noticeQuerySchema = z.object({
  section: z
    .enum(noticeSectionKeys, { error: "section must be one of the notice sections (see common/notice-sections.ts)" })
    .optional()
    .describe("Only notices of this section"),
  limit: wholeNumberParameter("limit", 1, noticeLimit.max).default(noticeLimit.default).describe("Notices per page"),
  page: wholeNumberParameter("page", 1).default(1).describe("Page number, from 1"),
  regex: z
    .string()
    .max(noticeSearchMaxLength, { error: `regex must be at most ${noticeSearchMaxLength} characters` })
    .refine((value) => !value.includes("\u0000"), { error: "regex must not contain NUL characters" })
    .optional()
    .describe(
      "Text the title or the Hindi title must contain, matched literally and case-insensitively (not a regular expression)",
    ),
  created_at_gteq: isoTimestampParameter("created_at_gteq", "start")
    .optional()
    .describe("Only notices created at or after this"),
  created_at_lteq: isoTimestampParameter("created_at_lteq", "end")
    .optional()
    .describe("Only notices created at or before this"),
});
export type NoticeQuery = z.input<typeof noticeQuerySchema>;
export type NoticeFilter = z.output<typeof noticeQuerySchema>;

/**
 * The previous API's names for notice fields, which its clients (the current
 * site, job portal and bulletin) still read; added beside our own fields.
 */
export const noticeAliasesSchema = z.object({
  fileName: z.string().describe("v1 alias of `title`, for clients of the previous API"),
  fileLink: z
    .string()
    .nullable()
    .describe("v1 alias: the absolute URL of `file.url`, or `link` for a notice without a file"),
  uploadedAt: z.string().describe("v1 alias of `created_at` (ISO 8601)"),
});
export const apiNoticeSchema = noticeSchema.extend(noticeAliasesSchema.shape);
export type ApiNotice = z.infer<typeof apiNoticeSchema>;

/** The previous API's top-level `metadata` beside `data` in notice lists: the same numbers as `pagination`. */
export const noticeListMetadataSchema = paginationSchema.describe(
  "v1 alias of `data.pagination`, for clients of the previous API",
);
