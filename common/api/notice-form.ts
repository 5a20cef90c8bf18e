import { z } from "#common/zod.ts";
import { noticeSectionKeys, type NoticeSectionKey } from "../notice-sections.ts";
import { noticeQuerySchema } from "./notice.ts";
import { isoTimestampParameter, wholeNumberParameter } from "./query.ts";

/** Uploads larger than this are refused with 413. */
export const noticeFileMaxBytes = 20 * 1024 * 1024;

/** The multipart field that carries the file, as the current admin client names it. */
export const noticeFileField = "pdf";

/** A blank form field means "no value": forms send every input, filled or not. */
const blankIsNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

function formField<Schema extends z.ZodType>(schema: Schema) {
  return z.preprocess(blankIsNull, schema.nullable().optional());
}

function httpUrl(name: string) {
  return z
    .url({ protocol: /^https?$/, error: `${name} must be an http or https URL` })
    .max(2000, { error: `${name} must be at most 2000 characters` });
}

function formFlag(name: string) {
  return z
    .enum(["true", "false", "1", "0", "on", "off"], { error: `${name} must be true or false` })
    .transform((value) => value === "true" || value === "1" || value === "on");
}

/** Longest title, in either language. */
export const noticeTitleMaxLength = 300;

/** The earliest publication date a notice may carry: orders issued on paper long before the site. */
export const earliestPublishAt = "1950-01-01T00:00:00.000Z";

/** How far ahead a notice may be scheduled. */
export const longestScheduleMs = 2 * 366 * 24 * 60 * 60 * 1000;

/**
 * The moment a notice is published under (its `created_at`): a bare date is the start of that
 * day UTC (05:30 in India, the same day there), a date-time needs its zone. Earlier than now
 * back-dates it; later schedules it, hidden from every public read until then.
 */
const publishAtField = isoTimestampParameter("publishAt", "start")
  .refine((value) => value >= earliestPublishAt, { error: "publishAt must be 1950-01-01 or later" })
  .refine((value) => Date.parse(value) <= Date.now() + longestScheduleMs, {
    error: "publishAt must be at most two years ahead",
  });

/** Devanagari letters and signs (U+0900 to U+097F): a Hindi title has at least one. */
export const devanagari = /[\u0900-\u097F]/;

/**
 * One line of text, as the holidays' names are: a title goes into feeds, downloads' names and
 * the audit log, where a line break or another control character could forge a line.
 */
const oneLine = /^[^\p{Cc}]*$/u;
const oneLineError = (field: string) => ({ error: `${field} must be one line, without control characters` });

/**
 * The text fields of a notice upload or edit, in the names the university's
 * current admin client sends (docs/api.md lists them beside our own names).
 */
export const noticeFormSchema = z.object({
  fileName: formField(
    z
      .string()
      .trim()
      .min(1)
      .max(noticeTitleMaxLength, { error: `fileName (the title) must be at most ${noticeTitleMaxLength} characters` })
      .regex(oneLine, oneLineError("fileName (the title)")),
  ).describe("The notice's title"),
  title_hi: formField(
    z
      .string()
      .trim()
      .max(noticeTitleMaxLength, { error: `title_hi must be at most ${noticeTitleMaxLength} characters` })
      .regex(devanagari, { error: "title_hi must be written in Hindi (Devanagari)" })
      .regex(oneLine, oneLineError("title_hi")),
  ).describe("The title in Hindi (optional; blank clears it on an edit)"),
  section: formField(
    z.enum(noticeSectionKeys, { error: "section must be one of the notice sections (see common/notice-sections.ts)" }),
  ),
  link: formField(httpUrl("link")).describe("An external link instead of a file"),
  fileLink: formField(httpUrl("fileLink")).describe("Same as link (the current client's name)"),
  validUntil: formField(isoTimestampParameter("validUntil", "end")).describe("Archive after this moment"),
  autoArchive: formField(formFlag("autoArchive")).describe("false ignores validUntil and clears it"),
  archive: formField(formFlag("archive")),
  endDate: formField(isoTimestampParameter("endDate", "end")).describe("Last date to apply or bid"),
  apply: formField(httpUrl("apply")).describe("Where to apply"),
  vacancies: formField(wholeNumberParameter("vacancies", 0, 100_000)),
  orderDate: formField(z.iso.date({ error: "orderDate must be an ISO 8601 date such as 2025-01-31" })),
  orderNumber: formField(
    z
      .string()
      .trim()
      .max(100, { error: "orderNumber must be at most 100 characters" })
      .regex(oneLine, oneLineError("orderNumber")),
  ),
  publishAt: formField(publishAtField).describe(
    "When the notice is published (created_at): a date or a date-time with its zone. In the past it back-dates " +
      "the notice (shown as that date, sorted by it); in the future it schedules it, hidden from every public " +
      "list, page, feed and the API until then. Left out or blank: now on upload, unchanged on an edit",
  ),
});
export type NoticeForm = z.output<typeof noticeFormSchema>;

/** A notice's own fields; in a change, an absent one stays as it is and null clears it. */
export type NoticeFields = {
  title: string;
  title_hi: string | null;
  section: NoticeSectionKey;
  link: string | null;
  valid_until: string | null;
  archive: boolean;
  end_date: string | null;
  apply_link: string | null;
  vacancies: number | null;
  order_date: string | null;
  order_number: string | null;
  /** The publication moment, which every public list shows and sorts by. */
  created_at: string;
};
export type NoticeChanges = { [Field in keyof NoticeFields]?: NoticeFields[Field] | null };

/** The form in our field names. */
export function noticeChanges(form: NoticeForm): NoticeChanges {
  const validUntil = form.autoArchive === false ? null : form.validUntil;
  return {
    title: form.fileName,
    title_hi: form.title_hi,
    section: form.section,
    link: form.link === undefined ? form.fileLink : form.link,
    valid_until: validUntil,
    archive: form.archive,
    end_date: form.endDate,
    apply_link: form.apply,
    vacancies: form.vacancies,
    order_date: form.orderDate,
    order_number: form.orderNumber,
    // Blank means "leave it": a notice always has a publication moment.
    created_at: form.publishAt ?? undefined,
  };
}

/** The console's notice lists: one state at a time. */
export const staffNoticeStates = ["current", "archived", "scheduled"] as const;
export type StaffNoticeStateKey = (typeof staffNoticeStates)[number];

/** Notices per page of the console's list, at most. */
export const staffNoticeLimitMax = 100;

/**
 * `GET /notice/manage`: the public list's filters (a section, text in either title, a range of
 * publication dates, a page) over the sections the account may edit, in one state.
 */
export const staffNoticeQuerySchema = noticeQuerySchema.extend({
  state: z
    .enum(staffNoticeStates, { error: "state must be current, archived or scheduled" })
    .default("current")
    .describe("current, archived, or scheduled (published later, hidden from the public until then)"),
  limit: wholeNumberParameter("limit", 1, staffNoticeLimitMax).default(10).describe("Notices per page"),
});
export type StaffNoticeQuery = z.input<typeof staffNoticeQuerySchema>;
