import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";

/**
 * Shown only where the browser runs no script (CSS `scripting: none`): the console is drawn in
 * the browser (decision 0157), so without JavaScript it says so, in the page's language, with
 * the way back to the public site, rather than a skeleton that never fills (decision 0250).
 */
export function NeedsJavaScript() {
  const { t } = useI18n();
  return (
    <div className="mt-6 hidden max-w-prose space-y-2 rounded-lg border border-amber-700 bg-amber-50 p-4 text-slate-900 noscript:block">
      <p className="font-medium">{t("console.noScript.needed")}</p>
      <p>
        <LocalLink to="/" className="text-brand underline">
          {t("console.noScript.publicSite")}
        </LocalLink>
      </p>
    </div>
  );
}
