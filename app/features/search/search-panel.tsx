import { Search } from "lucide-react";
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import { isExternalPath } from "#app/shared/navigation.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { QueryProvider } from "#app/shared/query-client.tsx";
import { RecordName } from "#app/shared/ui/record-name.tsx";
import { searchResults, type SearchResult } from "./search-results.ts";
import { useFacultyForSearch } from "./use-faculty.ts";

export default function SearchPanelWithData({ onDone }: { onDone: () => void }) {
  return (
    <QueryProvider>
      <SearchPanel onDone={onDone} />
    </QueryProvider>
  );
}

/**
 * A combobox (WAI-ARIA pattern, list autocomplete): focus stays in the text
 * box while the arrow keys move a highlight through the suggestions.
 */
function SearchPanel({ onDone }: { onDone: () => void }) {
  const [query, setQuery] = useState("");
  const [highlighted, setHighlighted] = useState(-1);
  const faculty = useFacultyForSearch();
  const { t, localize, language } = useI18n();
  const results = useMemo(() => searchResults(query, faculty, (label) => t(`pages.${label}`)), [query, faculty, t]);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const countId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const blank = query.trim() === "";
  // Faculty arrive after the pages and go to the end, so an index stays on its row; a shorter list drops it.
  const active = highlighted < results.length ? highlighted : -1;

  const activeOptionId = active >= 0 ? optionId(active) : undefined;

  useEffect(() => {
    if (activeOptionId) document.getElementById(activeOptionId)?.scrollIntoView({ block: "nearest" });
  }, [activeOptionId]);

  const openResult = (result: SearchResult) => {
    onDone();
    if (isExternalPath(result.path)) window.open(result.path, "_blank", "noopener,noreferrer");
    else void navigate(localize(result.path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setHighlighted(last < 0 ? -1 : active >= last ? 0 : active + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setHighlighted(active <= 0 ? last : active - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const result = results[active];
      if (result) openResult(result);
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
          : results.length === 0
            ? t("shell.search.noMatch", { query: query.trim() })
            : results.length === 1
              ? t("shell.search.oneMatch")
              : t("shell.search.matches", { count: formatNumber(results.length) })}
      </p>
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
            onClick={() => openResult(result)}
            className="flex min-h-11 cursor-pointer flex-col justify-center border-b border-slate-100 px-4 py-2 last:border-b-0 hover:bg-slate-100 aria-selected:bg-brand aria-selected:text-white"
          >
            <span className="font-medium" lang={result.department && language === "hi" ? "en" : undefined}>
              {result.name}
            </span>
            <span className="text-sm break-all text-slate-600 in-aria-selected:text-white">
              {result.department ? <RecordName record={result.department} /> : result.path}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
