import type { Pagination } from "#common/api/notice.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { secondaryButtonClass } from "./form-styles.ts";

/** Previous and next buttons under a console list, with "page N of M"; nothing for a single page. */
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
  if (!pagination || pagination.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={secondaryButtonClass}>
        {t("console.list.previous")}
      </button>
      <span className="text-slate-700">
        {t("console.list.page", {
          page: formatNumber(pagination.page),
          pages: formatNumber(pagination.totalPages),
        })}
      </span>
      <button
        type="button"
        disabled={page >= pagination.totalPages}
        onClick={() => onPage(page + 1)}
        className={secondaryButtonClass}
      >
        {t("console.list.next")}
      </button>
    </nav>
  );
}
