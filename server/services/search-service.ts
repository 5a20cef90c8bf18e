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
import type { ReadCache } from "../delivery/read-cache.ts";
import { committedWrite } from "./committed-write.ts";
import { indexCataloguePages, isPostgres, type CataloguePage } from "./search-index.ts";
import { markedParts, queryTerms, snippetParts, termAlternatives } from "./search-terms.ts";
import { matchedBlockAnchor } from "./notice-text/stored-blocks.ts";

type EntryRow = Omit<SearchEntryTable, "title_terms" | "terms">;

/**
 * The site's search (docs/decisions/0151): the database matches and ranks, the same terms
 * on both engines (every query word must begin a word of the entry, its title weighing
 * most); this service cuts the snippets and marks the words, so the answer is the same
 * plain-text contract on SQLite and PostgreSQL. Answers are kept in the read cache until
 * the next write, like every public read.
 */
export function createSearchService(db: Kysely<Database>, cache: ReadCache) {
  const postgres = isPostgres(db as Kysely<unknown>);

  /**
   * The engine's match of every group of terms (a query word and its synonyms), each as the
   * start of a word, and its rank (smaller is better).
   */
  const matching = (
    groups: ReadonlyArray<ReadonlyArray<string>>,
  ): { from: RawBuilder<unknown>; rank: RawBuilder<number> } => {
    if (postgres) {
      // Terms hold only letters, digits and marks; quoting them is belt and braces.
      const queries = groups.map(
        (group) => `(${group.map((term) => `'${term.replaceAll(/['\\]/g, "")}':*`).join(" | ")})`,
      );
      // The terms' lexemes carry no positions, so ts_rank alone barely tells a title from a
      // body: the count of query words found in the title comes first.
      const titleHits = sql.join(
        queries.map((query) => sql`(e.title_document @@ cast(${query} as tsquery))::int`),
        sql` + `,
      );
      return {
        from: sql`search_entry e cross join cast(${queries.join(" & ")} as tsquery) q
          where e.document @@ q`,
        rank: sql<number>`-(${titleHits}) - ts_rank(e.document, q)`,
      };
    }
    const query = groups
      .map((group) => `(${group.map((term) => `"${term.replaceAll('"', '""')}"*`).join(" OR ")})`)
      .join(" AND ");
    return {
      from: sql`search_text join search_entry e on e.rowid = search_text.rowid where search_text match ${query}`,
      rank: sql<number>`bm25(search_text, 10.0, 1.0)`,
    };
  };

  // A scheduled notice (dated later than now) is found only from its moment on (decision 0158).
  const filters = (kind: SearchKind | undefined, lang: "en" | "hi", nowIso: string) =>
    sql`and (e.language is null or e.language = ${lang}) and (e.kind <> 'notice' or e.dated <= ${nowIso})${
      kind ? sql` and e.kind = ${kind}` : sql``
    }`;

  /** The next scheduled notice's moment: a kept answer must not outlive it. */
  const nextScheduled = async (nowIso: string): Promise<number | undefined> => {
    const { next } = await db
      .selectFrom("search_entry")
      .select((eb) => eb.fn.min("dated").as("next"))
      .where("kind", "=", "notice")
      .where("dated", ">", nowIso)
      .executeTakeFirstOrThrow();
    return next ? Date.parse(next) : undefined;
  };

  const find = async ({ q, kind, page, lang }: SearchQuery, terms: string[], now: Date): Promise<SearchAnswer> => {
    const nowIso = now.toISOString();
    const kinds = Object.fromEntries(searchKinds.map((each) => [each, 0])) as Record<SearchKind, number>;
    const answer: SearchAnswer = { query: q, terms, total: 0, page, page_size: searchPageSize, kinds, results: [] };
    if (terms.length === 0) return answer;
    const groups = termAlternatives(terms);
    // A synonym that found a result is marked in it like the word typed.
    const marking = groups.flat();
    const { from, rank } = matching(groups);
    // One after the other: a read holds one connection, as the loads gate counts them (services/index.ts).
    const counts = await sql<{ kind: SearchKind; count: number | string }>`
      select e.kind as kind, count(*) as count from ${from} ${filters(undefined, lang, nowIso)} group by e.kind`.execute(
      db,
    );
    for (const row of counts.rows) kinds[row.kind] = Number(row.count);
    answer.total = kind ? kinds[kind] : Object.values(kinds).reduce((sum, count) => sum + count, 0);
    const rows = await sql<EntryRow>`
      select e.id, e.kind, e.ref, e.language, e.title, e.title_hi, e.body, e.path, e.section, e.dated, e.archived
      from ${from} ${filters(kind, lang, nowIso)}
      order by ${rank}, e.id
      limit ${searchPageSize} offset ${(page - 1) * searchPageSize}`.execute(db);
    answer.results = rows.rows.map((row): SearchResult => {
      const title = withAdmissionSession(lang === "hi" && row.title_hi ? row.title_hi : row.title, now);
      // A record with a title in both languages is found by either: the other leads the snippet when it matched.
      const other = row.title_hi && (title === row.title ? row.title_hi : row.title);
      const otherMatched = other && markedParts(other, marking).some((part) => part.match);
      const body = withAdmissionSession(row.body, now);
      return {
        kind: row.kind,
        title: markedParts(title, marking),
        snippet: snippetParts(otherMatched ? `${other}. ${body}` : body, marking),
        path: row.path,
        lang: row.language,
        section: row.section,
        date: row.dated,
        archived: Number(row.archived) === 1,
        reading_path:
          row.kind === "notice" && row.path.startsWith(storedFileUrl(""))
            ? noticeReadingPath(
                row.ref,
                matchedBlockAnchor(row.body, (line) => markedParts(line, marking).some((part) => part.match)),
              )
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

    /** One page of results for a query; a query with no words finds nothing (never an error). */
    search(query: SearchQuery): Promise<SearchAnswer> {
      const terms = queryTerms(query.q);
      const key = `search:${query.lang}:${query.kind ?? ""}:${query.page}:${terms.join(" ")}`;
      return cache
        .read(key, async () => {
          const now = new Date();
          const [value, expiresAt] = await Promise.all([find(query, terms, now), nextScheduled(now.toISOString())]);
          return { value, expiresAt };
        })
        .then((answer) => ({ ...answer, query: query.q }));
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
