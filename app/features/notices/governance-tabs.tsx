import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { governanceBodies, governancePath, type BoardId } from "./boards.ts";
import { pagePath } from "#common/page-lookup.ts";

/** Links between the four governance bodies' boards, the current one marked; and the Board of Management's own page. */
export function GovernanceTabs({ current }: { current: BoardId }) {
  const { t } = useI18n();
  return (
    <>
      <nav aria-label={t("notices.governanceNavigation")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {governanceBodies.map((body) => (
            <li key={body.slug}>
              <LocalLink
                to={`${governancePath}/${body.slug}`}
                aria-current={body.id === current ? "page" : undefined}
                className={
                  body.id === current
                    ? "inline-flex min-h-11 items-center rounded-md bg-navy px-4 font-semibold text-white"
                    : "inline-flex min-h-11 items-center rounded-md border border-hairline bg-card px-4 text-brand hover:bg-slate-100"
                }
              >
                {t(`notices.boards.${body.id}.title`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      </nav>
      {current === "boardOfManagement" ? (
        <p className="mt-4">
          <LocalLink to={pagePath("boardOfManagement")} className="text-brand underline">
            {t("notices.boardOfManagementPage")}
          </LocalLink>
        </p>
      ) : null}
    </>
  );
}
