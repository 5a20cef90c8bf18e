import { ChevronDown, Menu as MenuIcon } from "lucide-react";
import { useId, useState } from "react";
import { pagePath } from "#common/page-lookup.ts";
import { isMenuGroup, mainMenu, type MenuEntry, type MenuGroup } from "#app/shared/navigation.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { MenuLink } from "./menu-link.tsx";

const rowClass =
  "flex min-h-12 w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left font-medium text-slate-800 hover:bg-slate-100 aria-expanded:text-brand aria-[current=page]:bg-brand/10 aria-[current=page]:text-brand";

/**
 * The phone and tablet menu (under 1024 px): a panel sliding in from the left with the whole tree
 * as accordions. Before the page hydrates (scripts still on their way over a slow connection), and
 * without JavaScript, the button could open nothing: it is a link to the site map, which lists
 * every page the panel does.
 */
export function MobileMenu({ className = "" }: { className?: string }) {
  const { t, localize } = useI18n();
  const hydrated = useIsHydrated();
  const label = (
    <>
      <MenuIcon aria-hidden="true" className="size-6" />
      {t("shell.navigation.menu")}
    </>
  );
  const buttonClassName = `inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-medium text-white hover:bg-white/10 focus-visible:outline-white ${className}`;
  if (!hydrated) {
    // The phone's main navigation until then, so a landmark (the desktop menu's is hidden here).
    return (
      <nav aria-label={t("shell.navigation.label")} className={`contents ${className}`}>
        <a href={localize(pagePath("sitemap"))} className={buttonClassName}>
          {label}
        </a>
      </nav>
    );
  }
  return (
    <DialogButton label={label} buttonClassName={buttonClassName} title={t("shell.navigation.menu")} placement="start">
      {(close) => (
        <nav aria-label={t("shell.navigation.label")} className="mt-4">
          <MobileMenuList entries={mainMenu} onNavigate={close} />
        </nav>
      )}
    </DialogButton>
  );
}

function MobileMenuList({ entries, onNavigate }: { entries: ReadonlyArray<MenuEntry>; onNavigate: () => void }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {entries.map((entry) =>
        isMenuGroup(entry) ? (
          <MobileMenuGroup key={entry.label} group={entry} onNavigate={onNavigate} />
        ) : (
          <li key={entry.label}>
            <MenuLink link={entry} onNavigate={onNavigate} className={rowClass} />
          </li>
        ),
      )}
    </ul>
  );
}

function MobileMenuGroup({ group, onNavigate }: { group: MenuGroup; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { t } = useI18n();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={rowClass}
      >
        {t(`pages.${group.label}`)}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 shrink-0 transition-transform duration-150 ease-out ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      {/* A closed group's links are not drawn: opening the menu, the first tap on many pages, stays light. */}
      <div id={listId} hidden={!expanded} className="ml-3 border-l-2 border-slate-200 pl-2">
        {expanded ? <MobileMenuList entries={group.items} onNavigate={onNavigate} /> : null}
      </div>
    </li>
  );
}
