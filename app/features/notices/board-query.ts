import type { NoticeFilter } from "#common/api/notice.ts";
import { noticeSearchMaxLength } from "#common/notice-search.ts";

/** Notices per board page. */
export const boardPageSize = 10;

/** What a visitor asked a board for, as the URL carries it: ?q=…&from=YYYY-MM-DD&to=YYYY-MM-DD&page=N. */
export type BoardQuery = { q: string; from: string; to: string; page: number; archive: boolean };

/** Which parameter was wrong; the page says so in its language (notices.errors.*). */
export type BoardQueryProblem = "q" | "from" | "to" | "page" | "range" | "category";

/** A real calendar day as YYYY-MM-DD (2025-02-30 is not one). No zod here: the boards' browser code uses this module. */
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

class BoardQueryError extends Error {
  readonly problem: BoardQueryProblem;
  constructor(problem: BoardQueryProblem) {
    super(problem);
    this.problem = problem;
  }
}

function optionalDate(value: string | null, problem: BoardQueryProblem): string {
  if (!value) return "";
  if (!isIsoDate(value)) throw new BoardQueryError(problem);
  return value;
}

/**
 * Reads a board's URL query. Bad input is never an error page: the board
 * shows what it understood and names what it did not.
 */
export function parseBoardQuery(searchParams: URLSearchParams): { query: BoardQuery; problems: BoardQueryProblem[] } {
  const problems: BoardQueryProblem[] = [];
  const attempt = <T>(read: () => T, fallback: T): T => {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof BoardQueryError)) throw error;
      problems.push(error.problem);
      return fallback;
    }
  };
  const q = attempt(() => {
    const text = (searchParams.get("q") ?? "").trim();
    if (text.length > noticeSearchMaxLength || text.includes("\u0000")) throw new BoardQueryError("q");
    return text;
  }, "");
  const from = attempt(() => optionalDate(searchParams.get("from"), "from"), "");
  const to = attempt(() => optionalDate(searchParams.get("to"), "to"), "");
  const rawPage = searchParams.get("page");
  const page = attempt(() => {
    if (!rawPage) return 1;
    if (!/^\d{1,6}$/.test(rawPage) || Number(rawPage) < 1) throw new BoardQueryError("page");
    return Number(rawPage);
  }, 1);
  const archive = searchParams.get("archive") === "1";
  if (from && to && from > to) {
    problems.push("range");
    return { query: { q, from: "", to: "", page, archive }, problems };
  }
  return { query: { q, from, to, page, archive }, problems };
}

/** The notice service's filter for one page of a board. */
export function boardFilter(query: BoardQuery): NoticeFilter {
  return {
    limit: boardPageSize,
    page: query.page,
    ...(query.q ? { regex: query.q } : {}),
    ...(query.from ? { created_at_gteq: `${query.from}T00:00:00.000Z` } : {}),
    ...(query.to ? { created_at_lteq: `${query.to}T23:59:59.999Z` } : {}),
  };
}

/** The URL query of a board page: empty values left out, so shared links stay short. */
export function boardSearch(query: Partial<BoardQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.from) params.set("from", query.from);
  if (query.to) params.set("to", query.to);
  if (query.archive) params.set("archive", "1");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
