/**
 * A notice's text as its reading view shows it (docs/decisions/0260): blocks in reading order,
 * plain text each (no markup crosses the API or the database), the language of each decided by
 * its letters when it is shown. Without zod, for the pages that link or show it (the home page's
 * script must not carry the schemas: `common/api/notice-text.ts` has them).
 */
export type TextBlock =
  | { kind: "heading"; level: 1 | 2; text: string }
  | { kind: "paragraph"; text: string }
  /** Numbered 1, 2, 3… when ordered; other markers ((a), i., •) stay in an unordered item's text. */
  | { kind: "list"; ordered: boolean; start: number; items: string[] }
  /** The first row heads the columns. */
  | { kind: "table"; rows: string[][] };

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
