import { Building2, Factory, GraduationCap, Landmark, Rocket, Users } from "lucide-react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cardClass } from "#app/shared/ui/card.tsx";
import { HomeSection } from "#app/shared/ui/home-section.tsx";

const partners = [
  { key: "industry", Icon: Factory },
  { key: "government", Icon: Landmark },
  { key: "skillCouncils", Icon: Building2 },
  { key: "incubators", Icon: Rocket },
  { key: "academia", Icon: GraduationCap },
  { key: "community", Icon: Users },
] as const;

/** The kinds of partner the university trains and places students with. */
export function Partners() {
  const { t } = useI18n();
  return (
    <HomeSection id="partners" title={t("home.partnersTitle")}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {partners.map(({ key, Icon }) => (
          <li key={key} className={`${cardClass} flex flex-col items-center gap-2 p-4 text-center`}>
            <Icon aria-hidden="true" className="size-8 text-brand" />
            <span className="text-sm font-semibold text-slate-800">{t(`home.partners.${key}`)}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
