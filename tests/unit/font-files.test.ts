import fs from "node:fs";
import path from "node:path";
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { codePointsOf, declaredFace, subsetFaces } from "../../scripts/font-face.ts";

const root = path.resolve(import.meta.dirname, "../..");
const css = fs.readFileSync(path.join(root, "app/app.css"), "utf8");
const [latin, devanagari, languageSwitch] = subsetFaces.map((face) => ({
  ...face,
  declared: declaredFace(css, face.file),
  woff2: fs.readFileSync(path.join(root, "app", face.file)),
}));

async function fontOf(woff2: Buffer): Promise<hb.Font> {
  const sfnt: Buffer = await fontverter.convert(woff2, "truetype");
  return new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(sfnt))));
}

/**
 * A text shaped at a weight, as the reader sees it: each glyph's advance and offsets, rounded
 * to 4 of the font's 1,000 units (re-normalising the weight axis to 400-700 moves a few by 1),
 * and whether it is the missing-glyph box.
 */
function shaped(font: hb.Font, text: string, weight: number) {
  font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const units = (value: number | undefined) => Math.round((value ?? Number.NaN) / 4);
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    notdef: glyph.codepoint === 0,
    advance: units(glyph.xAdvance),
    offset: [units(glyph.xOffset), units(glyph.yOffset)],
  }));
}

describe.each([latin!, devanagari!, languageSwitch!])("the preloaded font file $file", (face) => {
  it("has a glyph for every character its face claims, and is still variable over the weights the face declares", async () => {
    const font = await fontOf(face.woff2);
    const covered = new Set(font.face.collectUnicodes());
    const missing = codePointsOf(face.declared.unicodeRange).filter((codePoint) => !covered.has(codePoint));
    expect(missing.map((codePoint) => `U+${codePoint.toString(16).toUpperCase()}`)).toEqual([]);
    expect(font.face.getAxisInfos().wght).toMatchObject({
      min: face.declared.weights[0],
      max: face.declared.weights[1],
    });
  });
});

describe("the Latin file", () => {
  it("fits in the first round trip of a new connection (ten 1,460-byte segments, headers included)", () => {
    expect(latin!.woff2.length).toBeLessThan(10 * 1460 - 400);
  });
});

describe("the Devanagari file", () => {
  const hindiText = JSON.stringify(catalogue.hi);
  // Conjuncts, reph, nukta forms and vowel signs beyond the site's own words, as notices write them.
  const words = [
    ...new Set([
      ...(hindiText.match(/\p{Script=Devanagari}+/gu) ?? []),
      ..."क्षत्रिय श्रृंखला द्वितीय उद्धरण ज़िम्मेदारी कर्त्तव्य राष्ट्र ह्रस्व ॐ ₹५००".split(" "),
    ]),
  ];

  it("claims every character of the site's Hindi text, so Hindi pages never fetch the package's whole file", () => {
    const claimed = new Set(codePointsOf(devanagari!.declared.unicodeRange));
    const outside = [...new Set(hindiText.match(/\p{Script=Devanagari}/gu))].filter(
      (character) => !claimed.has(character.codePointAt(0)!),
    );
    expect(outside).toEqual([]);
  });

  it("shapes Hindi exactly as the package's whole file does, conjuncts and all, at 400 and 700", async () => {
    const whole = await fontOf(fs.readFileSync(path.join(root, devanagari!.source)));
    const cut = await fontOf(devanagari!.woff2);
    expect(words.length).toBeGreaterThan(200);
    for (const weight of [400, 700]) {
      for (const word of words) {
        const glyphs = shaped(cut, word, weight);
        expect(
          glyphs.filter((glyph) => glyph.notdef),
          word,
        ).toEqual([]);
        expect(glyphs, `${word} at ${weight}`).toEqual(shaped(whole, word, weight));
      }
    }
  });

  it("is much smaller than the package's whole file", () => {
    expect(devanagari!.woff2.length).toBeLessThan(0.65 * fs.statSync(path.join(root, devanagari!.source)).size);
  });
});

describe("the English pages' file of the language switch's letters (decision 0144)", () => {
  const english = JSON.stringify(catalogue.en);

  it("claims every Devanagari character English pages write (the switch and the sentences naming it), and only those", () => {
    const written = [...new Set(english.match(/\p{Script=Devanagari}/gu))].map((character) =>
      character.codePointAt(0)!,
    );
    expect(written.length).toBeGreaterThan(0);
    expect(codePointsOf(languageSwitch!.declared.unicodeRange).toSorted()).toEqual(written.toSorted());
  });

  it("shapes “हिन्दी” exactly as the package's whole file does, its conjunct included, at 400 and 700", async () => {
    const whole = await fontOf(fs.readFileSync(path.join(root, languageSwitch!.source)));
    const cut = await fontOf(languageSwitch!.woff2);
    for (const weight of [400, 700]) {
      const glyphs = shaped(cut, "हिन्दी", weight);
      expect(glyphs.filter((glyph) => glyph.notdef)).toEqual([]);
      expect(glyphs).toEqual(shaped(whole, "हिन्दी", weight));
    }
  });

  it("is a few kilobytes, so preloading it on every English page costs little", () => {
    expect(languageSwitch!.woff2.length).toBeLessThan(5 * 1024);
  });
});
