import zlib from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

/**
 * A one-page PDF whose page content is a Flate stream of zeros that inflates to
 * `inflatedBytes` (a thousandth of it on the wire: deflate's best ratio): what a reader of its text must
 * unpack before it finds there is none. Made a megabyte at a time, so making it costs this
 * process no more than that.
 */
export async function pdfBomb(inflatedBytes: number): Promise<Uint8Array> {
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  const ended = new Promise((resolve) => deflate.once("end", resolve));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < inflatedBytes; written += zeros.length) {
    if (!deflate.write(zeros)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await ended;
  const content = Buffer.concat(compressed);
  const document = await PDFDocument.create();
  const page = document.addPage([300, 200]);
  const stream = PDFRawStream.of(document.context.obj({ Filter: "FlateDecode", Length: content.length }), content);
  page.node.set(PDFName.of("Contents"), document.context.register(stream));
  return document.save();
}
