import fs from "node:fs/promises";
import { layoutBlocks, type PlacedLine } from "./layout.ts";
import { recognisePage, recognitionTools } from "./recognition.ts";
import { readTextLayer, usableTextLayer, type TextLayer } from "./text-layer.ts";
import { cappedBlocks, type ReadingLimits, type ReadingOutcome } from "./reading-outcome.ts";

/**
 * One PDF's text (decisions 0260 and 0261): its text layer where it has one; otherwise, where
 * this machine can, recognised from its page images. Runs in the reading process
 * (reading-process.ts), and in the seed's process for the PDFs it makes.
 */

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function overTime(limits: ReadingLimits): string {
  return `Reading went over its limit of ${limits.totalSeconds} s`;
}

/** Why a text layer was not read in its time (decision 0215); the server's ceiling says the same. */
export function textLayerOverTime(limits: ReadingLimits): string {
  return `Reading the PDF's text went over its limit of ${limits.textLayerSeconds} s`;
}

/** "Only the first 60 of 80 pages were read" when the limit left some out. */
function pagesLeftOut(read: number, count: number): string | null {
  return read < count ? `Only the first ${read} of ${count} pages were read` : null;
}

type LayerOutcome = { outcome: ReadingOutcome } | { scan: TextLayer };

/** The text layer's blocks, a failure when the file does not open, or the layer of a scan (no usable text). */
export async function readTextLayerOutcome(
  content: Uint8Array,
  limits: ReadingLimits,
  deadline: number,
  overTimeReason = overTime(limits),
): Promise<LayerOutcome> {
  let layer;
  try {
    layer = await readTextLayer(content, limits.pages, deadline);
  } catch (error) {
    const reason = Date.now() > deadline ? overTimeReason : `The PDF could not be opened: ${errorText(error)}`;
    return { outcome: { state: "failed", reason, pages: null } };
  }
  if (!usableTextLayer(layer)) return { scan: layer };
  const { blocks, cut } = cappedBlocks(layoutBlocks(layer.pages));
  return {
    outcome: {
      state: "pdf",
      blocks,
      pages: layer.pages.length,
      reason: cut ?? pagesLeftOut(layer.pages.length, layer.pageCount),
    },
  };
}

/** The PDF at `pdf` read; page images are drawn in `directory`. `onPage` hears of each page recognition begins. */
export async function readPdfFile(
  pdf: string,
  directory: string,
  limits: ReadingLimits,
  onPage: (page: number, of: number) => Promise<void>,
): Promise<ReadingOutcome> {
  const started = Date.now();
  const deadline = started + limits.totalSeconds * 1000;
  // The text layer has a shorter time of its own (decision 0215); recognition, the rest.
  const layerSeconds = Math.min(limits.textLayerSeconds, limits.totalSeconds);
  const layer = await readTextLayerOutcome(
    await fs.readFile(pdf),
    limits,
    started + layerSeconds * 1000,
    layerSeconds < limits.totalSeconds ? textLayerOverTime(limits) : overTime(limits),
  );
  if ("outcome" in layer) return layer.outcome;
  const tools = await recognitionTools();
  if ("missing" in tools) return { state: "unavailable", reason: tools.missing, pages: null };
  const pages: PlacedLine[][] = [];
  const count = Math.min(layer.scan.pageCount, limits.pages);
  try {
    for (let page = 1; page <= count; page++) {
      if (Date.now() > deadline) return { state: "failed", reason: overTime(limits), pages: pages.length };
      await onPage(page, count);
      const toolLimits = { seconds: limits.pageSeconds, memoryMegabytes: limits.memoryMegabytes };
      pages.push(await recognisePage(pdf, page, tools.languages, toolLimits, directory));
    }
  } catch (error) {
    return {
      state: "failed",
      reason: `Page ${pages.length + 1} could not be recognised: ${errorText(error)}`,
      pages: pages.length,
    };
  }
  const { blocks, cut } = cappedBlocks(layoutBlocks(pages));
  if (blocks.length === 0)
    return { state: "failed", reason: "No text was recognised in the page images", pages: count };
  return { state: "recognised", blocks, pages: count, reason: cut ?? pagesLeftOut(count, layer.scan.pageCount) };
}
