import { ChevronRight } from "lucide-react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "./local-link.tsx";

/** One step of the trail: a link when it has a page, plain text when it names a menu group. */
export type Crumb = { label: string; to?: string };

/** "Home › About Us › History": where the page sits, its own name last and marked as the current page. */
export function Breadcrumbs({ trail, current }: { trail: ReadonlyArray<Crumb>; current: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("infoPage.breadcrumbs")} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {trail.map((crumb, index) => (
          <li key={index} className="inline-flex items-center gap-1">
            {crumb.to ? (
              <LocalLink
                to={crumb.to}
                className="inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline"
              >
                {crumb.label}
              </LocalLink>
            ) : (
              <span>{crumb.label}</span>
            )}
            <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="font-medium text-slate-900">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}
