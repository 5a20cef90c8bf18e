import { distance } from "fastest-levenshtein";
import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  searchKinds,
  searchPageSize,
  type SearchAnswer,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from "#common/api/search.ts";
import { withAdmissionSession } from "#common/academic-session.ts";
import { storedFileUrl } from "#common/api/notice.ts";
import { noticeReadingPath } from "#common/notice-text.ts";
import type { Database, SearchEntryTable } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { committedWrite } from "./committed-write.ts";
import { indexCataloguePages, isPostgres, type CataloguePage } from "../db/search-index.ts";
import {
  markedParts,
  matchFinder,
  queryTerms,
  snippetParts,
  stemMark,
  stemTerm,
  termAlternatives,
} from "../db/search-terms.ts";
import { matchedBlockAnchor } from "../db/notice-text/stored-blocks.ts";

/** What the ranking reads of every entry found: no body, no long terms. */
type MatchedRow = Pick<SearchEntryTable, "id" | "kind" | "dated" | "path" | "title" | "title_terms"> & {
  archived_now: number | string;
  /** For each query word, whether the entry holds one of its words whole, and one of its stems, anywhere. */
  anywhere: Array<{ whole: boolean; inflection: boolean }>;
};

/** What a result shows, read for the entries of the page asked for. */
type ShownRow = Pick<
  SearchEntryTable,
  "id" | "kind" | "ref" | "language" | "title" | "title_hi" | "body" | "path" | "section" | "dated"
>;

/**
 * What one word of a query finds: the word and its synonyms, each the start of a word of an
 * entry, and their stems, each the stem of an English word of an entry.
 */
type TermGroup = { words: string[]; stems: string[] };

function termGroups(terms: ReadonlyArray<string>): TermGroup[] {
  return termAlternatives(terms).map((words) => ({
    words,
    stems: [...new Set(words.map(stemTerm).filter((stemmed) => stemmed !== undefined))],
  }));
}

/**
 * How well a word of the query is matched, best first (docs/decisions/0230): whole, then as an
 * inflection, in the title (with a page's headings), then anywhere; only then inside a longer
 * word ("fee" in "feedback"), in the title, then anywhere.
 */
const matchScores = [
  { field: "title", match: "whole", score: 6 },
  { field: "title", match: "inflection", score: 5 },
  { field: "all", match: "whole", score: 4 },
  { field: "all", match: "inflection", score: 3 },
  { field: "title", match: "insideLongerWord", score: 2 },
  { field: "all", match: "insideLongerWord", score: 1 },
] as const;

/** Fewer results than this and the search looks for a better spelling of the query (decision 0231). */
const fewResults = 3;

/** A word of the index, and how many entries hold it. */
type VocabularyWord = { word: string; entries: number };

/** The index's words by length, for the spelling suggestions, and all of them in order, to find a word's continuations. */
type Vocabulary = { byLength: Map<number, VocabularyWord[]>; sorted: string[] };

/** Every entry found, in order, and what the answer says of them all. */
type Ranking = {
  ranked: Array<{ id: string; kind: SearchKind; archived: boolean }>;
  kinds: Record<SearchKind, number>;
  suggestion: string | null;
};

/** The answer to a query with no words: nothing found, and nothing to suggest. */
function emptyAnswer({ q, page }: SearchQuery, terms: string[]): SearchAnswer {
  const kinds = Object.fromEntries(searchKinds.map((each) => [each, 0])) as Record<SearchKind, number>;
  return {
    query: q,
    terms,
    total: 0,
    archived: 0,
    page,
    page_size: searchPageSize,
    kinds,
    suggestion: null,
    results: [],
  };
}

/** Two strings compared by their code units, the same wherever they were read from. */
function inCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether some word of the index begins with the term (so the term finds something by itself). */
function continues(vocabulary: Vocabulary, term: string): boolean {
  const { sorted } = vocabulary;
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return sorted[low]?.startsWith(term) ?? false;
}

/** Whether a term is one a spelling could correct: a word of three letters or more, not a number (a roll number). */
function mayBeMisspelt(term: string): boolean {
  return term.length >= 3 && !/^\p{N}+$/u.test(term);
}

/**
 * The word of the index closest to a term the index does not know: at most one edit away for a
 * word of up to four letters, two for a longer one; of equals, the one more entries hold, then the
 * first in order. Undefined when none is that close, or the term needs no correcting.
 */
