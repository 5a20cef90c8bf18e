import type { SearchResult } from "#common/api/search.ts";
import { localizePath, type Language } from "#app/i18n/language.ts";
import { pagePath } from "#common/page-lookup.ts";

/**
 * Where a search result leads for a reader of the language: a notice's file or link as it
 * is; a page in its own language; any other record's page in the reader's language.
 */
export function resultHref(result: Pick<SearchResult, "kind" | "path" | "lang">, language: Language): string {
  if (result.kind === "notice") return result.path;
  return localizePath(result.path, result.lang ?? language);
}

/** The results page of a query, in the reader's language. */
export function searchPageHref(query: string, language: Language): string {
  return localizePath(`${pagePath("search")}?${new URLSearchParams({ q: query.trim() })}`, language);
}
