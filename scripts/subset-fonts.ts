/**
 * Writes the font files pages preload (`app/fonts/`), each cut from its package's file to the
 * characters of its face's `unicode-range` and to the weights the site sets (400-700), still
 * variable:
 * - Latin (every page): the characters English text uses. At 12 kB it arrives in the first
 *   round trip of a new connection, where the package's whole Latin file (36 kB) needs two.
 * - Devanagari (Hindi pages): the Devanagari block and the few signs Hindi text uses with it,
 *   with every conjunct the font's layout rules form from them: about 70 kB, where the
 *   package's file, with weights 100-900 and the Vedic and extended marks, is 121 kB.
 * A page that writes a character outside a cut also fetches the package's whole file, whose
 * face the CSS keeps for it. Run with `npm run fonts` after changing a face; the output is
 * committed, so builds do not need the subsetter.
 *
 * It also cuts the Devanagari the demo seed's PDFs write their sample mark in (TrueType, one
 * weight, the mark's characters only: server/db/seed/sample-mark.ts, decision 0187).
 */
import fs from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { sampleMarkFontFile, sampleMarkHindiText } from "../server/db/seed/sample-mark.ts";
import { codePointsOf, declaredFace, devanagariSource, subsetFaces } from "./font-face.ts";

const root = path.join(import.meta.dirname, "..");
const css = await fs.readFile(path.join(root, "app/app.css"), "utf8");
for (const face of subsetFaces) {
  const declared = declaredFace(css, face.file);
  const text = String.fromCodePoint(...codePointsOf(declared.unicodeRange));
  const subset = await subsetFont(await fs.readFile(path.join(root, face.source)), text, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: declared.weights[0], max: declared.weights[1] } },
    noLayoutClosure: !face.layoutClosure,
  });
  await fs.writeFile(path.join(root, "app", face.file), subset);
  console.log(`${face.file}: ${text.length} characters, weights ${declared.weights.join("-")}, ${subset.length} bytes`);
}

const markFont = await subsetFont(await fs.readFile(path.join(root, devanagariSource)), sampleMarkHindiText, {
  targetFormat: "truetype",
  variationAxes: { wght: 600 },
});
await fs.writeFile(sampleMarkFontFile, markFont);
console.log(`${path.relative(root, sampleMarkFontFile)}: the PDF sample mark, ${markFont.length} bytes`);
