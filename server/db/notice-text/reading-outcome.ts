import { blockText, type TextBlock } from "#common/notice-text.ts";

/** How far reading one PDF may go (decision 0261). */
export type ReadingLimits = {
  /** Pages read, of the text layer or recognised; later pages are left out, and the reason says so. */
  pages: number;
  /** The longest a tool may take over one page. */
  pageSeconds: number;
  /** The longest the whole reading may take, after which its process is killed. */
  totalSeconds: number;
  /**
   * The longest reading the text layer may take (decision 0215): a PDF with one has it read in
   * seconds, and one made to take long is stopped here rather than at `totalSeconds`.
   */
  textLayerSeconds: number;
  /** The address space of each tool. */
  memoryMegabytes: number;
  /** The reading process's own resident memory, watched from the server (decision 0215). */
  processMegabytes: number;
};

export const defaultReadingLimits: ReadingLimits = {
  pages: 60,
  pageSeconds: 60,
  totalSeconds: 900,
  textLayerSeconds: 10,
  memoryMegabytes: 1024,
  processMegabytes: 256,
};

/** What the server asks of the reading process: the PDF's path and a directory for page images. */
export type ReadingRequest = { pdf: string; directory: string; limits: ReadingLimits };

/** What reading one PDF gave. */
export type ReadingOutcome =
  | { state: "pdf" | "recognised"; blocks: TextBlock[]; pages: number; reason: string | null }
  | { state: "unavailable" | "failed"; reason: string; pages: number | null };

/** The reading process's messages: it is ready, it began a page, it is done. */
export type ReadingMessage =
  { type: "ready" } | { type: "page"; page: number; of: number } | { type: "done"; outcome: ReadingOutcome };

/** The most text one notice keeps, in characters: some 150 dense pages. */
export const maxDocumentCharacters = 400_000;

/** The blocks up to the limit of characters, and the reason when some were left out. */
export function cappedBlocks(blocks: TextBlock[]): { blocks: TextBlock[]; cut: string | null } {
  let characters = 0;
  for (const [index, block] of blocks.entries()) {
    characters += blockText(block).length;
    if (characters > maxDocumentCharacters) {
      return {
        blocks: blocks.slice(0, index),
        cut: `The text was cut after ${maxDocumentCharacters.toLocaleString("en-IN")} characters`,
      };
    }
  }
  return { blocks, cut: null };
}
