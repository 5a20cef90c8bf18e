import type { Route } from "./+types/home";
import { collegeOrUniversity } from "../features/structured-data/college-or-university.ts";
import { formatNumber } from "../i18n/format.ts";
import { pageMessages } from "../i18n/catalogue.server.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { metaTranslator } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { campusCount: await services.campus.count(), messages: pageMessages(request, ["home"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [
    { title: `${t("shell.siteName")} (DSEU)` },
    { name: "description", content: t("home.metaDescription") },
    { "script:ld+json": collegeOrUniversity },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const [before, after] = t("home.tagline").split("{campuses}");
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{t("shell.siteName")}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {before}
        <strong data-testid="campus-count">
          {t("home.campusCount", { count: formatNumber(loaderData.campusCount, language) })}
        </strong>
        {after}
      </p>
    </main>
  );
}
