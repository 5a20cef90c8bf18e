import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { codePointsOf, coreLatinFace } from "../../scripts/latin-font-face.ts";

const root = path.resolve(import.meta.dirname, "../..");
const face = coreLatinFace(fs.readFileSync(path.join(root, "app/app.css"), "utf8"));

describe("the preloaded Latin font file", () => {
  const woff2 = fs.readFileSync(path.join(root, "app", face.file));

  it("has a glyph for every character its face claims, and is still variable over the weights the face declares", async () => {
    const sfnt: Buffer = await fontverter.convert(woff2, "truetype");
    const font = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
    const covered = new Set(font.collectUnicodes());
    const missing = codePointsOf(face.unicodeRange).filter((codePoint) => !covered.has(codePoint));
    expect(missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`)).toEqual([]);
    expect(font.getAxisInfos().wght).toMatchObject({ min: face.weights[0], max: face.weights[1] });
  });

  it("fits in the first round trip of a new connection (ten 1,460-byte segments, headers included)", () => {
    expect(woff2.length).toBeLessThan(10 * 1460 - 400);
  });
});
