import { campusZones, type CampusZone } from "#common/campuses.ts";
import type { Route } from "./+types/campus-zone";
import { CampusIllustration } from "../features/campuses/campus-illustration.tsx";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { formatNumber } from "../i18n/format.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { RecordName } from "#app/shared/ui/record-name.tsx";

export const handle = { messages: ["campuses"] } satisfies MessagesHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const zone = campusZones.find((known) => known === params.zone.toLowerCase());
  if (!zone) recordNotFound();
  const { services } = context.get(requestContext);
  return { zone, campuses: await services.campus.list({ zone }) };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const zone = t(`campuses.zones.${loaderData.zone}`);
  return pageMeta(t("campuses.zoneTitle", { zone }), t("campuses.zoneMeta", { zone }));
}

export const ErrorBoundary = RecordErrorBoundary;

/** The campuses of one zone, each with its address, a map link and a link to its page. */
export default function CampusZonePage({ loaderData }: Route.ComponentProps) {
  const { zone, campuses } = loaderData;
  const { t, language } = useI18n();
  const english = language === "hi" ? "en" : undefined;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">
        {t("campuses.zoneTitle", { zone: t(`campuses.zones.${zone}`) })}
      </h1>
      <p className="mt-2 font-semibold text-slate-700" data-testid="zone-count">
        {campuses.length === 1
          ? t("campuses.zoneCountOne")
          : t("campuses.zoneCountMany", { count: formatNumber(campuses.length) })}
      </p>
      <p className="mt-2 max-w-prose text-slate-700">{t("campuses.zoneHostel")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {campuses.map((campus, index) => (
          <li key={campus._id} className={`${cardClass} flex flex-col overflow-hidden`}>
            {/* The same drawing for every campus of the zone: only the first is above the fold. */}
            {index === 0 ? <CampusIllustration zone={zone} className="rounded-b-none" /> : null}
            <div className="flex grow flex-col p-4">
              <h2 className="text-h4 font-bold text-slate-900">
                <LocalLink to={`/campus/${campus.slug}`} className="underline-offset-2 hover:underline">
                  <RecordName record={campus} />
                </LocalLink>
              </h2>
              {campus.address ? (
                <p className="mt-1 text-slate-700" lang={english}>
                  {campus.address}
                </p>
              ) : null}
              {campus.maps_url ? (
                <p className="mt-auto pt-2">
                  <ExternalLink
                    href={campus.maps_url}
                    className="inline-flex min-h-11 items-center text-brand underline"
                  >
                    {t("campuses.map")}
                  </ExternalLink>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <nav aria-label={t("campuses.otherZones")} className="mt-10">
        <h2 className="text-h4 font-bold text-slate-900">{t("campuses.otherZones")}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {campusZones
            .filter((other: CampusZone) => other !== zone)
            .map((other) => (
              <li key={other}>
                <LocalLink
                  to={`/campus/zone/${other}`}
                  className="inline-flex min-h-11 items-center rounded-lg border border-hairline bg-card px-4 py-2 font-semibold text-brand"
                >
                  {t("campuses.zoneLabel", { zone: t(`campuses.zones.${other}`) })}
                </LocalLink>
              </li>
            ))}
        </ul>
      </nav>
    </main>
  );
}
