import { campusZones, type CampusZone } from "#common/campuses.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { RecordName, type NamedRecord } from "#app/shared/ui/record-name.tsx";
import { HomeSection } from "#app/shared/ui/home-section.tsx";

type ZoneCampus = NamedRecord & { slug: string };

/** The campuses by zone: each zone leads to its list, each campus to its page. */
export function CampusZones({ zones }: { zones: Record<CampusZone, ZoneCampus[]> }) {
  const { t } = useI18n();
  return (
    <HomeSection id="campuses" title={t("home.campusesTitle")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {campusZones.map((zone) => (
          <li key={zone} className={`${cardClass} p-4`}>
            <h3 className="text-h4 font-bold">
              <LocalLink to={`/campus/zone/${zone}`} className="text-brand underline-offset-2 hover:underline">
                {t("home.zoneCampuses", { zone: t(`campuses.zones.${zone}`) })}
              </LocalLink>
            </h3>
            <p className="text-sm text-slate-600">
              {zones[zone].length === 1
                ? t("home.zoneCountOne")
                : t("home.zoneCountMany", { count: formatNumber(zones[zone].length) })}
            </p>
            <ul className="mt-2 space-y-1 text-sm">
              {zones[zone].map((campus) => (
                <li key={campus.slug}>
                  <LocalLink
                    to={`/campus/${campus.slug}`}
                    className="text-slate-800 underline-offset-2 hover:underline"
                  >
                    <RecordName record={campus} />
                  </LocalLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
