import { PDFDocument, StandardFonts, rgb, type PDFFont } from "pdf-lib";
import { site } from "#common/site.ts";

export type NoticeDocument = {
  title: string;
  sectionLabel: string;
  reference: string;
  issuedAt: Date;
  paragraphs: ReadonlyArray<string>;
  signatory: string;
};

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
 * A one-page A4 notice on the university's letterhead. The metadata dates are
 * the notice's own, so the same notice always gives the same bytes (and the
 * same content-addressed file id).
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
  const margin = 56;
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
  return pdf.save({ useObjectStreams: false });
}
