import type { TextBlock } from "#common/notice-text.ts";

/**
 * From words placed on pages to headings, paragraphs, lists and tables (docs/decisions/0260).
 * Both readers end here: the PDF's text layer (text-layer.ts) and recognition (recognition.ts)
 * give words with their boxes, top-down in the page's units, and this module judges the layout
 * by proportions only, so the same rules hold for points and for pixels:
 * - a line's size is its font size (or its words' median height, from a scan); the text's
 *   usual size is the median over its characters, and a line 15% larger heads what follows;
 * - a line begins a new paragraph after a gap larger than the usual line pitch, or indented;
 * - a line that starts with a bullet or a number begins a list item;
 * - a line whose words stand in columns (gaps of nearly two sizes), followed by another with
 *   as many columns at the same places, begins a table.
 * What it cannot tell (a paragraph going on over a page break, a bold heading of body size)
 * stays as paragraphs: the text is all there, only less structured.
 */

/** A word (or a run of words, as a PDF's text layer gives them) and its box; words are joined with a space. */
export type PlacedWord = { text: string; left: number; right: number; top: number; bottom: number };

/** A line of a page: its words left to right, and its size (font size, or the words' height). */
export type PlacedLine = { words: PlacedWord[]; size: number };

/** A gap between words of this many sizes separates two columns of a table. */
const columnGap = 1.8;
/** A line this much larger than the text's usual size is a heading. */
const headingRatio = 1.15;
/** A pitch this much larger than the usual one ends a paragraph. */
const paragraphPitch = 1.35;
/** The widest line pitch taken as text's usual one, in sizes. */
const largestUsualPitch = 1.5;
/** The longest heading, in characters: longer "headings" are large print, shown as paragraphs. */
const longestHeading = 200;

/** Bullets and dashes that mark an unordered item (taken off its text). */
const bullet = /^[•●▪◦‣∙·○■□➢➤►✓✔*\-–—]\s+/u;
/** "1." or "12)": a numbered item (the number kept as the list's start). */
const numbered = /^(\d{1,3})[.)]\s+/u;
/** "(a)", "a)", "ii.", "(iv)", "क)", "१.": other markers, kept in the item's text. */
const otherMarker = /^(?:\(?(?:[a-z]|[ivx]{1,4}|[\p{Script=Devanagari}]{1,2}|[०-९]{1,3})[.)])\s+/iu;

/** Text as the blocks hold it: one line, single spaces, no control characters, composed. */
export function normalisedText(text: string): string {
  return text
    .toWellFormed()
    .normalize("NFC")
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();
}

type Line = {
  text: string;
  cells: string[];
  cellLefts: number[];
  left: number;
  top: number;
  bottom: number;
  size: number;
};

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

function joined(words: PlacedWord[]): string {
  return normalisedText(words.map((word) => word.text).join(" "));
}

function lineOf(placed: PlacedLine): Line | undefined {
  const words = placed.words.filter((word) => normalisedText(word.text) !== "").sort((a, b) => a.left - b.left);
  if (words.length === 0) return undefined;
  const cells: PlacedWord[][] = [[words[0]!]];
  for (const word of words.slice(1)) {
    const cell = cells.at(-1)!;
    if (word.left - cell.at(-1)!.right > columnGap * placed.size) cells.push([word]);
    else cell.push(word);
  }
  return {
    text: joined(words),
    cells: cells.map((cell) => joined(cell)),
    cellLefts: cells.map((cell) => cell[0]!.left),
    left: words[0]!.left,
    top: Math.min(...words.map((word) => word.top)),
    bottom: median(words.map((word) => word.bottom)),
    size: placed.size,
  };
}

/** Whether two lines stand in the same columns: as many, each starting within a size of the other's. */
function sameColumns(a: Line, b: Line): boolean {
  const tolerance = Math.max(a.size, b.size) * 1.5;
  return (
    a.cells.length >= 2 &&
    a.cells.length === b.cells.length &&
    a.cellLefts.every((left, index) => Math.abs(left - b.cellLefts[index]!) <= tolerance)
  );
}

type ItemStart = { ordered: false; text: string } | { ordered: true; number: number; text: string };

function itemStart(text: string): ItemStart | undefined {
  const number = numbered.exec(text);
  if (number) return { ordered: true, number: Number(number[1]), text: text.slice(number[0].length) };
  const mark = bullet.exec(text);
  if (mark) return { ordered: false, text: text.slice(mark[0].length) };
  if (otherMarker.test(text)) return { ordered: false, text };
  return undefined;
}

/** A line's text joined to the text before it: a word hyphenated at the line's end is made whole. */
function continued(before: string, line: string): string {
  if (/\p{Ll}-$/u.test(before) && /^\p{Ll}/u.test(line)) return before.slice(0, -1) + line;
  return `${before} ${line}`;
}

