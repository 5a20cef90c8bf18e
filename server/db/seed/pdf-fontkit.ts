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
  // Shaping Devanagari takes milliseconds a line, and the seed writes the same lines into every
  // PDF: each line is laid out once (pdf-lib only reads the result).
  const layout = font.layout.bind(font);
  const laidOut = new Map<string, ReturnType<typeof layout>>();
  const encodings = new Map<string, Uint8Array>();
  return Object.assign(font, {
    layout: (text: string, features?: Parameters<typeof layout>[1]) => {
      const key = `${JSON.stringify(features ?? null)}\u0000${text}`;
      let run = laidOut.get(key);
      if (!run) laidOut.set(key, (run = layout(text, features)));
      return run;
    },
    createSubset: () => {
      const subset = createSubset();
      // The same glyphs taken in the same order make the same bytes: each such subset is encoded once.
      const taken: number[] = [];
      const includeGlyph = subset.includeGlyph.bind(subset);
      const encoded = () => {
        const key = taken.join(",");
        let bytes = encodings.get(key);
        if (!bytes) encodings.set(key, (bytes = subset.encode()));
        return bytes;
      };
      return Object.assign(subset, {
        includeGlyph: (glyph: Parameters<typeof includeGlyph>[0]) => {
          taken.push(glyph.id);
          return includeGlyph(glyph);
        },
        encodeStream: () => streamOf(encoded()),
      });
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
