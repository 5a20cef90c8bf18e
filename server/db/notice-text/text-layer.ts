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
  /** Pages read that look scanned: a picture, and too few letters to be the page's text. */
  scannedPages: number;
  /** Letters in the text layer of the pages read. */
  letters: number;
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
  const { getDocumentProxy, getResolvedPDFJS } = await import("unpdf");
  const { OPS } = await getResolvedPDFJS();
  const paintsPicture = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
  ]);
  const document = await getDocumentProxy(new Uint8Array(content));
  try {
    const pages: PlacedLine[][] = [];
    let scannedPages = 0;
    let letters = 0;
    for (let number = 1; number <= Math.min(document.numPages, maxPages); number++) {
      if (Date.now() > deadline) throw new Error("Reading the PDF's text took too long");
      const page = await document.getPage(number);
      const height = page.view[3]!;
      const content = await page.getTextContent();
      const runs: Run[] = [];
      let pageLetters = 0;
      for (const item of content.items) {
        if (!("str" in item) || item.str.trim() === "") continue;
        const [, , c, d, x, y] = item.transform as number[];
        const size = Math.hypot(c!, d!) || item.height;
        if (!(size > 0)) continue;
        const baseline = height - y!;
        pageLetters += item.str.match(/\p{L}/gu)?.length ?? 0;
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
      // Only a page with little text is looked at for pictures: a scan (a stamp or page number at most).
      if (pageLetters < lettersOfATextPage) {
        const operators = await page.getOperatorList();
        if (operators.fnArray.some((operator) => paintsPicture.has(operator))) scannedPages++;
      }
      letters += pageLetters;
      pages.push(linesOf(runs));
      page.cleanup();
    }
    return { pageCount: document.numPages, pages, scannedPages, letters };
  } finally {
    void document.destroy();
  }
}

/** Letters a page needs for its text layer to be its text, whatever pictures it has (a scanner's stamp or page number is not). */
const lettersOfATextPage = 25;

/**
 * Whether the text layer is the document's text: not when most pages read are scans (a
 * picture, and no more text than a stamp), nor when it has no letters at all (text drawn as
 * shapes). A short typed notice without pictures is text; a scan someone already recognised
 * has its words on every page.
 */
export function usableTextLayer(layer: TextLayer): boolean {
  return layer.letters > 0 && layer.scannedPages * 2 <= layer.pages.length;
}
