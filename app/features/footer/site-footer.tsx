import { Globe, Mail, MapPin } from "lucide-react";
import { useId, type ReactNode } from "react";
import { site, socialLinks } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { scrollToTop } from "#app/shared/scroll-to-top.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { Logo } from "#app/shared/ui/logo.tsx";
import { exploreLinks, policyLinks, quickLinks, type FooterLink } from "#app/shared/footer-links.ts";
import { SocialIcon } from "#app/shared/ui/social-icons.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";
import { YoutubeChannelsButton } from "./youtube-channels-button.tsx";

const linkClass = "rounded-sm text-slate-100 underline-offset-4 hover:text-white hover:underline";
const contactClass = `${linkClass} inline-flex min-h-11 items-start gap-3 py-2`;
const socialButtonClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white hover:text-navy";

/**
 * The site footer: contacts, quick links, explore links and social links.
 * Every link also scrolls the page smoothly to the top (the specification's
 * rule), so internal links keep React Router from jumping there first.
 */
export function SiteFooter() {
  const { t, language } = useI18n();
  return (
    <footer className="bg-navy text-slate-100 [&_:focus-visible:not(dialog_*)]:outline-white">
      {/* Phones: contacts, then the two link lists side by side, then social links; wide screens: four columns. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_auto]">
        {/* Links only, the same on every page of a language: served, not hydrated (decision 0175). */}
        <StaticRegion renderedFrom={language} className="contents" onLinkClick={scrollToTop} preventScrollReset>
          <div className="col-span-2 lg:col-span-1">
            <LocalLink to="/" preventScrollReset onClick={scrollToTop} className="inline-flex rounded-sm text-white">
              <Logo />
              <span className="sr-only"> {t("shell.homeLinkSuffix")}</span>
            </LocalLink>
            <address className="mt-6 flex flex-col gap-1 not-italic">
              <ExternalLink href={site.mapsUrl} onClick={scrollToTop} showIcon={false} className={contactClass}>
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
                <span>{t("shell.postalAddress")}</span>
              </ExternalLink>
              <a href={`mailto:${site.helpdeskEmail}`} onClick={scrollToTop} className={contactClass}>
                <Mail aria-hidden="true" className="mt-1 size-5 shrink-0" />
                <span>
                  <span className="sr-only">{t("shell.footer.helpdesk")} </span>
                  {site.helpdeskEmail}
                </span>
              </a>
              <ExternalLink href={site.website} onClick={scrollToTop} showIcon={false} className={contactClass}>
                <Globe aria-hidden="true" className="mt-1 size-5 shrink-0" />
                <span>{new URL(site.website).host}</span>
              </ExternalLink>
            </address>
          </div>
          <FooterLinkList title={t("shell.footer.quickLinks")} links={quickLinks} />
          <FooterLinkList title={t("shell.footer.explore")} links={exploreLinks} />
        </StaticRegion>
        <FooterSection title={t("shell.footer.followUs")} className="col-span-2 lg:col-span-1">
          <ul className="flex flex-wrap gap-3">
            {socialLinks.map(({ network, href }) => (
              <li key={network}>
                <ExternalLink href={href} onClick={scrollToTop} showIcon={false} className={socialButtonClass}>
                  <SocialIcon network={network} className="size-5" />
                  <span className="sr-only">{network}</span>
                </ExternalLink>
              </li>
            ))}
            <li>
              <YoutubeChannelsButton className={socialButtonClass} />
            </li>
          </ul>
        </FooterSection>
      </div>
      <StaticRegion
        renderedFrom={language}
        className="border-t border-white/15"
        onLinkClick={scrollToTop}
        preventScrollReset
      >
        <div className="mx-auto max-w-6xl px-4 py-4">
          <nav aria-label={t("pages.websitePolicies")}>
            <ul className="flex flex-wrap gap-x-5 text-sm">
              {policyLinks.map((link) => (
                <li key={link.label}>
                  <LocalLink
                    to={link.href}
                    preventScrollReset
                    onClick={scrollToTop}
                    className={`${linkClass} inline-flex min-h-11 items-center`}
                  >
                    {t(`pages.${link.label}`)}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-2 text-sm text-slate-200">{t("shell.footer.copyright")}</p>
        </div>
      </StaticRegion>
    </footer>
  );
}

function FooterSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-white">
        {title}
      </h2>
      {children}
    </nav>
  );
}

function FooterLinkList({ title, links }: { title: string; links: ReadonlyArray<FooterLink> }) {
  const { t } = useI18n();
  return (
    <FooterSection title={title}>
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <LocalLink
              to={link.href}
              preventScrollReset
              onClick={scrollToTop}
              className={`${linkClass} inline-flex min-h-11 items-center py-2 leading-snug`}
            >
              {t(`pages.${link.label}`)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </FooterSection>
  );
}
