// The two font packages ship no types; only what scripts/subset-fonts.ts and
// tests/unit/font-files.test.ts call is declared.
declare module "subset-font" {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options: {
      targetFormat: "woff2" | "woff" | "truetype";
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
      noLayoutClosure?: boolean;
    },
  ): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: { convert(font: Uint8Array, format: "truetype" | "woff" | "woff2"): Promise<Buffer> };
  export default fontverter;
}
