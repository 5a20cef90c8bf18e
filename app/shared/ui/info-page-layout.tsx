import type { ReactNode } from "react";
import type { MenuLink } from "#app/shared/navigation.ts";
import { isExternalPath } from "#app/shared/navigation.ts";
import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { Breadcrumbs, type Crumb } from "./breadcrumbs.tsx";
import { ExternalLink } from "./external-link.tsx";
import { LocalNavLink } from "./local-link.tsx";

type InfoPageLayoutProps = {
  title: string;
  /** The groups above the page, after Home. */
  trail: ReadonlyArray<Crumb>;
  /** The other pages of the page's menu group, the page itself among them. */
  siblings: ReadonlyArray<MenuLink>;
  /** The date the text was last changed, YYYY-MM-DD. */
  updated: string;
  /** The language the text is in: English on a Hindi page whose Hindi text is not written yet. */
  contentLanguage: Language;
  children: ReactNode;
};

const sideLinkClass =
  "flex min-h-11 items-center rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 hover:text-brand aria-[current=page]:bg-brand aria-[current=page]:font-semibold aria-[current=page]:text-white";

/**
 * Every page of text: breadcrumbs, title, body, the "Last updated" date and a
 * side list of the pages beside it in the menu (after the body on phones).
 */
export function InfoPageLayout({ title, trail, siblings, updated, contentLanguage, children }: InfoPageLayoutProps) {
  const { t, language } = useI18n();
  const fallback = contentLanguage !== language;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs trail={[{ label: t("pages.home"), to: "/" }, ...trail]} current={title} />
      <div className={`mt-4 grid gap-10 ${siblings.length > 0 ? "lg:grid-cols-[minmax(0,1fr)_18rem]" : ""}`}>
        <article lang={fallback ? contentLanguage : undefined} className="min-w-0">
          <h1 className="text-h2 font-bold text-slate-900">{title}</h1>
          {fallback ? (
            <p lang={language} className="mt-4 rounded-md border border-accent bg-accent-soft px-4 py-3 text-slate-900">
              {t("shell.englishOnly")}
            </p>
          ) : null}
          <div className="max-w-3xl">{children}</div>
          <p lang={language} className="mt-10 border-t border-hairline pt-4 text-sm text-slate-600">
            {t("infoPage.lastUpdated")} <time dateTime={updated}>{formatDate(updated, language)}</time>
          </p>
        </article>
        {siblings.length > 0 ? <SideNavigation links={siblings} /> : null}
      </div>
    </main>
  );
}

function SideNavigation({ links }: { links: ReadonlyArray<MenuLink> }) {
  const { t } = useI18n();
  return (
    <nav aria-labelledby="section-navigation" className="self-start rounded-lg border border-hairline bg-card p-4">
      <h2 id="section-navigation" className="px-3 pb-2 text-lg font-bold text-slate-900">
        {t("infoPage.inThisSection")}
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.path}>
            {isExternalPath(link.path) ? (
              <ExternalLink href={link.path} className={sideLinkClass}>
                {t(`pages.${link.label}`)}
              </ExternalLink>
            ) : (
              <LocalNavLink to={link.path} end className={sideLinkClass}>
                {t(`pages.${link.label}`)}
              </LocalNavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
