import { textBlockSchema } from "#common/api/notice-text.ts";
import { blockAnchor, blockText, type TextBlock } from "#common/notice-text.ts";
import { z } from "#common/zod.ts";

const storedBlocks = z.array(textBlockSchema);

/** Blocks as stored (JSON text); anything unreadable counts as none. */
export function parsedBlocks(json: string | null | undefined): TextBlock[] {
  if (!json) return [];
  try {
    const parsed = storedBlocks.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The text the search keeps of a notice (decision 0263): its newest correction that holds any,
 * else the blocks read from its PDF, one line a block, so that the line a query matches is the
 * block the reading view anchors; else the PDF's text as read at upload (decision 0152).
 */
export function noticeSearchText(corrected: string | null, read: string | null, uploaded: string | null): string {
  const correctedBlocks = parsedBlocks(corrected);
  const blocks = correctedBlocks.length > 0 ? correctedBlocks : parsedBlocks(read);
  return blocks.length > 0 ? blocks.map(blockText).join("\n") : (uploaded ?? "");
}

/**
 * The reading view's anchor of the block of a notice's search text (one line a block) where
 * `firstMatch` finds the first word, or undefined when it finds none (the match was in the title).
 */
export function matchedBlockAnchor(searchText: string, firstMatch: (text: string) => number): string | undefined {
  const at = firstMatch(searchText);
  if (at === -1) return undefined;
  let line = 0;
  for (let end = searchText.indexOf("\n"); end !== -1 && end < at; end = searchText.indexOf("\n", end + 1)) line += 1;
  return blockAnchor(line);
}