/** The blocks of a document's pages, in reading order. */
export function layoutBlocks(pages: ReadonlyArray<ReadonlyArray<PlacedLine>>): TextBlock[] {
  const linesOfPages = pages.map((page) =>
    page
      .map(lineOf)
      .filter((line): line is Line => line !== undefined)
      .sort((a, b) => a.bottom - b.bottom || a.left - b.left),
  );
  const all = linesOfPages.flat();
  if (all.length === 0) return [];
  const usualSize = median(
    all.flatMap((line) => Array.from({ length: Math.min(line.text.length, 200) }, () => line.size)),
  );
  const pitches = linesOfPages.flatMap((lines) =>
    lines.slice(1).flatMap((line, index) => {
      const before = lines[index]!;
      const pitch = line.bottom - before.bottom;
      return Math.abs(line.size - before.size) <= usualSize * 0.15 && pitch > 0 && pitch < 3 * line.size
        ? [pitch / line.size]
        : [];
    }),
  );
  // The usual pitch, in sizes: the lower quartile, since paragraph gaps make the median too high;
  // at most that of text set at one and a half lines, since a short text of one-line paragraphs
  // has only paragraph gaps to measure.
  const usualPitch = Math.min(pitches.length > 0 ? percentile(pitches, 0.25) : 1.3, largestUsualPitch);
  const headingSizes = [
    ...new Set(all.filter((line) => line.size >= usualSize * headingRatio).map((line) => line.size)),
  ];
  const largestHeading = Math.max(0, ...headingSizes);
  const headingLevel = (size: number): 1 | 2 => (size >= largestHeading / headingRatio ? 1 : 2);

  const blocks: TextBlock[] = [];
  for (const lines of linesOfPages) {
    const rowPitch = (at: number) => lines[at]!.bottom - lines[at - 1]!.bottom;
    /** A table starts with two lines in the same columns, the second within three sizes of the first. */
    const tableStartsAt = (at: number) =>
      at + 1 < lines.length && sameColumns(lines[at]!, lines[at + 1]!) && rowPitch(at + 1) <= 3 * lines[at]!.size;
    /** Whether the line at `at` goes on from `previous`: its size, the usual pitch, not further right than `maxLeft`. */
    const goesOn = (at: number, previous: Line, maxLeft: number) => {
      const next = lines[at]!;
      const pitch = (next.bottom - previous.bottom) / next.size;
      return (
        Math.abs(next.size - previous.size) <= Math.max(next.size, previous.size) * 0.1 &&
        pitch > 0 &&
        pitch <= usualPitch * paragraphPitch &&
        next.left <= maxLeft &&
        !tableStartsAt(at)
      );
    };
    let index = 0;
    while (index < lines.length) {
      const line = lines[index]!;
      if (tableStartsAt(index)) {
        // A table: this line and the ones after it in the same columns, its rows evenly spaced.
        let end = index + 2;
        while (end < lines.length && sameColumns(line, lines[end]!) && rowPitch(end) <= rowPitch(index + 1) * 1.5)
          end++;
        blocks.push({ kind: "table", rows: lines.slice(index, end).map((row) => row.cells) });
        index = end;
        continue;
      }
      const start = itemStart(line.text);
      if (start) {
        // A list: items, each with the lines that follow it, until a line that is neither.
        const items: string[] = [start.text];
        let previous = line;
        let itemLeft = line.left;
        index++;
        while (index < lines.length) {
          const next = lines[index]!;
          const nextStart = itemStart(next.text);
          const pitch = (next.bottom - previous.bottom) / next.size;
          if (nextStart && nextStart.ordered === start.ordered && pitch <= usualPitch * paragraphPitch * 1.5) {
            items.push(nextStart.text);
            itemLeft = next.left;
          } else if (
            !nextStart &&
            goesOn(index, previous, Math.max(itemLeft + next.size * 3, previous.left + next.size * 1.5))
          ) {
            items[items.length - 1] = continued(items.at(-1)!, next.text);
          } else break;
          previous = next;
          index++;
        }
        blocks.push({ kind: "list", ordered: start.ordered, start: start.ordered ? start.number : 1, items });
        continue;
      }
      // A heading or a paragraph: the line and those that follow it closely at its size.
      let text = line.text;
      let previous = line;
      index++;
      while (
        index < lines.length &&
        !itemStart(lines[index]!.text) &&
        goesOn(index, previous, previous.left + line.size * 1.5)
      ) {
        text = continued(text, lines[index]!.text);
        previous = lines[index]!;
        index++;
      }
      const heading = line.size >= usualSize * headingRatio && text.length <= longestHeading;
      blocks.push(heading ? { kind: "heading", level: headingLevel(line.size), text } : { kind: "paragraph", text });
    }
  }
  return blocks;
}
