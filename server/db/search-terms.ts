import stem from "wink-porter2-stemmer";
import type { TextPart } from "#common/api/search.ts";

/**
 * How the search turns text into terms, the same way for what is indexed and for what is
 * asked, so both engines compare identical words (docs/decisions/0151): lower-case runs of
 * letters, digits and combining marks (a Devanagari word keeps its vowel signs), after
 * Unicode normalisation. An abbreviation written with dots ("B.Tech.", "Ph.D") also counts
 * as the one word a visitor types without them ("btech", "phd"). An English word also gives
 * its stem, marked, so a plural or an inflection finds the word (docs/decisions/0230).
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

/**
 * Marks a term that is an English word's stem, not a word: no word holds it (a word is letters,
 * digits and marks), FTS5 keeps it inside a token (its `tokenchars`), and PostgreSQL takes any lexeme.
 */
export const stemMark = "_";

/** What the English stemmer takes: Latin letters alone (Hindi gets no stemming, decision 0151). */
const englishWord = /^[a-z]+$/;

/** The stem term of an English word ("admissions" and "admission" both give "_admiss"); undefined for any other word. */
export function stemTerm(word: string): string | undefined {
  return englishWord.test(word) ? stemMark + stem(word) : undefined;
}

/**
 * Every distinct term of a text, for the index: its words, its abbreviations without their
 * dots, and the stems of its English words.
 */
export function indexTerms(...texts: ReadonlyArray<string | null | undefined>): string[] {
  const terms = new Set<string>();
  const add = (word: string) => {
    terms.add(word);
    const stemmed = stemTerm(word);
    if (stemmed) terms.add(stemmed);
  };
  for (const text of texts) {
    if (!text) continue;
    const clean = cleanText(text);
    for (const word of words(clean)) add(word);
    for (const match of clean.matchAll(dottedAbbreviation)) add(compacted(match[0]));
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

/** What marks a word of a text: the query's terms, each the start of a word, and their stems, each a word's stem. */
type Marking = { terms: ReadonlyArray<string>; stems: ReadonlySet<string> };

function marking(terms: ReadonlyArray<string>): Marking {
  return { terms, stems: new Set(terms.map(stemTerm).filter((stemmed) => stemmed !== undefined)) };
}

/** Whether a word of the text (any case) is matched by a query term: as the start of the word, or an inflection of it. */
function matchesTerm(word: string, { terms, stems }: Marking): boolean {
  const lower = word.toLowerCase();
  if (terms.some((term) => lower.startsWith(term))) return true;
  const stemmed = stems.size > 0 ? stemTerm(lower) : undefined;
  return stemmed !== undefined && stems.has(stemmed);
}

/** Whether a word or an abbreviation of a text is one the query found. */
function isMatch(word: string, found: Marking): boolean {
  return (word.includes(".") && found.terms.includes(compacted(word))) || matchesTerm(word, found);
}

/** Words and abbreviations, for marking: an abbreviation first, so "B.Tech" is one piece. */
const markablePattern = new RegExp(`${dottedAbbreviation.source}|${wordPattern.source}`, "gu");

/** A term of decimal digits alone, as a roll number: it has no stem, no case and is no abbreviation. */
const digitsOnly = /^\p{Nd}+$/u;

/** Where no letter, digit or mark comes before; and where an abbreviation ends ("B.Tech" in "B.Tech2026"). */
const wordStart = /(?<![\p{L}\p{N}\p{M}])/uy;
const abbreviationEnd = new RegExp(`(?<=${dottedAbbreviation.source})`, "uy");

/** Whether a word, as `markablePattern` cuts the text, begins at a digit at `at`. */
function wordBeginsAtDigit(text: string, at: number): boolean {
  wordStart.lastIndex = at;
  if (wordStart.test(text)) return true;
  abbreviationEnd.lastIndex = at;
  return abbreviationEnd.test(text);
}

/**
 * Where the first word a query term matches begins in the text, or -1. A word that terms of
 * digits alone match is one that begins with one of them, so they are looked for with
 * `indexOf`, not word by word: a roll number on a result sheet of thousands of words, as
 * students search on results day (decision 0284).
 */
function firstMatch(text: string, found: Marking): number {
  if (found.terms.every((term) => digitsOnly.test(term))) {
    let first = -1;
    for (const term of found.terms) {
      for (let at = text.indexOf(term); at !== -1 && (first === -1 || at < first); at = text.indexOf(term, at + 1)) {
        if (wordBeginsAtDigit(text, at)) {
          first = at;
          break;
        }
      }
    }
    return first;
  }
  for (const matched of text.matchAll(markablePattern)) if (isMatch(matched[0], found)) return matched.index;
  return -1;
}

/**
 * Where the first word a query term matches begins in a text, or -1: what `markedParts` would
 * mark first, without cutting the text into pieces, the terms prepared once for every text
 * asked about.
 */
export function matchFinder(terms: ReadonlyArray<string>): (text: string) => number {
  const found = marking(terms);
  return (text) => firstMatch(text, found);
}

/** The text cut into pieces, each word a query term matches marked. Adjacent pieces of one kind are joined. */
export function markedParts(text: string, terms: ReadonlyArray<string>): TextPart[] {
  const found = marking(terms);
  const parts: TextPart[] = [];
  const push = (piece: string, match: boolean) => {
    if (piece === "") return;
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  };
  let position = 0;
  for (const matched of text.matchAll(markablePattern)) {
    push(text.slice(position, matched.index), false);
    const word = matched[0];
    push(word, isMatch(word, found));
    position = matched.index + word.length;
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
  const first = firstMatch(flat, marking(terms));
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
