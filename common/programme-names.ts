import type { ProgramLevel } from "./program-levels.ts";

/**
 * A programme's name reduced to what tells two programmes apart (decision 0186): letters
 * in lower case, "&" as "and", punctuation as spaces, and a degree's letters written
 * together ("B. Tech.", "B.Tech" and "BTech" are all "btech"). Words are never dropped,
 * expanded or guessed: "BCA" and "Bachelor of Computer Applications" stay two names.
 */
export function programmeNameKey(name: string): string {
  const words = name
    .toLowerCase()
    .replaceAll("&", " and ")
    .replace(/([a-z])\.(?=[a-z])/g, "$1")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ");
  const joined: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    // A lone letter before a word is the first letter of an abbreviation written apart: "b tech".
    const next = words[index + 1];
    if (/^[a-z]$/.test(word) && next !== undefined && /^[a-z]+$/.test(next) && next !== "in" && next !== "and") {
      joined.push(word + next);
      index += 1;
    } else {
      joined.push(word);
    }
  }
  return joined.join(" ");
}

/**
 * The level a reported name states, read from its first word: "Diploma" or "FTD" (the
 * campuses' short form of a full-time diploma), a bachelor's or "UG", a master's or "PG",
 * or "Certificate". A name that states none is an error for whoever adds it to the facts
 * to settle, never a guess.
 */
const levelsByFirstWord: ReadonlyArray<[RegExp, ProgramLevel]> = [
  [/^(diploma|ftd)$/, "DIPLOMA"],
  [/^(certificate)$/, "CERTIFICATE"],
  [/^(btech|be|bs|bsc|bca|bba|bcom|ba|bachelor|ug)$/, "UG"],
  [/^(mtech|me|ms|msc|mca|mba|mcom|ma|master|pg)$/, "PG"],
];

export function levelOfReportedName(name: string): ProgramLevel {
  const firstWord = programmeNameKey(name).split(" ")[0] ?? "";
  const found = levelsByFirstWord.find(([pattern]) => pattern.test(firstWord));
  if (!found) throw new Error(`The programme name "${name}" states no level (diploma, UG, PG or certificate)`);
  return found[1];
}

export type ReportedProgramme = { key: string; name: string; level: ProgramLevel; campuses: string[] };

/**
 * The distinct programmes in what campuses list, by campus slug: one per name key, named as
 * first reported, with every campus that lists it, in the order they were listed.
 */
export function reportedProgrammes(
  listsByCampus: Readonly<Record<string, ReadonlyArray<string>>>,
): ReportedProgramme[] {
  const byKey = new Map<string, ReportedProgramme>();
  for (const [campus, names] of Object.entries(listsByCampus)) {
    for (const name of names) {
      const key = programmeNameKey(name);
      const known = byKey.get(key);
      if (known) {
        if (!known.campuses.includes(campus)) known.campuses.push(campus);
      } else {
        byKey.set(key, { key, name, level: levelOfReportedName(name), campuses: [campus] });
      }
    }
  }
  return [...byKey.values()];
}
