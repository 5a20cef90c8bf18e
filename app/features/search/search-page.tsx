import { Form } from "react-router";
import {
  searchKinds,
  searchQueryMaxLength,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
} from "#common/api/search.ts";
import type { NoticeSectionKey } from "#common/notice-sections.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath, type Language } from "#app/i18n/language.ts";
import { Badge } from "#app/shared/ui/badge.tsx";
import { EmptyState } from "#app/shared/ui/empty-state.tsx";
import { Pagination } from "#app/shared/ui/pagination.tsx";
import { MarkedText } from "./marked-text.tsx";
import { resultHref, searchPageHref } from "./result-path.ts";
import { pagePath } from "#common/page-lookup.ts";

/** What the results page shows: the query as typed, and the answer, or why there is none. */
export type SearchPageData = {
  q: string;
  kind: SearchKind | undefined;
  /** Whether archived notices are left out. */
  withoutArchived: boolean;
  answer: SearchAnswer | null;
  problem: "tooLong" | null;
};

const fieldClass =
  "min-h-11 w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 focus-visible:border-brand";

/**
 * The site search's results page: a plain GET form, filters and pages as links, so it all
 * works without JavaScript. Titles and snippets are text with the matched words marked.
 */
export function SearchPage({ q, kind, withoutArchived, answer, problem }: SearchPageData) {
  const { t, language } = useI18n();
  const href = (changes: { kind?: SearchKind | undefined; page?: number; withoutArchived?: boolean }) => {
    const params = new URLSearchParams({ q });
    const chosen = "kind" in changes ? changes.kind : kind;
    if (chosen) params.set("kind", chosen);
    if (changes.withoutArchived ?? withoutArchived) params.set("archived", "exclude");
    if (changes.page && changes.page > 1) params.set("page", String(changes.page));
    return localizePath(`${pagePath("search")}?${params}`, language);
  };
  // Archived notices come after every current result (decision 0230): on a page, they are a group of their own.
  const current = answer?.results.filter((result) => !result.archived) ?? [];
  const archived = answer?.results.filter((result) => result.archived) ?? [];
  const totalPages = answer ? Math.min(Math.ceil(answer.total / answer.page_size), 50) : 0;
  const everything = answer ? searchKinds.reduce((sum, each) => sum + answer.kinds[each], 0) : 0;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">
        {q.trim() ? <ResultsFor query={q.trim()} /> : t("shell.search.pageTitle")}
      </h1>
      <Form
        method="get"
        action={localizePath(pagePath("search"), language)}
        role="search"
        className="mt-6 flex flex-col gap-3 rounded-xl border border-hairline bg-card p-4 sm:flex-row sm:items-end"
      >
        <label className="block grow font-medium text-slate-800">
          {t("shell.search.queryLabel")}
          <input
            type="search"
            name="q"
            defaultValue={q}
            lang={hindiWithin(q, language)}
            maxLength={searchQueryMaxLength}
            className={`mt-1 ${fieldClass}`}
          />
        </label>
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        {withoutArchived ? <input type="hidden" name="archived" value="exclude" /> : null}
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          {t("shell.search.submit")}
        </button>
      </Form>

      {problem === "tooLong" ? (
        <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
          {t("shell.search.tooLong", { max: formatNumber(searchQueryMaxLength) })}
        </p>
      ) : null}

      {!answer ? (
        problem ? null : (
          <p className="mt-6 text-slate-700">{t("shell.search.blank")}</p>
        )
      ) : (
        <>
          <nav aria-label={t("shell.search.kindsLabel")} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {[undefined, ...searchKinds].map((each) => {
                const count = each ? answer.kinds[each] : everything;
                if (each && count === 0 && each !== kind) return null;
                const current = each === kind;
                return (
                  <li key={each ?? "all"}>
                    <a
                      href={href({ kind: each, page: 1 })}
                      aria-current={current ? "page" : undefined}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 ${
                        current
                          ? "border-brand bg-brand font-semibold text-white"
                          : "border-hairline bg-card text-brand hover:bg-slate-100"
                      }`}
                    >
                      {each ? t(`shell.search.kinds.${each}`) : t("shell.search.allKinds")}
                      <span className="text-sm">({formatNumber(count)})</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <p role="status" className="mt-4 text-sm font-semibold text-slate-600">
            {answer.total === 1
              ? t("shell.search.oneResult")
              : t("shell.search.results", { count: formatNumber(answer.total) })}
            {answer.archived > 0 || withoutArchived ? (
              <>
                {" · "}
                <a href={href({ page: 1, withoutArchived: !withoutArchived })} className="text-brand underline">
                  {withoutArchived
                    ? t("shell.search.withArchived")
                    : t("shell.search.withoutArchived", { count: formatNumber(answer.archived) })}
                </a>
              </>
            ) : null}
          </p>
          {answer.suggestion ? (
            <p className="mt-3 text-lg text-slate-800">
              {t("shell.search.didYouMean")}{" "}
              <a
                href={searchPageHref(answer.suggestion, language)}
                lang={hindiWithin(answer.suggestion, language)}
                className="font-semibold text-brand underline"
              >
                {answer.suggestion}
              </a>
            </p>
          ) : null}
          {answer.results.length === 0 ? (
            <div className="mt-4">
              <EmptyState title={t("shell.search.none", { query: q.trim() })}>{t("shell.search.noneHint")}</EmptyState>
            </div>
          ) : (
            <>
              {current.length > 0 ? (
                <ol className="mt-4 space-y-3">
                  {current.map((result) => (
                    <ResultItem key={resultKey(result)} result={result} heading="h2" />
                  ))}
                </ol>
              ) : null}
              {archived.length > 0 ? (
                <section aria-labelledby="archived-results" className="mt-8">
                  <h2 id="archived-results" className="text-h4 font-bold text-slate-900">
                    {t("shell.search.archivedHeading")}
                  </h2>
                  <p className="mt-1 text-slate-700">{t("shell.search.archivedIntro")}</p>
                  <ol className="mt-3 space-y-3">
                    {archived.map((result) => (
                      <ResultItem key={resultKey(result)} result={result} heading="h3" />
                    ))}
                  </ol>
                </section>
              ) : null}
            </>
          )}
          <Pagination
            page={answer.page}
            totalPages={totalPages}
            hrefFor={(page) => href({ page })}
            labels={{
              navigation: t("shell.search.pages"),
              previous: t("shell.search.previous"),
              next: t("shell.search.next"),
              page: (page) => t("shell.search.page", { page: formatNumber(page) }),
            }}
          />
        </>
      )}
    </main>
  );
}

/**
 * `hi` for Devanagari typed on an English page, which draws it in the site's Devanagari font
 * (decision 0178); nothing otherwise.
 */
function hindiWithin(text: string, language: Language): "hi" | undefined {
  return language === "en" && /\p{Script=Devanagari}/u.test(text) ? "hi" : undefined;
}

/** "Results for “…”", the query marked as Hindi where it is (decision 0232). */
function ResultsFor({ query }: { query: string }) {
  const { t, language } = useI18n();
  const marker = "\u0000";
  const [before = "", after = ""] = t("shell.search.resultsFor", { query: marker }).split(marker);
  return (
    <>
      {before}
      <span lang={hindiWithin(query, language)}>{query}</span>
      {after}
    </>
  );
}

function resultKey(result: SearchResult): string {
  return `${result.kind}|${result.path}|${result.lang ?? ""}`;
}

/**
 * One result: its kind, a notice's section and date (and "Archived"), a page in the other
 * language said to be so, its title as a link and its snippet, the matched words marked.
 */
function ResultItem({ result, heading: Heading }: { result: SearchResult; heading: "h2" | "h3" }) {
  const { t, language } = useI18n();
  return (
    <li className="rounded-xl border border-hairline bg-card p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge>{t(`shell.search.kind.${result.kind}`)}</Badge>
        {result.section ? <span>{t(`notices.sections.${result.section as NoticeSectionKey}`)}</span> : null}
        {result.date ? <span>{formatDate(result.date, language)}</span> : null}
        {result.archived ? <Badge tone="accent">{t("shell.search.archived")}</Badge> : null}
        {result.lang && result.lang !== language ? <Badge>{t(`shell.search.inLanguage.${result.lang}`)}</Badge> : null}
      </div>
      <Heading className="mt-2 text-h4 font-semibold">
        <a
          href={resultHref(result, language)}
          className="text-brand underline-offset-2 hover:underline"
          lang={result.lang ?? undefined}
        >
          <MarkedText parts={result.title} />
        </a>
      </Heading>
      {result.snippet.length > 0 ? (
        <p className="mt-1 text-slate-700" lang={result.lang ?? undefined}>
          <MarkedText parts={result.snippet} />
        </p>
      ) : null}
      {result.reading_path ? (
        <p className="mt-1">
          <a
            href={localizePath(result.reading_path, language)}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2"
          >
            {t("notices.reading.readAsText")}
            <span className="sr-only">
              : <MarkedText parts={result.title} />
            </span>
          </a>
        </p>
      ) : null}
    </li>
  );
}
