import { Rss, Search } from "lucide-react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { NoticePage } from "#common/api/notice.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { EmptyState } from "#app/shared/ui/empty-state.tsx";
import { inputClass } from "#app/shared/ui/form-field.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { Pagination } from "#app/shared/ui/pagination.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";
import { Table } from "#app/shared/ui/table.tsx";
import { boardSearch, type BoardQuery, type BoardQueryProblem } from "./board-query.ts";
import { NoticeRow, noticeHeaders, type NoticeColumns } from "./notice-row.tsx";

export type BoardData = {
  query: BoardQuery;
  problems: BoardQueryProblem[];
  notices: NoticePage;
  /** Notices published at or after this moment are marked "New". */
  newSince: string;
};

type NoticeBoardProps = {
  data: BoardData;
  /** The board's English path; the search form and page links stay on it. */
  path: string;
  /** Where the other state of this board is: its archive, or its current notices from the archive. */
  otherStateHref?: string;
  archived: boolean;
  columns: NoticeColumns;
  caption: string;
  /** Extra query the board keeps across searches and pages (the job portal's category). */
  fixedSearch?: Record<string, string>;
  /** The page of the board's feed, which "Follow this board" opens (decision 0234). */
  followPath: string;
  /** Shown after the notices: other links (the job portal's archives). */
  children?: ReactNode;
};

/**
 * Every notice board: a search-and-date form (a GET form, so the state is in
 * the URL and works without JavaScript), the notices as a table that becomes
 * cards on phones, page numbers, an empty state and the link to the archive; above
 * them, the link to follow the board's feed.
 */
export function NoticeBoard({
  data,
  path,
  otherStateHref,
  archived,
  columns,
  caption,
  fixedSearch,
  followPath,
  children,
}: NoticeBoardProps) {
  const { t, localize } = useI18n();
  const { query, problems, notices } = data;
  const { pagination } = notices;
  const searching = Boolean(query.q || query.from || query.to);
  const pageHref = (page: number) => {
    const search = boardSearch({ ...query, page });
    const fixed = new URLSearchParams(fixedSearch).toString();
    return localize(`${path}${search}${fixed ? `${search ? "&" : "?"}${fixed}` : ""}`);
  };
  const headers = noticeHeaders(t, columns);
  return (
    <section aria-labelledby="board-results" className="mt-6">
      <p className="mb-3 flex justify-end">
        <LocalLink
          to={followPath}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline underline-offset-2"
        >
          <Rss aria-hidden="true" className="size-5 text-accent" />
          {t("notices.follow.link")}
        </LocalLink>
      </p>
      <Form
        method="get"
        action={localize(path)}
        role="search"
        aria-label={t("notices.searchLabel")}
        className="grid gap-4 rounded-lg border border-hairline bg-card p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        {Object.entries(fixedSearch ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {archived && !fixedSearch ? <input type="hidden" name="archive" value="1" /> : null}
        <div className="flex flex-col gap-1">
          <label htmlFor="board-q" className="font-semibold text-slate-900">
            {t("notices.search")}
          </label>
          <input
            id="board-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={100}
            className={inputClass}
            aria-invalid={problems.includes("q") || undefined}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="board-from" className="font-semibold text-slate-900">
            {t("notices.from")}
          </label>
          <input
            id="board-from"
            name="from"
            type="date"
            defaultValue={query.from}
            className={inputClass}
            aria-invalid={problems.some((problem) => problem === "from" || problem === "range") || undefined}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="board-to" className="font-semibold text-slate-900">
            {t("notices.to")}
          </label>
          <input
            id="board-to"
            name="to"
            type="date"
            defaultValue={query.to}
            className={inputClass}
            aria-invalid={problems.some((problem) => problem === "to" || problem === "range") || undefined}
          />
        </div>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-5 font-semibold text-white hover:bg-brand-dark"
        >
          <Search aria-hidden="true" className="size-4" />
          {t("notices.searchButton")}
        </button>
      </Form>
      {problems.length > 0 ? (
        <div role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">{t("notices.errors.title")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((problem) => (
              <li key={problem}>{t(`notices.errors.${problem}`)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="board-results" className="text-h4 font-bold text-slate-900">
          {archived ? t("notices.archivedHeading") : t("notices.currentHeading")}
        </h2>
        <p className="text-slate-700" aria-live="polite">
          {pagination.total === 1
            ? t("notices.countOne")
            : t("notices.countMany", { count: formatNumber(pagination.total) })}
          {searching ? (
            <>
              {" · "}
              <LocalLink
                to={path + clearSearch(fixedSearch, archived && !fixedSearch)}
                className="text-brand underline"
              >
                {t("notices.clear")}
              </LocalLink>
            </>
          ) : null}
        </p>
      </div>
      <StaticRegion renderedFrom={notices} className="mt-3">
        {notices.notices.length > 0 ? (
          <Table caption={caption} headers={headers}>
            {notices.notices.map((notice) => (
              <NoticeRow key={notice._id} notice={notice} columns={columns} newSince={data.newSince} />
            ))}
          </Table>
        ) : (
          <EmptyState
            title={
              pagination.total > 0 ? t("notices.emptyPage") : searching ? t("notices.emptySearch") : t("notices.empty")
            }
          >
            {pagination.total > 0 ? (
              <LocalLink to={pageHref(1)} className="text-brand underline">
                {t("notices.firstPage")}
              </LocalLink>
            ) : searching ? (
              <p>{t("notices.emptySearchHint")}</p>
            ) : (
              <p>{archived ? t("notices.emptyArchiveHint") : t("notices.emptyHint")}</p>
            )}
          </EmptyState>
        )}
      </StaticRegion>
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        hrefFor={pageHref}
        labels={{
          navigation: t("notices.pages"),
          previous: t("notices.previous"),
          next: t("notices.next"),
          page: (page) => t("notices.page", { page: formatNumber(page) }),
        }}
      />
      {otherStateHref ? (
        <p className="mt-8">
          <LocalLink
            to={otherStateHref}
            className="inline-flex min-h-11 items-center rounded-md border border-brand px-4 font-semibold text-brand hover:bg-slate-100"
          >
            {archived ? t("notices.currentLink") : t("notices.archiveLink")}
          </LocalLink>
        </p>
      ) : null}
      {children}
    </section>
  );
}

function clearSearch(fixedSearch: Record<string, string> | undefined, archive: boolean): string {
  const params = new URLSearchParams(fixedSearch);
  if (archive) params.set("archive", "1");
  const text = params.toString();
  return text ? `?${text}` : "";
}
