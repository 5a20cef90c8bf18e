import path from "node:path";

/**
 * What every PDF the demo seed makes says about itself, on every page (decision 0187): a line
 * at the top and a diagonal watermark, in English and in Hindi, so a downloaded file cannot
 * pass for a notice of the university. The Hindi words avoid the vowel sign ि, which a PDF
 * draws before the consonant it follows: text read back from the file would come out in
 * that drawn order, and the mark must read back as written (the seed's text goes to the search).
 */
export const sampleMark = {
  line: "SAMPLE DATA: not a real notice of DSEU. Invented to demonstrate the website.",
  lineHi: "नमूना डेटा। यह असली सूचना नहीं है।",
  watermark: "SAMPLE",
  watermarkHi: "नमूना",
  /** Leads an invented notice's reference number. */
  reference: "SAMPLE",
} as const;

/**
 * Noto Sans Devanagari (SIL Open Font License) cut to the characters of the mark's Hindi and
 * fixed at one weight, so each seeded PDF carries a few kilobytes of it: made by `npm run
 * fonts` (scripts/subset-fonts.ts) from the package's file, and committed.
 */
export const sampleMarkFontFile = path.join(import.meta.dirname, "sample-mark-devanagari.ttf");

/** The characters the cut must hold: the mark's Hindi, and the space between its words. */
export const sampleMarkHindiText = `${sampleMark.lineHi} ${sampleMark.watermarkHi}`;
