import fs from "node:fs";
import { PDFDocument, StandardFonts, degrees, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { site } from "#common/site.ts";
import { pdfFontkit } from "./pdf-fontkit.ts";
import { sampleMark, sampleMarkFontFile } from "./sample-mark.ts";

export type NoticeDocument = {
  title: string;
  sectionLabel: string;
  reference: string;
  issuedAt: Date;
  paragraphs: ReadonlyArray<string>;
  signatory: string;
  /** Invented by the demo seed: every page carries the sample mark (decision 0187). */
  sample: boolean;
};

/** The mark's Devanagari font, read once per process. */
let sampleMarkFont: Uint8Array | undefined;

type MarkFonts = { latin: PDFFont; devanagari: PDFFont };

const markColour = rgb(0.72, 0.09, 0.09);

/**
 * The sample mark on a page: a band across its top with the line in both languages, and
 * the two words drawn large and faint across the middle, diagonally, over the text yet light
 * enough to read it through.
 */
function markPage(page: PDFPage, fonts: MarkFonts): void {
  const { width, height } = page.getSize();
  page.drawRectangle({ x: 0, y: height - 40, width, height: 40, color: rgb(1, 0.93, 0.9) });
  page.drawText(sampleMark.line, { x: 24, y: height - 17, size: 9, font: fonts.latin, color: markColour });
  page.drawText(sampleMark.lineHi, { x: 24, y: height - 33, size: 10, font: fonts.devanagari, color: markColour });
  const faint = { color: markColour, opacity: 0.14, rotate: degrees(50) };
  page.drawText(sampleMark.watermark, { ...faint, x: width * 0.2, y: height * 0.25, size: 110, font: fonts.latin });
  page.drawText(sampleMark.watermarkHi, {
    ...faint,
    x: width * 0.45,
    y: height * 0.22,
    size: 100,
    font: fonts.devanagari,
  });
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 notice on the university's letterhead; a sample one marked as such on every
 * page. The metadata dates are the notice's own, so the same notice always gives the same
 * bytes (and the same content-addressed file id).
 */
export async function renderNoticePdf(notice: NoticeDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(notice.title);
  pdf.setAuthor(site.name);
  pdf.setProducer(`${site.shortName} website`);
  pdf.setCreator(`${site.shortName} website`);
  pdf.setCreationDate(notice.issuedAt);
  pdf.setModificationDate(notice.issuedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([595.28, 841.89]);
  const margin = 64;
  const width = page.getWidth() - margin * 2;
  let y = page.getHeight() - margin;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      page.drawText(line, { x: margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
  };
  write(site.name, bold, 15);
  write(site.postalAddress, regular, 9);
  y -= 6;
  page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 1, color: rgb(0.55, 0.1, 0.1) });
  y -= 14;
  write(`No. ${notice.reference}`, regular, 10, 2);
  write(`Dated ${notice.issuedAt.toISOString().slice(0, 10)}    ${notice.sectionLabel}`, regular, 10);
  y -= 12;
  write(notice.title, bold, 13, 5);
  y -= 8;
  for (const paragraph of notice.paragraphs) {
    write(paragraph, regular, 11, 5);
    y -= 8;
  }
  y -= 24;
  write(notice.signatory, bold, 11, 2);
  write(site.name, regular, 10);
  if (notice.sample) {
    pdf.registerFontkit(pdfFontkit);
    sampleMarkFont ??= fs.readFileSync(sampleMarkFontFile);
    const fonts = { latin: bold, devanagari: await pdf.embedFont(sampleMarkFont, { subset: true }) };
    for (const each of pdf.getPages()) markPage(each, fonts);
  }
  return pdf.save({ useObjectStreams: false });
}
