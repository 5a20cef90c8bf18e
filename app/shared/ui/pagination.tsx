import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The link to a page number, query kept. */
  hrefFor: (page: number) => string;
  labels: { navigation: string; previous: string; next: string; page: (page: number) => string };
};

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(page: number, totalPages: number): Array<number | "gap"> {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1]! > 1 ? ["gap" as const, n] : [n]));
}

const itemClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-hairline bg-card px-3 text-brand hover:bg-slate-100";

/** Page links (plain links: they work without JavaScript and can be shared). Nothing when there is one page. */
export function Pagination({ page, totalPages, hrefFor, labels }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={labels.navigation} className="mt-6">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            {/* From past the last page (an old link, a list that shrank), "Previous" is the last. */}
            <Link to={hrefFor(Math.min(page - 1, totalPages))} className={itemClass} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {visiblePages(page, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={labels.page(item)}
                aria-current={item === page ? "page" : undefined}
                className={
                  item === page
                    ? `${itemClass} border-brand bg-brand font-semibold text-white hover:bg-brand-dark`
                    : itemClass
                }
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={hrefFor(page + 1)} className={itemClass} rel="next">
              {labels.next}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
