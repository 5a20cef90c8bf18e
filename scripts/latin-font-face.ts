/**
 * The preloaded Latin face as `app/app.css` declares it (scripts/subset-latin-font.ts makes
 * its file from this declaration; tests/unit/latin-font.test.ts checks the file against it).
 */
export type CoreLatinFace = { file: string; weights: [number, number]; unicodeRange: string };

const coreFile = "fonts/noto-sans-latin-core-wght-normal.woff2";

export function coreLatinFace(css: string): CoreLatinFace {
  const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((match) => match[1]!)
    .find((body) => body.includes(`./${coreFile}`));
  if (!face) throw new Error(`app/app.css declares no @font-face for ${coreFile}`);
  const weights = /font-weight:\s*(\d+)\s+(\d+)/.exec(face);
  const unicodeRange = /unicode-range:([^;]+);/.exec(face);
  if (!weights || !unicodeRange)
    throw new Error(`the @font-face for ${coreFile} needs a weight range and a unicode-range`);
  return { file: coreFile, weights: [Number(weights[1]), Number(weights[2])], unicodeRange: unicodeRange[1]!.trim() };
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
