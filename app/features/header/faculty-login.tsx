import { portals } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { pagePath } from "#common/page-lookup.ts";

const choiceClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-center font-semibold transition-colors duration-150 ease-out";

/** The top strip's "Faculty Login" button and the dialog where faculty pick their login portal. */
export function FacultyLogin({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <DialogButton
      label={t("shell.topStrip.facultyLogin")}
      buttonClassName={className}
      title={t("shell.facultyLogin.title")}
    >
      {(close) => (
        <>
          <p className="mt-2 text-slate-700">{t("shell.facultyLogin.prompt")}</p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <LocalLink
              to={pagePath("facultyLogin")}
              onClick={close}
              className={`${choiceClass} bg-brand text-white hover:bg-brand-dark`}
            >
              {t("shell.facultyLogin.dseuLogin")}
            </LocalLink>
            {/* Closes too: the visitor who comes back to this tab should not find the dialog still open. */}
            <ExternalLink
              href={portals.facultySamarthLogin}
              onClick={close}
              className={`${choiceClass} border border-brand text-brand hover:bg-brand/10`}
            >
              {t("shell.facultyLogin.samarthLogin")}
            </ExternalLink>
          </div>
        </>
      )}
    </DialogButton>
  );
}
