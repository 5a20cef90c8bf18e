import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import sharp from "sharp";

/**
 * The notices' PDFs the reading tests need, made as they run: a PDF with a text layer, scans
 * (a picture of each page and no text) rendered from known English or Hindi text, and a file
 * that claims to be a PDF and is not one.
 */

/** What a fixture's page says: headings and paragraphs, in order. */
export type FixtureBlock = { heading?: string; paragraph?: string };

const a4 = [595.28, 841.89] as const;
const margin = 56;

function wrapped(text: string, width: (line: string) => number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && width(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page A4 PDF with a text layer (pdf-lib's Helvetica): a heading, paragraphs, a bulleted
 * list, and a table of two columns, laid out as a word processor would.
 */
export async function textNoticePdf(content: {
  heading: string;
  paragraphs: string[];
  items?: string[];
  table?: string[][];
}): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([...a4]);
  let y = a4[1] - margin;
  const write = (text: string, font: PDFFont, size: number, x = margin, target: PDFPage = page) => {
    for (const line of wrapped(text, (candidate) => font.widthOfTextAtSize(candidate, size), a4[0] - margin - x)) {
      y -= size * 1.35;
      target.drawText(line, { x, y, size, font });
    }
  };
  write(content.heading, bold, 16);
  y -= 10;
  for (const paragraph of content.paragraphs) {
    write(paragraph, regular, 11);
    y -= 9;
  }
  for (const item of content.items ?? []) write(`•  ${item}`, regular, 11, margin + 12);
  y -= 9;
  for (const row of content.table ?? []) {
    y -= 11 * 1.5;
    row.forEach((cell, column) => page.drawText(cell, { x: margin + column * 200, y, size: 11, font: regular }));
  }
  return pdf.save();
}

const fontFiles = path.resolve(
  import.meta.dirname,
  "../../node_modules/@fontsource-variable/noto-sans-devanagari/files",
);

/**
 * Noto Sans Devanagari's cuts for Latin and Devanagari, as harfbuzz shapes them (the WOFF2 files
 * unpacked to TrueType), made once. One after the other: fontverter's WOFF2 decoder gives a
 * broken font to one of two conversions run at once.
 */
let notoFonts: Promise<Record<"latin" | "devanagari", hb.Font>> | undefined;
function notoFont(script: "latin" | "devanagari"): Promise<hb.Font> {
  notoFonts ??= (async () => {
    const fonts: Partial<Record<"latin" | "devanagari", hb.Font>> = {};
    for (const each of ["latin", "devanagari"] as const) {
      const woff2 = fs.readFileSync(path.join(fontFiles, `noto-sans-devanagari-${each}-wght-normal.woff2`));
      const truetype: Buffer = await fontverter.convert(woff2, "truetype");
      fonts[each] = new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(truetype))));
    }
    return fonts as Record<"latin" | "devanagari", hb.Font>;
  })();
  return notoFonts.then((fonts) => fonts[script]);
}

/** A line of text as SVG paths, shaped by harfbuzz (so Devanagari's conjuncts and vowel signs are right). */
function shapedLine(font: hb.Font, text: string, x: number, baseline: number, size: number) {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / font.face.upem;
  let pen = x;
  const paths: string[] = [];
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const outline = font.glyphToPath(glyph.codepoint);
    const left = pen + (glyph.xOffset ?? 0) * scale;
    const top = baseline - (glyph.yOffset ?? 0) * scale;
    if (outline) paths.push(`<path transform="translate(${left} ${top}) scale(${scale} ${-scale})" d="${outline}"/>`);
    pen += (glyph.xAdvance ?? 0) * scale;
  }
  return { svg: paths.join(""), width: pen - x };
}

/** Pixels per point of the scans: 150 dpi, a modest scanner's setting. */
const pixelsPerPoint = 150 / 72;

/**
 * A scan: each page a greyscale picture of the blocks (headings at 1.5 times the paragraphs'
 * size), with no text layer. Every page shows the same blocks.
 */
export async function scannedNoticePdf(
  language: "en" | "hi",
  blocks: FixtureBlock[],
  { pages = 1 }: { pages?: number } = {},
): Promise<Uint8Array> {
  const font = await notoFont(language === "hi" ? "devanagari" : "latin");
  const [width, height] = a4.map((points) => Math.round(points * pixelsPerPoint)) as [number, number];
  const left = margin * pixelsPerPoint;
  const size = 12 * pixelsPerPoint;
  const paths: string[] = [];
  let y = margin * pixelsPerPoint;
  for (const block of blocks) {
    const [text, lineSize] = block.heading ? [block.heading, size * 1.5] : [block.paragraph ?? "", size];
    const lines = wrapped(text, (line) => shapedLine(font, line, 0, 0, lineSize).width, width - 2 * left);
    for (const line of lines) {
      y += lineSize * 1.4;
      paths.push(shapedLine(font, line, left, y, lineSize).svg);
    }
    // A blank line between blocks, as a typed notice has.
    y += size * 1.4;
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="white"/><g fill="black">${paths.join("")}</g></svg>`;
  const png = await sharp(Buffer.from(svg)).greyscale().png({ palette: true, colours: 16 }).toBuffer();
  const pdf = await PDFDocument.create();
  // Each page its own picture, as a scanner makes them (and as heavy).
  for (let count = 0; count < pages; count++) {
    const image = await pdf.embedPng(png);
    pdf.addPage([...a4]).drawImage(image, { x: 0, y: 0, width: a4[0], height: a4[1] });
  }
  return pdf.save();
}

/** A file that begins as a PDF does and then is not one: what a damaged upload looks like. */
export function brokenPdf(): Uint8Array {
  return new TextEncoder().encode(
    `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n${"\u0000garbage ".repeat(200)}`,
  );
}
