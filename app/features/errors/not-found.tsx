import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { StatusPage, statusPrimaryActionClass } from "./status-page.tsx";

/**
 * The page for any path the site does not have, and for a record the database
 * does not have (`data`: a page whose id or name matches nothing); both answer HTTP 404.
 */
export function NotFound({ data = false }: { data?: boolean }) {
  const { t } = useI18n();
  return (
    <StatusPage
      mark={<p className="text-8xl font-bold tracking-tight text-brand sm:text-9xl">404</p>}
      title={t("status.notFound.title")}
      text={
        data ? (
          t("status.notFound.dataText")
        ) : (
          <>
            {t("status.notFound.text")}{" "}
            <span role="img" aria-label={t("status.notFound.emojiLabel")}>
              🤔
            </span>
          </>
        )
      }
      actions={
        <LocalLink to="/" className={statusPrimaryActionClass}>
          {t("status.notFound.home")}
        </LocalLink>
      }
    />
  );
}
