import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { ForgotPassword } from "./forgot-password.tsx";
import { NeedsJavaScript } from "../shell/needs-javascript.tsx";
import { sessionEndMessage } from "../shell/session-end-message.ts";
import { homePathOf, useLastSessionEnd, useStoredSession } from "../shell/session.ts";
import { portalRoles, SignInForm, type Portal } from "../shell/sign-in-form.tsx";
import { pagePath } from "#common/page-lookup.ts";

/**
 * /admin-login and /logindseu: the sign-in form. It starts a console session (a cookie
 * the browser keeps for every tab); without JavaScript the form cannot work (the
 * console's pages are drawn in the browser), so the button waits for hydration and the
 * page says the console needs JavaScript. A tab whose session ended says why.
 */
export function LoginPage({ portal }: { portal: Portal }) {
  const { t, localize } = useI18n();
  const navigate = useNavigate();
  const session = useStoredSession();
  const lastEnd = useLastSessionEnd();

  useEffect(() => {
    // Signed in here (or in another tab): straight on.
    if (session && portalRoles[portal].includes(session.role)) void navigate(localize(homePathOf(session.role)));
  }, [session, portal, navigate, localize]);

  const title = portal === "admin" ? t("console.login.adminTitle") : t("console.login.facultyTitle");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-hairline bg-card p-6 shadow-sm">
        <h1 className="text-h2 font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">
          {portal === "admin" ? t("console.login.adminIntro") : t("console.login.facultyIntro")}
        </p>
        <NeedsJavaScript />
        <SignInForm
          portal={portal}
          idPrefix="login"
          notice={lastEnd ? `${sessionEndMessage(t, lastEnd)} ${t("console.sessionEnded.signInBelow")}` : null}
        />
        <ForgotPassword />
        <p className="mt-6 text-sm">
          <LocalLink
            to={portal === "admin" ? pagePath("facultyLogin") : pagePath("adminLogin")}
            className="text-brand underline"
          >
            {portal === "admin" ? t("console.login.otherPortalAdmin") : t("console.login.otherPortalFaculty")}
          </LocalLink>
        </p>
      </div>
    </main>
  );
}
