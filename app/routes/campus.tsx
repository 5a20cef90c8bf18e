import type { Route } from "./+types/campus";
import { programmeNameKey } from "#common/programme-names.ts";
import { campusDetails, findCampus } from "../features/campuses/campus-details.ts";
import { CampusIllustration } from "../features/campuses/campus-illustration.tsx";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localName, RecordName } from "#app/shared/ui/record-name.tsx";

export const handle = { messages: ["campuses"] } satisfies MessagesHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const campus = findCampus(await services.campus.list(), params.name);
  if (!campus) recordNotFound();
  const details = campusDetails(campus);
  // Each programme as the campus lists it, linked to the catalogue's programme of that name taught here.
  const taughtHere = new Map(
    (await services.programs.list())
      .filter((program) => program.campuses.some((offering) => offering._id === campus._id))
      .map((program) => [programmeNameKey(program.name), program._id]),
  );
  const programmes = details.listed_programmes.map((name) => ({
    name,
    programId: taughtHere.get(programmeNameKey(name)) ?? null,
  }));
  return { campus: { ...campus, ...details }, programmes };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const name = localName(loaderData.campus, languageOfPath(location.pathname)).text;
  return pageMeta(name, t("campuses.campusMeta", { name }));
}

export const ErrorBoundary = RecordErrorBoundary;

/**
 * A campus: our drawing, zone, address and map, contacts, details where known, and the
 * programmes as the campus reports them (not a list derived from the catalogue, which
 * may hold sample data), each linked to its programme's page (decision 0186). What the
 * campus has not published, the page says it has not. On a Hindi page every English
 * fragment (the address where no Hindi one is written, names, labs) is marked `lang="en"`.
 */
export default function CampusPage({ loaderData }: Route.ComponentProps) {
  const { campus, programmes } = loaderData;
  const { t, language } = useI18n();
  const english = language === "hi" ? "en" : undefined;
  const zone = t(`campuses.zones.${campus.zone}`);
  const textSections = (["transport", "history"] as const).filter((key) => campus[key]);
  const listSections = (["facts", "labs"] as const).filter((key) => campus[key].length > 0);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm">
        <LocalLink to={`/campus/zone/${campus.zone}`} className="text-brand underline">
          {t("campuses.zoneLabel", { zone })}
        </LocalLink>
      </p>
      <h1 className="mt-2 text-h2 font-bold text-slate-900">
        <RecordName record={campus} />
      </h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        {campus.image && campus.image_small ? (
          <img
            src={campus.image}
            srcSet={`${campus.image_small} 640w, ${campus.image} 1200w`}
            sizes="(min-width: 1024px) 576px, 100vw"
            alt={t("campuses.photo", { name: localName(campus, language).text })}
            className="aspect-[3/2] w-full rounded-xl border border-hairline object-cover"
          />
        ) : (
          <CampusIllustration zone={campus.zone} />
        )}
        <div className="space-y-4">
          <section aria-labelledby="campus-address" className={`${cardClass} p-4`}>
            <h2 id="campus-address" className="text-h4 font-bold text-slate-900">
              {t("campuses.address")}
            </h2>
            {/* The Hindi address staff wrote, else the campus's English one; the placeholder is the page's own text. */}
            {language === "hi" && campus.address_hi ? (
              <p className="mt-2 text-slate-700">{campus.address_hi}</p>
            ) : (
              <p className="mt-2 text-slate-700" lang={campus.address ? english : undefined}>
                {campus.address ?? t("campuses.noAddress")}
              </p>
            )}
            {campus.maps_url ? (
              <p className="mt-2">
                <ExternalLink href={campus.maps_url} className="inline-flex min-h-11 items-center text-brand underline">
                  {t("campuses.map")}
                </ExternalLink>
              </p>
            ) : null}
          </section>
          <section aria-labelledby="campus-contact" className={`${cardClass} p-4`}>
            <h2 id="campus-contact" className="text-h4 font-bold text-slate-900">
              {t("campuses.contact")}
            </h2>
            {campus.director || campus.email || campus.phone ? (
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-700">
                {campus.director ? (
                  <>
                    <dt className="font-semibold">{t("campuses.director")}</dt>
                    <dd lang={english}>
                      {campus.director}
                      {campus.director_email ? (
                        <>
                          {" · "}
                          <a href={`mailto:${campus.director_email}`} className="break-all text-brand underline">
                            {campus.director_email}
                          </a>
                        </>
                      ) : null}
                    </dd>
                  </>
                ) : null}
                {campus.email ? (
                  <>
                    <dt className="font-semibold">{t("campuses.email")}</dt>
                    <dd lang={english}>
                      <a href={`mailto:${campus.email}`} className="break-all text-brand underline">
                        {campus.email}
                      </a>
                    </dd>
                  </>
                ) : null}
                {campus.phone ? (
                  <>
                    <dt className="font-semibold">{t("campuses.phone")}</dt>
                    <dd>
                      <a href={`tel:${campus.phone.replace(/[^\d+]/g, "")}`} className="text-brand underline">
                        {campus.phone}
                      </a>
                    </dd>
                  </>
                ) : null}
                {campus.phone ? null : (
                  <>
                    <dt className="font-semibold">{t("campuses.phone")}</dt>
                    <dd>{t("campuses.notPublished")}</dd>
                  </>
                )}
              </dl>
            ) : (
              <p className="mt-2 text-slate-700">{t("campuses.notPublishedContact")}</p>
            )}
            <p className="mt-3 text-slate-700" data-testid="campus-hostel">
              {t("campuses.campusHostel")}
            </p>
          </section>
        </div>
      </div>
      {textSections.length + listSections.length > 0 ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2">
          {textSections.map((key) => (
            <section key={key} aria-labelledby={`campus-${key}`} className={`${cardClass} p-4`}>
              <h2 id={`campus-${key}`} className="text-h4 font-bold text-slate-900">
                {t(`campuses.${key}`)}
              </h2>
              <p className="mt-2 text-slate-700" lang={english}>
                {campus[key]}
              </p>
            </section>
          ))}
          {listSections.map((key) => (
            <section key={key} aria-labelledby={`campus-${key}`} className={`${cardClass} p-4`}>
              <h2 id={`campus-${key}`} className="text-h4 font-bold text-slate-900">
                {t(`campuses.${key}`)}
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700" lang={english}>
                {campus[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      <section aria-labelledby="campus-programmes" className="mt-10">
        <h2 id="campus-programmes" className="text-h3 font-bold text-slate-900">
          {t("campuses.programmes")}
        </h2>
        {programmes.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("campuses.noProgrammes")}</p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{t("campuses.programmesAsListed")}</p>
            <ul id="campus-listed-programmes" className="mt-3 list-disc space-y-1 pl-5 text-slate-800" lang={english}>
              {programmes.map(({ name, programId }) => (
                <li key={name}>
                  {programId ? (
                    <LocalLink to={`/programs/${programId}`} className="text-brand underline">
                      {name}
                    </LocalLink>
                  ) : (
                    name
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </main>
  );
}
