import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { isExternalPath } from "#app/shared/navigation.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { QueryProvider } from "#app/shared/query-client.tsx";
import { RecordName } from "#app/shared/ui/record-name.tsx";
import type { SearchResult as SiteResult } from "#common/api/search.ts";
import { MarkedText } from "./marked-text.tsx";
import { resultHref, searchPageHref } from "./result-path.ts";
import { searchResults, type SearchResult } from "./search-results.ts";
import { useFacultyForSearch } from "./use-faculty.ts";
import { useSiteSearch } from "./use-site-search.ts";

const optionClass =
  "flex min-h-11 cursor-pointer flex-col justify-center border-b border-slate-100 px-4 py-2 last:border-b-0 hover:bg-slate-100 aria-selected:bg-brand aria-selected:text-white";

export default function SearchPanelWithData({ onDone }: { onDone: () => void }) {
  return (
    <QueryProvider>
      <SearchPanel onDone={onDone} />
    </QueryProvider>
  );
}

/** A row of the list: a page or person whose name matches, or one of the site search's results. */
type Row = { suggestion: SearchResult } | { site: SiteResult };

/**
 * A combobox (WAI-ARIA pattern, list autocomplete): focus stays in the text
 * box while the arrow keys move a highlight through the suggestions, then the
 * site search's first results (asked once typing pauses). Enter opens the
 * highlighted row or, with none, the results page of the query.
 */
function SearchPanel({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState("");
  const [highlighted, setHighlighted] = useState(-1);
  const faculty = useFacultyForSearch();
  const { t, localize, language } = useI18n();
  const results = useMemo(() => searchResults(query, faculty, (label) => t(`pages.${label}`)), [query, faculty, t]);
  const site = useSiteSearch(query, language);
  const rows: Row[] = [
    ...results.map((suggestion) => ({ suggestion })),
    ...site.results.map((result) => ({ site: result })),
  ];
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const countId = useId();
  const siteGroupId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const blank = query.trim() === "";
  // Faculty and the site's results arrive later and go to the end, so an index stays on its row; a shorter list drops it.
  const active = highlighted < rows.length ? highlighted : -1;

  const activeOptionId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const openPath = (path: string) => {
    onDone();
    if (isExternalPath(path)) window.open(path, "_blank", "noopener,noreferrer");
    // A notice's file is no page of the site: the browser opens it.
    else if (path.startsWith("/api/")) window.location.assign(path);
    else void navigate(path);
  };
  const openRow = (row: Row) =>
    openPath("site" in row ? resultHref(row.site, language) : localize(row.suggestion.path));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = rows.length - 1;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setHighlighted(last < 0 ? -1 : active >= last ? 0 : active + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setHighlighted(active <= 0 ? last : active - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const row = rows[active];
      if (row) openRow(row);
      else if (!blank) openPath(searchPageHref(query, language));
    }
  };

  return (
    <div className="mt-4">
      <label htmlFor={inputId} className="sr-only">
        {t("shell.search.inputLabel")}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={inputId}
          data-autofocus
          // Loaded after the dialog opened and moved focus, so it focuses itself.
          autoFocus
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-describedby={countId}
          aria-activedescendant={activeOptionId}
          autoComplete="off"
          enterKeyHint="go"
          spellCheck={false}
          placeholder={t("shell.search.inputLabel")}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(-1);
          }}
          onKeyDown={onKeyDown}
          className="min-h-12 w-full rounded-lg border border-slate-500 bg-white py-2 pr-3 pl-11 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand"
        />
      </div>
      <p id={countId} role="status" className="mt-4 mb-2 text-sm font-semibold text-slate-600">
        {blank
          ? t("shell.search.suggested")
          : results.length + site.total === 0
            ? site.searching
              ? t("shell.search.searching")
              : site.failed
                ? t("shell.search.unavailable")
                : t("shell.search.noMatch", { query: query.trim() })
            : results.length + site.total === 1
              ? t("shell.search.oneMatch")
              : t("shell.search.matches", { count: formatNumber(results.length + site.total) })}
      </p>
      {site.suggestion ? (
        <p className="mb-2 text-sm text-slate-700">
          {t("shell.search.didYouMean")}{" "}
          <button
            type="button"
            onClick={() => {
              setQuery(site.suggestion!);
              setHighlighted(-1);
              document.getElementById(inputId)?.focus();
            }}
            className="min-h-11 font-semibold text-brand underline underline-offset-2"
          >
            {site.suggestion}
          </button>
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={blank ? t("shell.search.suggested") : t("shell.search.matchesLabel")}
        className="max-h-[min(24rem,50dvh)] overflow-y-auto overscroll-contain rounded-lg border border-slate-200 empty:hidden"
      >
        {results.map((result, index) => (
          <li
            key={`${result.name}|${result.path}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the text box: a click on a row must not blur the combobox first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openRow({ suggestion: result })}
            className={optionClass}
          >
            <span className="font-medium" lang={result.department && language === "hi" ? "en" : undefined}>
              {result.name}
            </span>
            <span className="text-sm break-all text-slate-600 in-aria-selected:text-white">
              {result.department ? <RecordName record={result.department} /> : result.path}
            </span>
          </li>
        ))}
        {site.results.length > 0 ? (
          <li role="presentation">
            <ul role="group" aria-labelledby={siteGroupId}>
              <li
                role="presentation"
                id={siteGroupId}
                className="bg-slate-50 px-4 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {t("shell.search.onSite")}
              </li>
              {site.results.map((result, siteIndex) => {
                const index = results.length + siteIndex;
                return (
                  <li
                    key={`${result.kind}|${result.path}|${result.lang ?? ""}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => openRow({ site: result })}
                    className={optionClass}
                  >
                    <span className="font-medium">
                      <MarkedText parts={result.title} />
                    </span>
                    <span className="line-clamp-2 text-sm text-slate-600 in-aria-selected:text-white">
                      {t(`shell.search.kind.${result.kind}`)}
                      {result.snippet.length > 0 ? " · " : ""}
                      <MarkedText parts={result.snippet} />
                    </span>
                  </li>
                );
              })}
            </ul>
          </li>
        ) : null}
      </ul>
      {blank ? null : (
        <a
          href={searchPageHref(query, language)}
          onClick={(event) => {
            event.preventDefault();
            openPath(searchPageHref(query, language));
          }}
          className="mt-3 inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-2"
        >
          {t("shell.search.seeAll", { query: query.trim() })}
        </a>
      )}
    </div>
  );
}
