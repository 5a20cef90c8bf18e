import type { Pagination } from "#common/api/notice.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { secondaryButtonClass } from "./form-styles.ts";
import { pagerChoices } from "./pager-choices.ts";

/**
 * Previous and next buttons under a console list, with "page N of M"; nothing for a single
 * page. Past the last page it says so and offers the last page instead.
 */
export function ConsolePager({
  label,
  pagination,
  page,
  onPage,
}: {
  label: string;
  pagination: Pagination | undefined;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useI18n();
  if (!pagination) return null;
  const { lastPage, pastEnd, previous, next } = pagerChoices(page, pagination.totalPages);
  if (pastEnd) {
    return (
      <nav aria-label={label} className="space-y-3">
        <p role="status" className="text-slate-700">
          {pagination.total === 0
            ? t("console.list.pastEndEmpty", { page: formatNumber(page) })
            : t("console.list.pastEnd", { page: formatNumber(page), pages: formatNumber(lastPage) })}
        </p>
        <button type="button" onClick={() => onPage(lastPage)} className={secondaryButtonClass}>
          {t("console.list.goToPage", { page: formatNumber(lastPage) })}
        </button>
      </nav>
    );
  }
  if (pagination.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        disabled={previous === null}
        onClick={() => previous && onPage(previous)}
        className={secondaryButtonClass}
      >
        {t("console.list.previous")}
      </button>
      <span className="text-slate-700">
        {t("console.list.page", { page: formatNumber(page), pages: formatNumber(pagination.totalPages) })}
      </span>
      <button
        type="button"
        disabled={next === null}
        onClick={() => next && onPage(next)}
        className={secondaryButtonClass}
      >
        {t("console.list.next")}
      </button>
    </nav>
  );
}
