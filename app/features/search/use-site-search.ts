import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { ApiSuccess } from "#common/api/envelope.ts";
import type { SearchAnswer } from "#common/api/search.ts";
import type { Language } from "#app/i18n/language.ts";

/** How long typing must pause before the site is searched, and how many results the overlay shows. */
const typingPauseMs = 250;
export const overlayResultCount = 5;
/** The specification's request timeout. */
const requestTimeoutMs = 10_000;

async function fetchSearch(query: string, language: Language, signal: AbortSignal): Promise<SearchAnswer> {
  const url = `/api/v1/search?${new URLSearchParams({ q: query, lang: language })}`;
  const response = await fetch(url, {
    signal: AbortSignal.any([signal, AbortSignal.timeout(requestTimeoutMs)]),
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return ((await response.json()) as ApiSuccess<{ search: SearchAnswer }>).data.search;
}

/**
 * The site search's first results for what is being typed: asked once typing pauses, and
 * the request in flight is cancelled at the next key (its query then has no observer, and
 * TanStack Query aborts the signal it was given). `searching` while a result is awaited;
 * `failed` when the last request failed (the overlay then points to the results page).
 */
export function useSiteSearch(query: string, language: Language) {
  const typed = query.trim();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), typingPauseMs);
    return () => clearTimeout(timer);
  }, [typed]);
  const asked = typed !== "" && settled === typed ? typed : null;
  const { data, isFetching, isError } = useQuery({
    queryKey: ["site-search", language, asked],
    queryFn: ({ signal }) => fetchSearch(asked!, language, signal),
    enabled: asked !== null,
    staleTime: 60_000,
    retry: false,
  });
  return {
    results: asked === null ? [] : (data?.results.slice(0, overlayResultCount) ?? []),
    total: asked === null ? 0 : (data?.total ?? 0),
    /** The query spelt as the site's words, when this one finds little (decision 0231). */
    suggestion: asked === null ? null : (data?.suggestion ?? null),
    searching: typed !== "" && (asked === null || isFetching),
    failed: asked !== null && isError,
  };
}
