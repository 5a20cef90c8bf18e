import { PDFDocument, StandardFonts } from "pdf-lib";

/** Roll numbers on a result sheet: students search for their own, each once. */
export const rollNumbers = Array.from({ length: 1500 }, (_, index) => `2613${String(100_001 + index)}`);

/** A result sheet: a roll number and a verdict a line, 60 lines a page, under the title. */
export async function resultSheet(title: string): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (let first = 0; first < rollNumbers.length; first += 60) {
    const page = document.addPage([595, 842]);
    page.drawText(title, { x: 40, y: 810, size: 10, font });
    rollNumbers.slice(first, first + 60).forEach((roll, line) => {
      page.drawText(`${roll}  ${line % 9 === 0 ? "RE-APPEAR" : "PASS"}`, {
        x: 40,
        y: 790 - 12.5 * line,
        size: 9,
        font,
      });
    });
  }
  return document.save();
}
