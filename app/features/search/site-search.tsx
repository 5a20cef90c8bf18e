import { Search } from "lucide-react";
import { lazy, Suspense } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { pagePath } from "#common/page-lookup.ts";

/**
 * The panel, its data fetching (React Query) and its results are loaded on intent
 * (the pointer over, or focus on, the button) rather than with every page:
 * together they are half the shell's script (docs/decisions/0072).
 */
const loadSearchPanel = () => import("./search-panel.tsx");
const SearchPanel = lazy(loadSearchPanel);

const searchButtonClass =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-3 font-medium text-white hover:bg-white/10 focus-visible:outline-white";

/**
 * The search button of the menu bar and the overlay it opens. The panel
 * mounts only while open, so closing clears the query, the results and the highlight.
 * Before the page hydrates, and without JavaScript, it is a link to the results page,
 * whose form works without script (docs/decisions/0153).
 */
export function SiteSearch() {
  const { t, localize } = useI18n();
  const hydrated = useIsHydrated();
  const label = (
    <>
      <Search aria-hidden="true" className="size-5" />
      {/* Between 1024 and 1280 px the full menu needs the room. */}
      <span className="lg:max-xl:sr-only">{t("shell.navigation.search")}</span>
    </>
  );
  if (!hydrated) {
    return (
      <a href={localize(pagePath("search"))} className={searchButtonClass}>
        {label}
      </a>
    );
  }
  return (
    <span className="contents" onPointerEnter={loadSearchPanel} onFocus={loadSearchPanel}>
      <DialogButton label={label} buttonClassName={searchButtonClass} title={t("shell.search.title")} placement="top">
        {(close) => (
          <Suspense fallback={null}>
            <SearchPanel onDone={close} />
          </Suspense>
        )}
      </DialogButton>
    </span>
  );
}
