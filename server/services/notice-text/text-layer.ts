import type { PlacedLine, PlacedWord } from "./layout.ts";

/**
 * A PDF's text layer as placed lines, read with unpdf (PDF.js; decision 0152), page by page up
 * to the limits. Runs in the reading process (reading-process.ts), never in a serving one.
 */

export type TextLayer = {
  /** Pages in the file. */
  pageCount: number;
  /** The lines of each page read, top-down in points. */
  pages: PlacedLine[][];
};

/** Text runs whose baselines are this close, in sizes, stand on one line. */
const sameBaseline = 0.35;
/** Runs this close, in sizes, touch: parts of one word. */
const touching = 0.1;

type Run = PlacedWord & { baseline: number; size: number };

/** Runs grouped into lines by their baselines; each line's size the largest of its runs'. */
function linesOf(runs: Run[]): PlacedLine[] {
  const lines: Run[][] = [];
  for (const run of [...runs].sort((a, b) => a.baseline - b.baseline || a.left - b.left)) {
    const line = lines.at(-1);
    const first = line?.[0];
    if (line && first && Math.abs(run.baseline - first.baseline) <= sameBaseline * Math.max(run.size, first.size)) {
      line.push(run);
    } else lines.push([run]);
  }
  return lines.map((line) => {
    const size = Math.max(...line.map((run) => run.size));
    const words: PlacedWord[] = [];
    for (const { text, left, right, top, bottom } of line.sort((a, b) => a.left - b.left)) {
      const previous = words.at(-1);
      // PDFs often split a word into runs (kerning, a change of font): touching runs are one word.
      if (previous && left - previous.right < size * touching && !/\s$/.test(previous.text) && !/^\s/.test(text)) {
        previous.text += text;
        previous.right = right;
      } else words.push({ text, left, right, top, bottom });
    }
    return { words, size };
  });
}

/**
 * The file's text layer, its first `maxPages` pages; throws when PDF.js cannot open the file
 * (damaged, encrypted). `deadline` (a Date.now() value) is checked before each page.
 */
export async function readTextLayer(content: Uint8Array, maxPages: number, deadline: number): Promise<TextLayer> {
  const { getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(content));
  try {
    const pages: PlacedLine[][] = [];
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      if (Date.now() > deadline) throw new Error("Reading the PDF's text took too long");
      const page = await document.getPage(number);
      const height = page.view[3]!;
      const content = await page.getTextContent();
      const runs: Run[] = [];
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , c, d, x, y] = item.transform as number[];
        const size = Math.hypot(c!, d!) || item.height;
        if (!(size > 0)) continue;
        const baseline = height - y!;
        runs.push({
          text: item.str,
          left: x!,
          right: x! + item.width,
          top: baseline - size,
          bottom: baseline,
          baseline,
          size,
        });
      }
      pages.push(linesOf(runs));
      page.cleanup();
    }
    return { pageCount: document.numPages, pages };
  } finally {
    void document.destroy();
  }
}

/** Letters a page needs for its text layer to count as its text (a scanner's stamp or page number does not). */
const lettersOfATextPage = 25;

/**
 * Whether the text layer is the document's text: at least half its pages read carry words.
 * A scan has none, or only a stamp; a scan someone already recognised has them all.
 */
export function usableTextLayer(layer: TextLayer): boolean {
  if (layer.pages.length === 0) return false;
  const textPages = layer.pages.filter(
    (lines) =>
      lines.reduce(
        (letters, line) =>
          letters + line.words.reduce((sum, word) => sum + (word.text.match(/\p{L}/gu)?.length ?? 0), 0),
        0,
      ) >= lettersOfATextPage,
  );
  return textPages.length * 2 >= layer.pages.length;
}
