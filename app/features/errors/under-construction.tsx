import { ArrowLeft, Construction, House } from "lucide-react";
import { useNavigate } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { StatusPage, statusPrimaryActionClass, statusSecondaryActionClass } from "./status-page.tsx";

/**
 * A page the specification lists but whose content is not written yet.
 * "Go back" needs the browser's history, which only script can reach (the
 * site sends no Referer, and CSP forbids `javascript:` links), so it stays
 * hidden, keeping its place, until the page has hydrated; "Go home" and the
 * browser's own Back button work without script. Where another body publishes what the
 * page will hold, the page links there.
 */
export function UnderConstruction({ elsewhere }: { elsewhere?: { href: string; label: "ugcGuidelines" } }) {
  const navigate = useNavigate();
  const hydrated = useIsHydrated();
  const { t, localize } = useI18n();

  function goBack() {
    // A tab opened straight onto this page has nothing to go back to.
    if (window.history.length > 1) void navigate(-1);
    else void navigate(localize("/"));
  }

  return (
    <StatusPage
      mark={<Construction className="size-24 text-accent" strokeWidth={1.5} />}
      title={t("status.underConstruction.title")}
      text={
        <>
          {t("status.underConstruction.text")}
          {elsewhere ? (
            <span className="mt-4 block">
              <ExternalLink href={elsewhere.href} className="text-brand underline underline-offset-2">
                {t(`status.underConstruction.elsewhere.${elsewhere.label}`)}
              </ExternalLink>
            </span>
          ) : null}
        </>
      }
      actions={
        <>
          <button
            type="button"
            onClick={goBack}
            disabled={!hydrated}
            className={`${statusSecondaryActionClass} ${hydrated ? "" : "invisible"}`}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            {t("status.underConstruction.back")}
          </button>
          <LocalLink to="/" className={statusPrimaryActionClass}>
            <House aria-hidden="true" className="size-5" />
            {t("status.underConstruction.home")}
          </LocalLink>
        </>
      }
    />
  );
}
