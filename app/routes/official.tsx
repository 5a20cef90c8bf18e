import type { Route } from "./+types/official";
import { officeBody, officeIdOf, officePoints, officialPages, type Office } from "../features/officials/officials.ts";
import { Portrait } from "#app/shared/ui/portrait.tsx";
import { PersonName, personNameText } from "#app/shared/ui/person-name.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { canonicalPath } from "../page-routes.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";

export const handle = { messages: ["officials"] } satisfies MessagesHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = canonicalPath(new URL(request.url).pathname);
  // The route only matches the listed paths, so one of them is this page.
  const office: Office = officialPages.find((page) => page.path === path)?.office ?? "chancellor";
  const official = await context.get(requestContext).services.officials.official(officeIdOf[office]);
  return { office, official };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const office = loaderData?.office ?? "chancellor";
  return pageMeta(t(`officials.${office}.title`), t(`officials.${office}.meta`));
}

/**
 * An officer's page: the photograph (or a drawing), office and holder as staff recorded them
 * (or that the name is yet to be published), contacts, then the message or the office's
 * responsibilities.
 */
export default function OfficialPage({ loaderData }: Route.ComponentProps) {
  const { office, official } = loaderData;
  const { t, language } = useI18n();
  const title = t(`officials.${office}.title`);
  const body = officeBody[office];
  const name = personNameText(official, language, "");
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-col items-center gap-6 text-center sm:flex-row sm:text-left">
        <Portrait
          photo={official.photo}
          label={
            official.photo ? t("officials.photo", { name: name || title }) : t("officials.portrait", { office: title })
          }
          size={160}
        />
        <div>
          <h1 className="text-h2 font-bold text-slate-900">{title}</h1>
          <p id="official-name" className="mt-1 text-lg font-semibold text-navy">
            <PersonName person={official} notPublished={t("officials.notYetPublished")} />
          </p>
          <p className="mt-2 text-slate-700">{t(`officials.${office}.about`)}</p>
          {official.email || official.phone ? (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-slate-700">
              {official.email ? (
                <>
                  <dt className="font-semibold">{t("officials.email")}</dt>
                  <dd>
                    <a href={`mailto:${official.email}`} className="break-all text-brand underline">
                      {official.email}
                    </a>
                  </dd>
                </>
              ) : null}
              {official.phone ? (
                <>
                  <dt className="font-semibold">{t("officials.phone")}</dt>
                  <dd>
                    <a href={`tel:${official.phone.replace(/[^\d+]/g, "")}`} className="text-brand underline">
                      {official.phone}
                    </a>
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="official-body" className={`${cardClass} mt-8 p-6`}>
        <h2 id="official-body" className="text-h3 font-bold text-slate-900">
          {t(`officials.${body}`)}
        </h2>
        {body === "message" ? (
          <div className="mt-4 space-y-4 text-slate-800">
            {officePoints.map((point) => (
              <p key={point}>{t(`officials.${office}.points.${point}`)}</p>
            ))}
          </div>
        ) : (
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            {officePoints.map((point) => (
              <li key={point}>{t(`officials.${office}.points.${point}`)}</li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
