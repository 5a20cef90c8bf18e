/**
 * Writes the Latin font file that every page preloads (`app/fonts/`): Noto Sans from
 * `@fontsource-variable/noto-sans`, cut to the characters English text uses (the
 * `unicode-range` of its face in `app/app.css`, the single list of them) and to the weights
 * the site sets (400-700), still a variable font. At 12 kB it arrives in the first
 * round trip of a new connection, where the package's whole Latin file (36 kB) needs two;
 * a page that writes a character outside the list also fetches that whole file, whose face
 * `app/app.css` keeps for them. Run with `npm run fonts` after changing the list; the output
 * is committed, so builds do not need the subsetter.
 */
import fs from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";
import { coreLatinFace, codePointsOf } from "./latin-font-face.ts";

const root = path.join(import.meta.dirname, "..");
const face = coreLatinFace(await fs.readFile(path.join(root, "app/app.css"), "utf8"));
const source = await fs.readFile(
  path.join(root, "node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2"),
);
const text = String.fromCodePoint(...codePointsOf(face.unicodeRange));
const subset = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: face.weights[0], max: face.weights[1] } },
  // Not the glyphs only ligatures and alternates reach (fi, small figures): English reads the same without them.
  noLayoutClosure: true,
});
await fs.writeFile(path.join(root, "app", face.file), subset);
console.log(`${face.file}: ${text.length} characters, weights ${face.weights.join("-")}, ${subset.length} bytes`);
