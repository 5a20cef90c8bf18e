import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { jobCategories, type JobCategory } from "./boards.ts";

const itemClass = "inline-flex min-h-11 items-center rounded-md px-4";
const currentClass = `${itemClass} bg-navy font-semibold text-white`;
const otherClass = `${itemClass} border border-hairline bg-card text-brand hover:bg-slate-100`;

/** The job portal's categories as links: all of them, or one. */
export function JobCategoriesNav({ current, basePath }: { current: JobCategory | undefined; basePath: string }) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("notices.categoriesNavigation")} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <LocalLink
            to={basePath}
            aria-current={current ? undefined : "page"}
            className={current ? otherClass : currentClass}
          >
            {t("notices.allCategories")}
          </LocalLink>
        </li>
        {jobCategories.map((category) => (
          <li key={category.slug}>
            <LocalLink
              to={`${basePath}?category=${category.slug}`}
              aria-current={category === current ? "page" : undefined}
              className={category === current ? currentClass : otherClass}
            >
              {t(`notices.categories.${category.id}`)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Links to each category's archive. */
export function JobArchiveLinks() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="job-archives" className="mt-10">
      <h2 id="job-archives" className="text-h4 font-bold text-slate-900">
        {t("notices.jobArchives")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {jobCategories.map((category) => (
          <li key={category.slug}>
            <LocalLink to={`/recruitment/archive/${category.slug}`} className={otherClass}>
              {t(`notices.categories.${category.id}`)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
