import { Globe, Mail, MapPin } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { site, socialLinks } from "#common/site.ts";
import { scrollToTop } from "#app/shared/scroll-to-top.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { Logo } from "#app/shared/ui/logo.tsx";
import { exploreLinks, quickLinks, type FooterLink } from "./footer-links.ts";
import { SocialIcon } from "./social-icons.tsx";
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
  return (
    <footer className="bg-navy text-slate-100 [&_:focus-visible:not(dialog_*)]:outline-white">
      {/* Phones: contacts, then the two link lists side by side, then social links; wide screens: four columns. */}
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.4fr_1fr_1fr_auto]">
        <div className="col-span-2 lg:col-span-1">
          <Link to="/" preventScrollReset onClick={scrollToTop} className="inline-flex rounded-sm text-white">
            <Logo />
          </Link>
          <address className="mt-6 flex flex-col gap-1 not-italic">
            <ExternalLink href={site.mapsUrl} onClick={scrollToTop} showIcon={false} className={contactClass}>
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>{site.postalAddress}</span>
            </ExternalLink>
            <a href={`mailto:${site.helpdeskEmail}`} onClick={scrollToTop} className={contactClass}>
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>
                <span className="sr-only">Helpdesk: </span>
                {site.helpdeskEmail}
              </span>
            </a>
            <ExternalLink href={site.website} onClick={scrollToTop} showIcon={false} className={contactClass}>
              <Globe aria-hidden="true" className="mt-1 size-5 shrink-0" />
              <span>{new URL(site.website).host}</span>
            </ExternalLink>
          </address>
        </div>
        <FooterLinkList title="Quick Links" links={quickLinks} />
        <FooterLinkList title="Explore" links={exploreLinks} />
        <FooterSection title="Follow us" className="col-span-2 lg:col-span-1">
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
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-slate-200">
          © {site.name} ({site.shortName})
        </p>
      </div>
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
  return (
    <FooterSection title={title}>
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <Link
              to={link.href}
              preventScrollReset
              onClick={scrollToTop}
              className={`${linkClass} inline-flex min-h-11 items-center py-2 leading-snug`}
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </FooterSection>
  );
}
