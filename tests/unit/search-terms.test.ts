import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  indexTerms,
  markedParts,
  matchFinder,
  queryTerms,
  snippetParts,
  stemTerm,
  termAlternatives,
} from "#server/db/search-terms.ts";

describe("a query's synonyms (decision 0126)", () => {
  it("lets a word of a group find the group's other words, and leaves other words alone", () => {
    expect(termAlternatives(queryTerms("hostel near Dwarka"))).toEqual([
      ["hostel", "accommodation", "छात्रावास", "आवास"],
      ["near"],
      ["dwarka"],
    ]);
    expect(termAlternatives(queryTerms("आरटीआई"))).toEqual([["आरटीआई", "rti"]]);
  });

  it("takes a plural as its word, still finding the singular, and drops words the term already finds", () => {
    expect(termAlternatives(["hostels"])).toEqual([["hostels", "hostel", "accommodation", "छात्रावास", "आवास"]]);
    // A prefix of a group's word is no synonym: "hos" finds "hostel" by itself and nothing more.
    expect(termAlternatives(["hos"])).toEqual([["hos"]]);
  });

  it("marks a synonym that was found like the word typed", () => {
    const marked = markedParts("Ask your campus about accommodation.", termAlternatives(["hostel"]).flat());
    expect(marked.filter((part) => part.match).map((part) => part.text)).toEqual(["accommodation"]);
  });
});

describe("English words' stems (decision 0230)", () => {
  it("indexes an English word with its stem, marked, and a Hindi word or a number without one", () => {
    expect(indexTerms("Admissions 2026")).toEqual(["admissions", "_admiss", "2026"]);
    expect(indexTerms("प्रवेश")).toEqual(["प्रवेश"]);
    expect(stemTerm("admission")).toBe(stemTerm("admissions"));
    expect(stemTerm("general")).not.toBe(stemTerm("generation"));
  });

  it("marks an inflection of a query word, and a word it begins", () => {
    const marked = markedParts("Admission policies for the admissions office", ["admissions", "policy"]);
    expect(marked.filter((part) => part.match).map((part) => part.text)).toEqual([
      "Admission",
      "policies",
      "admissions",
    ]);
  });
});

describe("finding whether a text holds a match (decision 0292)", () => {
  const pieces = ["B.Tech", "btech", "Admissions", "admission", "2613100751", "2613100752", "PASS", "प्रवेश", "छात्रावास"];
  const texts = fc.array(fc.oneof(fc.constantFrom(...pieces, " ", ". ", "\n"), fc.string()), { maxLength: 12 });

  it("says what marking the text would say, for any text and any query", () => {
    fc.assert(
      fc.property(
        texts,
        fc.array(fc.oneof(fc.constantFrom(...pieces), fc.string()), { maxLength: 3 }),
        (parts, query) => {
          const text = parts.join("");
          const terms = termAlternatives(queryTerms(query.join(" "))).flat();
          expect(matchFinder(terms)(text) !== -1).toBe(markedParts(text, terms).some((part) => part.match));
        },
      ),
    );
  });

  it("says the same for a query of numbers, which it finds without going word by word (decision 0284)", () => {
    const beside = ["B.Tech", "Ph.D.", "M.Sc", "x", "-", ".", " ", "\n", "12", "ⅻ", "Ⅻ", "२६१३", "ा"];
    const rolls = ["2613100751", "2613", "26", "२६१३", "ⅻ"];
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom(...beside, ...rolls), fc.string()), { maxLength: 12 }),
        fc.array(fc.constantFrom(...rolls), { minLength: 1, maxLength: 2 }),
        (parts, query) => {
          const text = parts.join("");
          const terms = queryTerms(query.join(" "));
          expect(matchFinder(terms)(text) !== -1).toBe(markedParts(text, terms).some((part) => part.match));
          const snippet = snippetParts(text, terms);
          expect(snippet.some((part) => part.match)).toBe(markedParts(text, terms).some((part) => part.match));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("finds where the word that begins with the roll number asked is, in the lines of a result sheet", () => {
    const firstMatch = matchFinder(queryTerms("2613100751"));
    expect(["2613100750  PASS", "2613100751  RE-APPEAR", "26131007510  PASS"].map(firstMatch)).toEqual([-1, 0, 0]);
    expect(firstMatch("2613100750  PASS\n2613100751  RE-APPEAR")).toBe(17);
  });
});
