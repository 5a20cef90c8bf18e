import type { TextPart } from "#common/api/search.ts";

/**
 * How the search turns text into terms, the same way for what is indexed and for what is
 * asked, so both engines compare identical words (docs/decisions/0151): lower-case runs of
 * letters, digits and combining marks (a Devanagari word keeps its vowel signs), after
 * Unicode normalisation. An abbreviation written with dots ("B.Tech.", "Ph.D") also counts
 * as the one word a visitor types without them ("btech", "phd").
 */

/** A run of letters with their combining marks, or of digits: one word. */
const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** Letters joined by dots, as in "B.Tech.", "M.Sc" or "Ph.D": an abbreviation. */
const dottedAbbreviation = /(?<![\p{L}\p{N}\p{M}])(?:\p{L}{1,4}\.)+\p{L}+\.?/gu;

/** Invisible joiners that Hindi text carries inside words, and controls (NUL and the like). */
const invisibles = /[\u200B-\u200D\uFEFF\p{Cc}]/gu;

/** Whether a term is too long to be a word anyone types: such runs are left out of the index. */
const longestTerm = 64;

/** The text with lone surrogates replaced, joiners and controls removed, in composed form. */
export function cleanText(text: string): string {
  return text.toWellFormed().replace(invisibles, " ").normalize("NFC");
}

function compacted(abbreviation: string): string {
  return abbreviation.replaceAll(".", "").toLowerCase();
}

function words(text: string): string[] {
  return [...text.toLowerCase().matchAll(wordPattern)]
    .map((match) => match[0])
    .filter((word) => word.length <= longestTerm);
}

/** Every distinct term of a text, for the index: its words and its abbreviations without their dots. */
export function indexTerms(...texts: ReadonlyArray<string | null | undefined>): string[] {
  const terms = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    const clean = cleanText(text);
    for (const word of words(clean)) terms.add(word);
    for (const match of clean.matchAll(dottedAbbreviation)) terms.add(compacted(match[0]));
  }
  return [...terms];
}

/** At most this many words of a query count; the rest would only narrow it further. */
const maxQueryTerms = 8;

/**
 * The terms of a visitor's query: an abbreviation with dots becomes one term ("B.Tech" is
 * "btech"), every other word is one term. Punctuation and query syntax of either engine
 * (quotes, `*`, `-`, `:`, `NEAR(`) are not words, so they never reach the database.
 */
export function queryTerms(query: string): string[] {
  const clean = cleanText(query).replace(dottedAbbreviation, (match) => ` ${compacted(match)} `);
  return [...new Set(words(clean))].slice(0, maxQueryTerms);
}

/**
 * Words a visitor types for what the site's pages call otherwise (docs/decisions/0126): a query
 * word that is one of a group (or its plural) also finds the group's other words. Only words
 * that name the same thing; the site's own text says what it says about it.
 */
const synonymGroups: ReadonlyArray<ReadonlyArray<string>> = [
  ["hostel", "accommodation", "छात्रावास", "आवास"],
  // The Right to Information, as English and Hindi pages abbreviate it.
  ["rti", "आरटीआई"],
];

/**
 * Each query term with the words that also find it: the term itself first, then its synonyms.
 * Every group must match (one of its words beginning a word of the entry).
 */
export function termAlternatives(terms: ReadonlyArray<string>): string[][] {
  return terms.map((term) => {
    const group = synonymGroups.find((words) => words.some((word) => term === word || term === `${word}s`));
    return group ? [term, ...group.filter((word) => !word.startsWith(term))] : [term];
  });
}

/** Whether a word of the text (any case) is matched by a query term, which matches the start of words. */
function matchesTerm(word: string, terms: ReadonlyArray<string>): boolean {
  const lower = word.toLowerCase();
  return terms.some((term) => lower.startsWith(term));
}

/** Words and abbreviations, for marking: an abbreviation first, so "B.Tech" is one piece. */
const markablePattern = new RegExp(`${dottedAbbreviation.source}|${wordPattern.source}`, "gu");

/** The text cut into pieces, each word a query term matches marked. Adjacent pieces of one kind are joined. */
export function markedParts(text: string, terms: ReadonlyArray<string>): TextPart[] {
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === "") return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  let position = 0;
  for (const found of text.matchAll(markablePattern)) {
    push(text.slice(position, found.index), false);
    const word = found[0];
    const isAbbreviation = word.includes(".");
    push(word, isAbbreviation ? terms.includes(compacted(word)) || matchesTerm(word, terms) : matchesTerm(word, terms));
    position = found.index + word.length;
  }
  push(text.slice(position), false);
  return parts;
}

/** How long a snippet is, in characters, and how much comes before its first match. */
const snippetLength = 180;
const snippetLead = 50;

/**
 * A short piece of the text around the first word a query term matches (or its start), cut
 * at spaces, with "…" where it was cut, and the matching words marked.
 */
export function snippetParts(text: string, terms: ReadonlyArray<string>): TextPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat === "") return [];
  let first = -1;
  for (const found of flat.matchAll(markablePattern)) {
    const word = found[0];
    if (matchesTerm(word, terms) || (word.includes(".") && terms.includes(compacted(word)))) {
      first = found.index;
      break;
    }
  }
  // lastIndexOf answers -1 where no space comes before: the snippet then starts at the text's start.
  const start = first <= snippetLead ? 0 : flat.lastIndexOf(" ", first - snippetLead) + 1;
  let end = Math.min(flat.length, start + snippetLength);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const piece = `${start > 0 ? "… " : ""}${flat.slice(start, end)}${end < flat.length ? " …" : ""}`;
  return markedParts(piece, terms);
}
