import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath } from "#app/i18n/language.ts";

/** Shown when a page fails to render; the details stay in the server log. */
export function ServerError() {
  const { t, language } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("status.serverError.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("status.serverError.text")}</p>
      {/* A full page load: after a failure the client router may be in no state to navigate. */}
      <a href={localizePath("/", language)} className="mt-8 inline-block font-semibold text-brand underline">
        {t("status.serverError.home")}
      </a>
    </main>
  );
}
