import { useLocation } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath, otherLanguage } from "#app/i18n/language.ts";

/**
 * "हिन्दी" on English pages, "English" on Hindi ones: a plain link to the same
 * page in the other language, query string kept. A full page load, so the
 * other language's shell text and font arrive with it, script or not.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { language, t } = useI18n();
  const { pathname, search } = useLocation();
  const target = otherLanguage(language);
  return (
    <a href={localizePath(`${pathname}${search}`, target)} lang={target} hrefLang={target} className={className}>
      {t("shell.topStrip.languageSwitch")}
    </a>
  );
}
