import { isExternalPath, isMenuGroup, mainMenu, type MenuEntry } from "#app/shared/navigation.ts";
import { exploreLinks, policyLinks, type FooterLink } from "#app/shared/footer-links.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";

const linkClass = "inline-flex min-h-11 items-center text-brand underline-offset-2 hover:underline";

function Entries({ entries }: { entries: ReadonlyArray<MenuEntry> }) {
  const { t } = useI18n();
  return (
    <ul className="list-disc space-y-1 pl-6 text-slate-700">
      {entries.map((entry) => (
        <li key={entry.label}>
          {isMenuGroup(entry) ? (
            <>
              <span className="inline-flex min-h-11 items-center font-semibold text-slate-900">
                {t(`pages.${entry.label}`)}
              </span>
              <Entries entries={entry.items} />
            </>
          ) : isExternalPath(entry.path) ? (
            <ExternalLink href={entry.path} className={linkClass}>
              {t(`pages.${entry.label}`)}
            </ExternalLink>
          ) : (
            <LocalLink to={entry.path} className={linkClass}>
              {t(`pages.${entry.label}`)}
            </LocalLink>
          )}
        </li>
      ))}
    </ul>
  );
}

// The footer's pages that the menus do not hold already.
const otherPages: ReadonlyArray<FooterLink> = [
  ...policyLinks,
  ...exploreLinks.filter((link) => link.label === "screenReaderAccess"),
];

/** Every page of the site as the menus arrange it, then the footer's own pages: a page, not only a file for crawlers. */
export function SitemapTree() {
  const { t } = useI18n();
  return (
    <>
      <h2 className="mt-8 text-h3 font-bold text-slate-900">{t("infoPage.sitemap.menusTitle")}</h2>
      <div className="mt-3">
        <Entries entries={mainMenu} />
      </div>
      <h2 className="mt-8 text-h3 font-bold text-slate-900">{t("infoPage.sitemap.otherTitle")}</h2>
      <div className="mt-3">
        <Entries entries={otherPages.map(({ label, href }) => ({ label, path: href }))} />
      </div>
    </>
  );
}
