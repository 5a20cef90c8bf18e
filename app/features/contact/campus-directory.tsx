import { campusZones } from "#common/campuses.ts";
import type { Campus } from "#common/api/campus.ts";
import { zoneLabels } from "#app/shared/navigation.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";

/** A campus as the directory shows it; the Hindi name is optional until every campus has one. */
export type DirectoryCampus = Pick<Campus, "slug" | "name" | "zone" | "address" | "maps_url" | "email" | "phone"> & {
  name_hi?: string | null;
};

const linkClass = "text-brand underline underline-offset-2 hover:text-brand-dark";

/** Every campus from the database, by zone: address, map, email and phone where known; an unpublished address or phone says so. */
export function CampusDirectory({ campuses }: { campuses: ReadonlyArray<DirectoryCampus> }) {
  const { t, language } = useI18n();
  return (
    <section aria-labelledby="campus-directory">
      <h2 id="campus-directory" className="mt-10 text-h3 font-bold text-slate-900">
        {t("infoPage.contact.directoryTitle")}
      </h2>
      {campusZones.map((zone) => {
        const inZone = campuses.filter((campus) => campus.zone === zone);
        if (inZone.length === 0) return null;
        return (
          <div key={zone}>
            <h3 className="mt-6 text-h4 font-semibold text-slate-900">
              {t("infoPage.contact.zone", { zone: t(`pages.${zoneLabels[zone]}`) })}
            </h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {inZone.map((campus) => {
                const hindiName = language === "hi" ? campus.name_hi : undefined;
                return (
                  <li key={campus.slug} className="rounded-lg border border-hairline bg-card p-4">
                    <p
                      className="font-semibold text-slate-900"
                      lang={hindiName || language === "en" ? undefined : "en"}
                    >
                      {hindiName || campus.name}
                    </p>
                    <dl className="mt-2 space-y-1 text-sm text-slate-700">
                      <div>
                        <dt className="inline font-medium">{t("infoPage.contact.address")}: </dt>
                        {campus.address ? (
                          <dd className="inline" lang="en">
                            {campus.address}
                          </dd>
                        ) : (
                          <dd className="inline">{t("infoPage.contact.notPublished")}</dd>
                        )}
                      </div>
                      {campus.email ? (
                        <div>
                          <dt className="inline font-medium">{t("infoPage.contact.email")}: </dt>
                          <dd className="inline">
                            <a href={`mailto:${campus.email}`} className={`${linkClass} break-all`}>
                              {campus.email}
                            </a>
                          </dd>
                        </div>
                      ) : null}
                      <div>
                        <dt className="inline font-medium">{t("infoPage.contact.phone")}: </dt>
                        <dd className="inline">
                          {campus.phone ? (
                            <a href={`tel:${campus.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                              {campus.phone}
                            </a>
                          ) : (
                            t("infoPage.contact.notPublished")
                          )}
                        </dd>
                      </div>
                    </dl>
                    {campus.maps_url ? (
                      <p className="mt-2 text-sm">
                        <ExternalLink
                          href={campus.maps_url}
                          className={`${linkClass} inline-flex min-h-11 items-center`}
                        >
                          {t("infoPage.contact.map", { campus: hindiName || campus.name })}
                        </ExternalLink>
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