function closestWord(vocabulary: Vocabulary, term: string): string | undefined {
  if (!mayBeMisspelt(term) || continues(vocabulary, term)) return undefined;
  const stemmed = stemTerm(term);
  if (stemmed && continues(vocabulary, stemmed)) return undefined;
  const allowed = term.length <= 4 ? 1 : 2;
  let best: (VocabularyWord & { edits: number }) | undefined;
  for (let length = term.length - allowed; length <= term.length + allowed; length += 1) {
    for (const candidate of vocabulary.byLength.get(length) ?? []) {
      const edits = distance(term, candidate.word);
      if (edits > allowed) continue;
      if (
        !best ||
        edits < best.edits ||
        (edits === best.edits &&
          (candidate.entries > best.entries || (candidate.entries === best.entries && candidate.word < best.word)))
      ) {
        best = { ...candidate, edits };
      }
    }
  }
  return best?.word;
}

/**
 * The site's search (docs/decisions/0151, ranking 0230): the database matches, and ranks by
 * the same whole numbers on both engines (how well each query word is matched in the title,
 * then anywhere; current before archived; newer before older), so SQLite and PostgreSQL give
 * one order. This service cuts the snippets and marks the words, so the answer is the same
 * plain-text contract on both. Answers are kept in the read cache until the next write, or until
 * a notice appears or ends by `clock`, which is the cache's clock too (decision 0292).
 */
