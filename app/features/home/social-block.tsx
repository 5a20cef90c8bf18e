import { socialLinks } from "#common/site.ts";
import { SocialIcon } from "#app/shared/ui/social-icons.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { HomeSection } from "#app/shared/ui/home-section.tsx";

/** The university's social networks, as labelled buttons (the footer repeats them as icons). */
export function SocialBlock() {
  const { t } = useI18n();
  return (
    <HomeSection id="social" title={t("home.socialTitle")}>
      <ul className="flex flex-wrap gap-3">
        {socialLinks.map(({ network, href }) => (
          <li key={network}>
            <ExternalLink
              href={href}
              showIcon={false}
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-hairline bg-card px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
            >
              <SocialIcon network={network} className="size-5 text-brand" />
              <span lang="en">{t("home.socialOn", { network })}</span>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
