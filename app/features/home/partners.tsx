import { Building2, Factory, GraduationCap, Landmark, Rocket, Users } from "lucide-react";
import type { Partner, PartnerIcon } from "#common/api/home-blocks.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { HomeSection } from "#app/shared/ui/home-section.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";

/** The drawing each kind of partner is shown with (the site shows no other organisation's logo). */
const icons = {
  industry: Factory,
  government: Landmark,
  "skill-councils": Building2,
  incubators: Rocket,
  academia: GraduationCap,
  community: Users,
} as const satisfies Record<PartnerIcon, unknown>;

/** A partner as a page shows it. */
export type ShownPartner = { icon: PartnerIcon; name: string; link: string | null };

/** The partners staff set (docs/decisions/0136), in a page's language. */
export function shownPartners(partners: ReadonlyArray<Partner>, language: Language): ShownPartner[] {
  return partners.map(({ icon, name_en, name_hi, link }) => ({
    icon,
    name: language === "hi" ? name_hi : name_en,
    link,
  }));
}

/** The university's partners in training and placement, in the order staff set; nothing when there are none. */
export function Partners({ partners }: { partners: ReadonlyArray<ShownPartner> }) {
  const { t } = useI18n();
  if (partners.length === 0) return null;
  return (
    <HomeSection id="partners" title={t("home.partnersTitle")}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {partners.map(({ icon, name, link }, index) => {
          const Icon = icons[icon];
          const label = <span className="text-sm font-semibold text-slate-800">{name}</span>;
          const linkClass = "rounded-sm underline-offset-2 hover:underline";
          return (
            <li key={index} className={`${cardClass} flex flex-col items-center gap-2 p-4 text-center`}>
              <Icon aria-hidden="true" className="size-8 text-brand" />
              {link === null ? (
                label
              ) : link.startsWith("/") ? (
                <LocalLink to={link} className={linkClass}>
                  {label}
                </LocalLink>
              ) : (
                <ExternalLink href={link} className={linkClass}>
                  {label}
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
