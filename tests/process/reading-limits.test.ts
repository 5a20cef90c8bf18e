import { beforeAll, describe, expect, it } from "vitest";
import { readPdf } from "#server/services/notice-text/reader.ts";
import { defaultReadingLimits } from "#server/db/notice-text/reading-outcome.ts";
import { scannedNoticePdf } from "../support/notice-pdfs.ts";
import { englishScan } from "../support/notice-reading.ts";
import { pdfBomb } from "../support/pdf-bomb.ts";

/**
 * The limits a reading runs under (decision 0261), in real reading processes and tools: pages
 * beyond the page limit are left out and said to be; a tool over its address space fails the
 * reading with the page it failed on; a reading over its time stops; a PDF made to inflate stops
 * at the reading process's memory ceiling (decision 0215).
 */
describe("reading a scan within its limits", () => {
  let threePages: Uint8Array;
  /** One page whose stream inflates to 1 GB, 1 MB on the wire. */
  let bomb: Uint8Array;

  beforeAll(async () => {
    threePages = await scannedNoticePdf("en", englishScan, { pages: 3 });
    bomb = await pdfBomb(1024 * 1024 * 1024);
  });

  it("recognises the pages up to the page limit and says the rest were left out", async () => {
    const pages: number[] = [];
    const outcome = await readPdf(
      threePages,
      { ...defaultReadingLimits, pages: 1 },
      { onPage: (page) => pages.push(page) },
    );
    expect(outcome).toMatchObject({ state: "recognised", pages: 1, reason: "Only the first 1 of 3 pages were read" });
    expect(pages).toEqual([1]);
  });

  it("fails the reading, naming the page, when Tesseract goes over its address space", async () => {
    const outcome = await readPdf(threePages, { ...defaultReadingLimits, memoryMegabytes: 24 });
    expect(outcome.state).toBe("failed");
    expect(outcome.reason).toMatch(/^Page 1 could not be recognised: tesseract failed: /);
  });

  it("stops a reading that goes over its time", async () => {
    const outcome = await readPdf(threePages, { ...defaultReadingLimits, totalSeconds: 0 });
    expect(outcome).toMatchObject({ state: "failed", reason: "Reading went over its limit of 0 s" });
  });

  it("stops a reading whose process passes its memory ceiling: a page stream that inflates to 1 GB", async () => {
    expect(bomb.length).toBeLessThan(1.5 * 1024 * 1024);
    const outcome = await readPdf(bomb, defaultReadingLimits);
    expect(outcome).toEqual({ state: "failed", reason: "Reading needed more than 256 MB of memory", pages: null });
  });

  it("stops reading a text layer that passes its own time, long before the reading's", async () => {
    const outcome = await readPdf(bomb, { ...defaultReadingLimits, textLayerSeconds: 0.05, processMegabytes: 4096 });
    expect(outcome).toEqual({
      state: "failed",
      reason: "Reading the PDF's text went over its limit of 0.05 s",
      pages: null,
    });
  });
});
