/**
 * The preloaded font faces as `app/app.css` declares them: scripts/subset-fonts.ts makes each
 * file from its declaration, and tests/unit/font-files.test.ts checks each file against it.
 */
export type SubsetFace = {
  /** The font file, from `app/` (the declaration's `src` is `./` + this). */
  file: string;
  /** The package's whole file the cut is made from, from the project's root. */
  source: string;
  /**
   * Whether glyphs reached only through the font's layout rules are kept. Devanagari needs
   * them (its conjuncts and vowel signs are such glyphs); English reads the same without the
   * ligatures and alternates (fi, small figures) only they reach.
   */
  layoutClosure: boolean;
};

/** The weight range and the characters a face declares. */
export type DeclaredFace = { weights: [number, number]; unicodeRange: string };

const packageFiles = "node_modules/@fontsource-variable";

/** The package's Devanagari file, from the project's root: every Devanagari cut is made from it. */
export const devanagariSource = `${packageFiles}/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2`;

/**
 * Every subset font file the site preloads: Latin on every page, Devanagari on Hindi pages, and
 * the letters of the "हिन्दी" switch on English pages.
 */
export const subsetFaces: readonly SubsetFace[] = [
  {
    file: "fonts/noto-sans-latin-core-wght-normal.woff2",
    source: `${packageFiles}/noto-sans/files/noto-sans-latin-wght-normal.woff2`,
    layoutClosure: false,
  },
  {
    file: "fonts/noto-sans-devanagari-core-wght-normal.woff2",
    source: devanagariSource,
    layoutClosure: true,
  },
  {
    file: "fonts/noto-sans-devanagari-switch-wght-normal.woff2",
    source: devanagariSource,
    layoutClosure: true,
  },
];

/** The `@font-face` of `css` whose `src` is the given file, read for its weights and characters. */
export function declaredFace(css: string, file: string): DeclaredFace {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes(`./${file}`));
  if (!face) throw new Error(`no @font-face declares ${file}`);
  const weights = /font-weight:\s*(\d+)\s+(\d+)/.exec(face);
  const unicodeRange = /unicode-range:([^;]+);/.exec(face);
  if (!weights || !unicodeRange) throw new Error(`the @font-face for ${file} needs a weight range and a unicode-range`);
  return { weights: [Number(weights[1]), Number(weights[2])], unicodeRange: unicodeRange[1]!.trim() };
}

/** Every code point of a CSS `unicode-range` ("U+0020-007E, U+00A9"). */
export function codePointsOf(unicodeRange: string): number[] {
  return unicodeRange.split(",").flatMap((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: ${part}`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}
