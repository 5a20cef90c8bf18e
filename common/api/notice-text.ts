import { z } from "#common/zod.ts";
import { noticeTextMaxLength, noticeTextStates, type TextBlock } from "../notice-text.ts";
import { idParameter, successSchema } from "./envelope.ts";

/** A block of a notice's text (common/notice-text.ts), as the API and the database hold it. */
export const textBlockSchema: z.ZodType<TextBlock> = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("heading"), level: z.union([z.literal(1), z.literal(2)]), text: z.string() }),
  z.object({ kind: z.literal("paragraph"), text: z.string() }),
  z.object({
    kind: z.literal("list"),
    ordered: z.boolean().describe("Numbered 1, 2, 3…; other markers ((a), i., •) stay in an unordered item's text"),
    start: z.number().int().min(0).describe("The first item's number, in an ordered list"),
    items: z.array(z.string()),
  }),
  z.object({
    kind: z.literal("table"),
    rows: z.array(z.array(z.string())).describe("The first row heads the columns"),
  }),
]);

export const noticeTextStateSchema = z.object({
  state: z.enum(noticeTextStates),
  reason: z.string().nullable().describe("Why the PDF could not be read (`failed`), or what was left out"),
  pages: z.number().int().nullable().describe("Pages read, of a PDF read so far"),
});

export const noticeTextRevisionSchema = z.object({
  number: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
});

export const staffNoticeTextSchema = noticeTextStateSchema.extend({
  /** What the staff editor starts from: the text as Markdown (headings `#`, lists, tables). */
  markdown: z.string().describe("The text the reading view shows, as Markdown; empty when it has none"),
  /** The text read from the PDF (or recognised), whatever the correction says: to start again from it. */
  read_markdown: z.string().describe("The text read from the PDF or recognised from its images, as Markdown"),
  read_state: z.enum(noticeTextStates).describe("How the PDF's own text was read, under any correction"),
  revisions: z.array(noticeTextRevisionSchema).describe("Staff corrections, newest first"),
});
export type StaffNoticeText = z.infer<typeof staffNoticeTextSchema>;

export const staffNoticeTextAnswerSchema = successSchema({ text: staffNoticeTextSchema });

export const noticeTextCorrectionSchema = z.object({
  markdown: z
    .string({ error: "markdown (the corrected text) is required" })
    .max(noticeTextMaxLength, { error: `markdown must be at most ${noticeTextMaxLength} characters` })
    .describe("The corrected text as Markdown: `#` and `##` headings, paragraphs, `-` or `1.` lists, tables"),
  revision: z
    .number({ error: "revision must be a whole number" })
    .int({ error: "revision must be a whole number" })
    .min(0, { error: "revision must be a whole number" })
    .describe("The revision the correction was made from (0 when there was none): a newer one refuses it with 409"),
});
export type NoticeTextCorrection = z.infer<typeof noticeTextCorrectionSchema>;

/** The most notices one question about text states names: a page of the console's list. */
export const noticeTextStatesMaxIds = 100;

export const noticeTextStatesQuerySchema = z.object({
  ids: z
    .string({ error: "ids (notice ids, comma-separated) is required" })
    .max(noticeTextStatesMaxIds * 25, { error: `ids may name at most ${noticeTextStatesMaxIds} notices` })
    .transform((value) => [...new Set(value.split(",").filter(Boolean))])
    .pipe(
      z
        .array(idParameter("each of ids"))
        .max(noticeTextStatesMaxIds, { error: `ids may name at most ${noticeTextStatesMaxIds} notices` }),
    )
    .describe(`Notice ids, comma-separated, at most ${noticeTextStatesMaxIds}`),
});

export const noticeTextStatesAnswerSchema = successSchema({
  states: z.record(z.string(), noticeTextStateSchema).describe("Each notice's text state, by its id"),
});
