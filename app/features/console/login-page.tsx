import { useEffect, useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { apiPrefix } from "#common/api/envelope.ts";
import type { StaffUser } from "#common/api/staff.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { homePathOf, saveSession, useSessionExpired, useStoredSession, type StaffSession } from "./session.ts";
import { apiRequest } from "./api.ts";
import { InputField } from "./fields.tsx";
import { primaryButtonClass } from "./form-styles.ts";
import { pagePath } from "#common/page-lookup.ts";

type Portal = "admin" | "faculty";

const portalRoles: Record<Portal, ReadonlyArray<StaffSession["role"]>> = {
  admin: ["admin", "editor", "grievance_officer"],
  faculty: ["faculty"],
};

type SessionAnswer = { data: { user: StaffUser; csrf_token: string } };

/**
 * /admin-login and /logindseu: the sign-in form. It starts a console session (a cookie
 * the browser keeps for every tab); without JavaScript the form cannot work (the
 * console's pages are drawn in the browser), so the button waits for hydration.
 */
export function LoginPage({ portal }: { portal: Portal }) {
  const { t, localize } = useI18n();
  const navigate = useNavigate();
  const errorId = useId();
  const hydrated = useIsHydrated();
  const session = useStoredSession();
  const [busy, setBusy] = useState(false);
  const expired = useSessionExpired();
  const [failure, setError] = useState<string | null>(null);
  const error = failure ?? (expired ? t("console.sessionExpired") : null);

  useEffect(() => {
    // Already signed in here: straight on.
    if (session && portalRoles[portal].includes(session.role)) void navigate(localize(homePathOf(session.role)));
  }, [session, portal, navigate, localize]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`${apiPrefix}/auth/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      if (response.status === 401 || response.status === 400) return setError(t("console.login.failed"));
      if (response.status === 429) return setError(t("console.login.tooMany"));
      if (!response.ok) return setError(t("console.login.error"));
      const { data } = (await response.json()) as SessionAnswer;
      if (!portalRoles[portal].includes(data.user.role)) {
        // Signed in at the wrong door: the session is not kept.
        await apiRequest(data.csrf_token, "/auth/logout", { method: "POST" }).catch(() => undefined);
        return setError(t("console.login.wrongPortal"));
      }
      // The effect above moves on once the session is stored.
      saveSession(data);
    } catch {
      setError(t("console.login.error"));
    } finally {
      setBusy(false);
    }
  };

  const title = portal === "admin" ? t("console.login.adminTitle") : t("console.login.facultyTitle");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-hairline bg-card p-6 shadow-sm">
        <h1 className="text-h2 font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-700">
          {portal === "admin" ? t("console.login.adminIntro") : t("console.login.facultyIntro")}
        </p>
        {/* POST, so a press before the page has hydrated never puts the password in a URL. */}
        <form
          method="post"
          className="mt-6 space-y-4"
          onSubmit={(event) => void submit(event)}
          aria-describedby={error ? errorId : undefined}
        >
          {error ? (
            <p id={errorId} role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
              {error}
            </p>
          ) : null}
          <InputField
            id="login-email"
            label={t("console.login.email")}
            name="email"
            type="email"
            autoComplete="username"
            required
          />
          <InputField
            id="login-password"
            label={t("console.login.password")}
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" disabled={!hydrated || busy} className={`${primaryButtonClass} w-full`}>
            {busy ? t("console.login.submitting") : t("console.login.submit")}
          </button>
        </form>
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
