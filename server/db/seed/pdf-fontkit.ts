import * as fontkit from "fontkit";
import type { PDFDocument } from "pdf-lib";

/**
 * fontkit 2 for pdf-lib's embedding of a font subset. pdf-lib's own fork of fontkit (1.x) cannot
 * lay out Devanagari (its Indic shaper needs a regenerator runtime it does not bring), and
 * fontkit 2 shapes it but hands a subset's bytes back whole (`encode()`) where pdf-lib reads
 * them as a stream (`encodeStream()`): this gives each subset that stream, in one piece.
 */
export const pdfFontkit = {
  create(bytes: Uint8Array) {
    // Parsed once per file: the seed embeds the same font in a hundred PDFs.
    let parsed = parsedFonts.get(bytes);
    if (!parsed) parsedFonts.set(bytes, (parsed = parse(bytes)));
    return parsed;
  },
} as unknown as Parameters<PDFDocument["registerFontkit"]>[0];

const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof parse>>();

function parse(bytes: Uint8Array) {
  const font = fontkit.create(Buffer.from(bytes));
  if (!("createSubset" in font)) throw new Error("a font collection cannot be embedded");
  const createSubset = font.createSubset.bind(font);
  return Object.assign(font, {
    createSubset: () => {
      const subset = createSubset();
      return Object.assign(subset, { encodeStream: () => streamOf(subset.encode()) });
    },
  });
}

type Listener = (chunk?: Uint8Array) => void;

/** The part of a readable stream pdf-lib uses: its `data` events, then `end`, once both are listened to. */
function streamOf(bytes: Uint8Array) {
  const listeners = new Map<string, Listener>();
  const stream = {
    on(event: "data" | "end", listener: Listener) {
      listeners.set(event, listener);
      const data = listeners.get("data");
      const end = listeners.get("end");
      if (data && end) {
        queueMicrotask(() => {
          data(bytes);
          end();
        });
      }
      return stream;
    },
  };
  return stream;
}