export function createSearchService(db: Kysely<Database>, cache: ReadCache, clock: () => Date = () => new Date()) {
  const postgres = isPostgres(db as Kysely<unknown>);
  /**
   * The rows of the entries a page of results shows, by the page's entries, until the next
   * write: every roll number on the same result sheets shows the same few entries, whose
   * texts (up to 20,000 characters each) were read again for each (decision 0284). A few
   * pages only, as each may hold ten texts.
   */
  const shownPages = cache.part({ maxEntries: 50 });

  /** A term quoted for the engine's query syntax (terms hold only letters, digits, marks and the stem mark). */
  const quoted = (term: string) =>
    postgres ? `'${term.replaceAll(/['\\]/g, "")}'` : `"${term.replaceAll('"', '""')}"`;
  const prefixOf = (term: string) => (postgres ? `${quoted(term)}:*` : `${quoted(term)}*`);
  const either = (alternatives: string[]) => `(${alternatives.join(postgres ? " | " : " OR ")})`;

  /** The engine's query for a group: any of its words as the start of a word, or any of its stems. */
  const groupQuery = ({ words, stems }: TermGroup) => either([...words.map(prefixOf), ...stems.map(quoted)]);

  /** Whether the entry of this alias holds what an engine query string finds, read through the engine's index. */
  const holding = (alias: string, query: string) =>
    postgres
      ? sql<boolean>`${sql.ref(`${alias}.document`)} @@ cast(${query} as tsquery)`
      : sql<boolean>`${sql.ref(`${alias}.rowid`)} in (select rowid from search_text where search_text match ${query})`;

  /** Whether an entry (by its alias) holds every group, and the FROM clause that finds such entries as `e`. */
  const matching = (groups: ReadonlyArray<TermGroup>) => {
    const query = groups.map(groupQuery).join(postgres ? " & " : " AND ");
    return {
      from: postgres
        ? sql`search_entry e where e.document @@ cast(${query} as tsquery)`
        : sql`search_text join search_entry e on e.rowid = search_text.rowid where search_text match ${query}`,
      holds: (alias: string) => holding(alias, query),
    };
  };

  /**
   * 1 where the entry `e` holds one of these terms whole (a word, or a stem), else 0: a column of
   * the query that finds the entries, one look-up of exact terms in the engine's index, no prefix scan.
   */
  const holdsWhole = (terms: ReadonlyArray<string>) =>
    terms.length === 0
      ? sql<number>`0`
      : sql<number>`(case when ${holding("e", either(terms.map(quoted)))} then 1 else 0 end)`;

  /**
   * An entry's score (decision 0230): for each word of the query, the best of `matchScores` it
   * earns, added up. The title's matches are read from its terms; the whole words and stems
   * anywhere are the columns `matched` read; a match inside a longer word anywhere is what every
   * entry found has at least.
   */
  const score = (groups: ReadonlyArray<TermGroup>, row: MatchedRow): number => {
    const titleTerms = row.title_terms.split(" ");
    return groups.reduce((total, { words, stems }, index) => {
      const found = {
        title: {
          whole: words.some((word) => titleTerms.includes(word)),
          inflection: stems.some((stemmed) => titleTerms.includes(stemmed)),
          insideLongerWord: titleTerms.some((term) => words.some((word) => term.startsWith(word))),
        },
        all: { ...row.anywhere[index]!, insideLongerWord: true },
      };
      return total + (matchScores.find(({ field, match }) => found[field][match])?.score ?? 0);
    }, 0);
  };

  /** A notice archived by staff or past its end is archived, as its board has it (decision 0158's moment for the end). */
  const archivedNow = (nowIso: string) =>
    sql<number>`(case when e.archived = 1 or (e.valid_until is not null and e.valid_until <= ${nowIso}) then 1 else 0 end)`;

  /**
   * Which entries a reader sees: records shown in both languages, the pages of the reader's
   * language, and, when the query is written in the other language's script, that language's
   * pages too, each left out where the reader's language has the same page among the results
   * (decision 0232). A scheduled notice (dated later than now) is found only from its moment on.
   */
  const filters = (
    { kind, lang, archived }: Pick<SearchQuery, "kind" | "lang" | "archived">,
    terms: ReadonlyArray<string>,
    holds: (alias: string) => RawBuilder<unknown>,
    nowIso: string,
  ) => {
    const other = otherLanguageAsked(lang, terms);
    const languages = other
      ? sql`(e.language is null or e.language = ${lang} or (e.language = ${other} and not exists (
          select 1 from search_entry same
          where same.kind = 'page' and same.path = e.path and same.language = ${lang} and ${holds("same")})))`
      : sql`(e.language is null or e.language = ${lang})`;
    return sql`and ${languages} and (e.kind <> 'notice' or e.dated <= ${nowIso})${
      kind ? sql` and e.kind = ${kind}` : sql``
    }${archived === "exclude" ? sql` and ${archivedNow(nowIso)} = 0` : sql``}`;
  };

  /**
   * The next moment an answer stops being true without a write: a scheduled notice appears, or a
   * notice's end passes. The same for every search, so kept in the read cache until the next write
   * or until that moment, when the one after it is read.
   */
  const nextChange = () =>
    cache.read<number | undefined>("search:next-change", async () => {
      const nowIso = clock().toISOString();
      const { scheduled, ending } = await db
        .selectFrom("search_entry")
        .select((eb) => [
          eb.fn.min(eb.case().when("dated", ">", nowIso).then(eb.ref("dated")).end()).as("scheduled"),
          eb.fn.min(eb.case().when("valid_until", ">", nowIso).then(eb.ref("valid_until")).end()).as("ending"),
        ])
        .where("kind", "=", "notice")
        .executeTakeFirstOrThrow();
      const moments = [scheduled, ending].filter((moment) => moment !== null).map((moment) => Date.parse(moment));
      const next = moments.length > 0 ? Math.min(...moments) : undefined;
      return { value: next, expiresAt: next };
    });

  /**
   * Every entry a reader finds for the terms (of every kind), with what the ranking reads of it:
   * one query, whose columns also say which query words each entry holds whole or as a stem.
   */
  const matched = async (
    query: Pick<SearchQuery, "lang" | "archived">,
    terms: ReadonlyArray<string>,
    groups: ReadonlyArray<TermGroup>,
    nowIso: string,
  ): Promise<MatchedRow[]> => {
    const { from, holds } = matching(groups);
    const anywhere = groups.flatMap(({ words, stems }, index) => [
      sql`${holdsWhole(words)} as ${sql.ref(`whole_${index}`)}`,
      sql`${holdsWhole(stems)} as ${sql.ref(`stem_${index}`)}`,
    ]);
    const { rows } = await sql<Omit<MatchedRow, "anywhere"> & Record<string, unknown>>`
      select e.id, e.kind, e.dated, e.path, e.title, e.title_terms, ${archivedNow(nowIso)} as archived_now,
        ${sql.join(anywhere)}
      from ${from} ${filters({ ...query, kind: undefined }, terms, holds, nowIso)}`.execute(db);
    return rows.map((row) => ({
      ...row,
      anywhere: groups.map((_, index) => ({
        whole: Number(row[`whole_${index}`]) === 1,
        inflection: Number(row[`stem_${index}`]) === 1,
      })),
    }));
  };

  /** How many entries a reader finds for the terms, of every kind. */
  const count = async (lang: "en" | "hi", terms: ReadonlyArray<string>, nowIso: string): Promise<number> => {
    const { from, holds } = matching(termGroups(terms));
    const { rows } = await sql<{ count: number | string }>`
      select count(*) as count from ${from} ${filters({ lang, archived: "include" }, terms, holds, nowIso)}`.execute(
      db,
    );
    return Number(rows[0]?.count ?? 0);
  };

  /** Every word of the index (stems left out) with the number of entries holding it, until the next write. */
  const vocabulary = () =>
    cache.read<Vocabulary>("search:vocabulary", async () => {
      const { rows } = postgres
        ? await sql<{ term: string; entries: number | string }>`
            select word as term, ndoc as entries from ts_stat('select document from search_entry')`.execute(db)
        : await sql<{ term: string; entries: number }>`select term, doc as entries from search_vocabulary`.execute(db);
      const byLength = new Map<number, VocabularyWord[]>();
      const sorted: string[] = [];
      for (const { term, entries } of rows) {
        if (term.startsWith(stemMark)) continue;
        sorted.push(term);
        const sameLength = byLength.get(term.length) ?? [];
        sameLength.push({ word: term, entries: Number(entries) });
        byLength.set(term.length, sameLength);
      }
      // Code-unit order, as `continues` compares.
      sorted.sort(inCodeUnits);
      return { value: { byLength, sorted } };
    });

  /**
   * "Did you mean …": the query with each word the index does not know replaced by the closest
   * word it does, offered when that query finds more than the one asked (decision 0231).
   */
  const suggestion = async (
    query: Pick<SearchQuery, "lang">,
    terms: ReadonlyArray<string>,
    found: number,
    nowIso: string,
  ): Promise<string | null> => {
    // The index's words are read only for a query they could correct: not for a roll number.
    if (!terms.some(mayBeMisspelt)) return null;
    const words = await vocabulary();
    let changed = false;
    const suggested = terms.map((term) => {
      const closest = closestWord(words, term);
      if (closest === undefined) return term;
      changed = true;
      return closest;
    });
    if (!changed) return null;
    return (await count(query.lang, suggested, nowIso)) > found ? suggested.join(" ") : null;
  };

  /**
   * Every entry a reader finds for the terms, ranked (decision 0230), with the counts of each kind
   * and the suggestion: the same for every kind and page asked, so it is kept in the read cache
   * and paging through the results, or choosing a kind, reads only the page's entries.
   */
  const rank = async (
    query: Pick<SearchQuery, "lang" | "archived">,
    terms: string[],
    nowIso: string,
  ): Promise<Ranking> => {
    const kinds = Object.fromEntries(searchKinds.map((each) => [each, 0])) as Record<SearchKind, number>;
    const groups = termGroups(terms);
    // One query after the other: a read holds one connection, as the loads gate counts them (services/index.ts).
    const found = await matched(query, terms, groups, nowIso);
    for (const row of found) kinds[row.kind] += 1;
    // A query that finds nothing or little may be misspelt.
    const suggested = found.length < fewResults ? await suggestion(query, terms, found.length, nowIso) : null;
    const scored = found.map((row) => ({ row, archived: Number(row.archived_now), score: score(groups, row) }));
    // Every key a number or a comparison of code units: one order, whichever engine found the rows.
    scored.sort(
      (a, b) =>
        a.archived - b.archived ||
        b.score - a.score ||
        Number(a.row.dated !== null) - Number(b.row.dated !== null) ||
        inCodeUnits(b.row.dated ?? "", a.row.dated ?? "") ||
        a.row.path.length - b.row.path.length ||
        a.row.title.length - b.row.title.length ||
        inCodeUnits(a.row.id, b.row.id),
    );
    return {
      ranked: scored.map(({ row, archived }) => ({ id: row.id, kind: row.kind, archived: archived === 1 })),
      kinds,
      suggestion: suggested,
    };
  };

  /** A value kept in the read cache until the next write, or until a notice appears or ends. */
  const kept = <Value>(key: string, load: (now: Date) => Promise<Value>) =>
    cache.read(key, async () => {
      // Read before the value: a moment read earlier is never later than the value's own next change.
      const expiresAt = await nextChange();
      return { value: await load(clock()), expiresAt };
    });

  const find = async (query: SearchQuery, terms: string[], now: Date): Promise<SearchAnswer> => {
    const { q, kind, page, lang, archived } = query;
    const {
      ranked,
      kinds,
      suggestion: suggested,
    } = await kept(`search-ranking:${lang}:${archived}:${terms.join(" ")}`, (moment) =>
      rank(query, terms, moment.toISOString()),
    );
    const ofKind = kind ? ranked.filter((entry) => entry.kind === kind) : ranked;
    const answer: SearchAnswer = {
      query: q,
      terms,
      total: ofKind.length,
      archived: ofKind.filter((entry) => entry.archived).length,
      page,
      page_size: searchPageSize,
      kinds,
      suggestion: suggested,
      results: [],
    };
    const onPage = ofKind.slice((page - 1) * searchPageSize, page * searchPageSize);
    if (onPage.length === 0) return answer;
    const groups = termGroups(terms);
    const ids = onPage.map(({ id }) => id);
    const shown = await shownPages.read(`search-shown:${ids.join(" ")}`, async () => ({
      value: await db
        .selectFrom("search_entry")
        .select(["id", "kind", "ref", "language", "title", "title_hi", "body", "path", "section", "dated"])
        .where("id", "in", ids)
        .execute(),
    }));
    const byId = new Map<string, ShownRow>(shown.map((row) => [row.id, row]));
    // A synonym that found a result is marked in it like the word typed.
    const marking = groups.flatMap((group) => group.words);
    const firstMatch = matchFinder(marking);
    answer.results = onPage.map(({ id, archived: isArchived }): SearchResult => {
      const row = byId.get(id)!;
      const title = withAdmissionSession(lang === "hi" && row.title_hi ? row.title_hi : row.title, now);
      // A record with a title in both languages is found by either: the other leads the snippet when it matched.
      const other = row.title_hi && (title === row.title ? row.title_hi : row.title);
      const otherMatched = other && firstMatch(other) !== -1;
      const body = withAdmissionSession(row.body, now);
      return {
        kind: row.kind,
        title: markedParts(title, marking),
        snippet: snippetParts(otherMatched ? `${other}. ${body}` : body, marking),
        path: row.path,
        lang: row.language,
        section: row.section,
        date: row.dated,
        archived: isArchived,
        reading_path:
          row.kind === "notice" && row.path.startsWith(storedFileUrl(""))
            ? noticeReadingPath(row.ref, matchedBlockAnchor(row.body, firstMatch))
            : null,
      };
    });
    return answer;
  };

  return {
    /**
     * Indexes the pages whose words the app's message catalogue holds, as the built app lists
     * them when the server loads it (decision 0128), in place of an earlier build's.
     */
    indexCataloguePages(pages: ReadonlyArray<CataloguePage>): Promise<void> {
      return committedWrite(db, cache, (trx) => indexCataloguePages(trx, pages));
    },

    /** One page of results for a query (archived notices included unless told); a query with no words finds nothing. */
    search(asked: Omit<SearchQuery, "archived"> & Partial<Pick<SearchQuery, "archived">>): Promise<SearchAnswer> {
      const query: SearchQuery = { archived: "include", ...asked };
      const terms = queryTerms(query.q);
      if (terms.length === 0) return Promise.resolve(emptyAnswer(query, terms));
      const key = `search:${query.lang}:${query.kind ?? ""}:${query.archived}:${query.page}:${terms.join(" ")}`;
      return kept(key, (now) => find(query, terms, now)).then((answer) => ({ ...answer, query: query.q }));
    },
  };
}

/**
 * The other language whose pages a query also searches: Hindi for a query with Devanagari on an
 * English page, English for one with Latin letters on a Hindi page (decision 0232).
 */
export function otherLanguageAsked(lang: "en" | "hi", terms: ReadonlyArray<string>): "en" | "hi" | undefined {
  const script = lang === "en" ? /\p{Script=Devanagari}/u : /\p{Script=Latin}/u;
  return terms.some((term) => script.test(term)) ? (lang === "en" ? "hi" : "en") : undefined;
}

export type SearchService = ReturnType<typeof createSearchService>;
