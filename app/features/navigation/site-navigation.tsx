import type { ReactNode } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { scrollToTop } from "#app/shared/scroll-to-top.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { Logo } from "#app/shared/ui/logo.tsx";
import { DesktopMenu } from "./desktop-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { useScrolledPast } from "./use-scrolled-past.ts";

/** The specification's scroll flag: past this many pixels the menu bar turns compact. */
const compactAfterPx = 100;

/**
 * The sticky menu bar under the header: the desktop menu, the phone menu
 * button and the search slot. Once the page scrolls past the header it gets
 * shorter and casts a shadow, and on small screens shows the emblem, since the
 * logo has scrolled away.
 */
export function SiteNavigation({ search }: { search: ReactNode }) {
  const compact = useScrolledPast(compactAfterPx);
  const { t } = useI18n();
  return (
    <div
      data-compact={compact}
      className={`sticky top-0 z-40 bg-navy text-white transition-shadow duration-200 ease-out ${compact ? "shadow-lg" : ""}`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center gap-1 px-2 transition-[padding] duration-200 ease-out xl:px-4 ${
          compact ? "py-0.5" : "py-1.5"
        }`}
      >
        <MobileMenu className="lg:hidden" />
        {compact ? (
          <LocalLink
            to="/"
            preventScrollReset
            onClick={scrollToTop}
            className="rounded-full focus-visible:outline-white lg:hidden"
          >
            <Logo withName={false} className="[&_svg]:size-10" />
            <span className="sr-only"> {t("shell.homeLinkSuffix")}</span>
          </LocalLink>
        ) : null}
        <DesktopMenu />
        {/* A landmark: before hydration the slot holds a link, which axe (rightly) wants inside one. */}
        <search aria-label={t("shell.navigation.search")} className="ml-auto">
          {search}
        </search>
      </div>
    </div>
  );
}
