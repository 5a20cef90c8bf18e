import { z } from "#common/zod.ts";
import { idParameter, successSchema } from "./envelope.ts";

/**
 * A notice's text as its reading view shows it (docs/decisions/0260): blocks in reading order,
 * plain text each (no markup crosses the API or the database), the language of each decided
 * by its letters when it is shown.
 */
export const textBlockSchema = z.discriminatedUnion("kind", [
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
export type TextBlock = z.infer<typeof textBlockSchema>;

/**
 * Where the text a notice shows comes from:
 * - `pdf`: the PDF's own text layer;
 * - `recognised`: recognised from the page images of a scan (it may contain errors);
 * - `corrected`: typed or corrected by staff (the latest revision);
 * - `pending`: not read yet (the PDF waits for its turn, or is being read);
 * - `unavailable`: a scan, and this server cannot recognise text (no recognition software);
 * - `failed`: the PDF could not be read (`reason` says why);
 * - `none`: the notice has no PDF (a link, or a picture).
 */
export const noticeTextStates = ["pdf", "recognised", "corrected", "pending", "unavailable", "failed", "none"] as const;
export type NoticeTextState = (typeof noticeTextStates)[number];

/** The states whose text a reader sees. */
export function hasText(state: NoticeTextState): state is "pdf" | "recognised" | "corrected" {
  return state === "pdf" || state === "recognised" || state === "corrected";
}

/** What the public reading view shows of a notice's text. */
export type NoticeText = { state: NoticeTextState; blocks: TextBlock[] };

/** Each block's anchor in the reading view, counted from 1: `#p3` is the third. */
export function blockAnchor(index: number): string {
  return `p${index + 1}`;
}

/** Whether a notice's file is one the reading view reads: a PDF (pictures and links have no text to read). */
export function readableAsText(file: { content_type: string } | null): boolean {
  return file?.content_type === "application/pdf";
}

/** The reading view of a notice, in English (localise it for Hindi). */
export function noticeReadingPath(noticeId: string, anchor?: string): string {
  return `/notices/${encodeURIComponent(noticeId)}${anchor ? `#${anchor}` : ""}`;
}

const devanagari = /\p{Script=Devanagari}/gu;
const letters = /\p{L}/gu;

/** "hi" when most of the text's letters are Devanagari, else "en". */
export function textLanguage(text: string): "en" | "hi" {
  const all = text.match(letters)?.length ?? 0;
  const hindi = text.match(devanagari)?.length ?? 0;
  return all > 0 && hindi * 2 > all ? "hi" : "en";
}

/** A block's words on one line: what the search indexes, and what a match is looked for in. */
export function blockText(block: TextBlock): string {
  switch (block.kind) {
    case "heading":
    case "paragraph":
      return block.text;
    case "list":
      return block.items.join(" · ");
    case "table":
      return block.rows.map((row) => row.join(" · ")).join(" · ");
  }
}

/** The most a staff correction may hold, in characters of its Markdown. */
export const noticeTextMaxLength = 200_000;

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
