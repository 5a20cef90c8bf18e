import { useId, useState, type FormEvent } from "react";
import { apiPrefix } from "#common/api/envelope.ts";
import type { StaffUser } from "#common/api/staff.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { apiRequest } from "./api.ts";
import { InputField } from "./fields.tsx";
import { primaryButtonClass } from "./form-styles.ts";
import { saveSession, type StaffSession } from "./session.ts";

export type Portal = "admin" | "faculty";

export const portalRoles: Record<Portal, ReadonlyArray<StaffSession["role"]>> = {
  admin: ["admin", "editor", "grievance_officer"],
  faculty: ["faculty"],
};

type SessionAnswer = { data: { user: StaffUser; csrf_token: string } };

/**
 * The email and password form that starts a console session (a cookie the browser keeps for
 * every tab), on the login pages and in the dialog that signs in again over a page
 * (sign-in-again.tsx). An account of the other portal is told so, and its session is not kept.
 * `notice`: a sentence shown above the fields until the first attempt (why the last session ended).
 */
export function SignInForm({
  portal,
  idPrefix,
  email,
  notice,
}: {
  portal: Portal;
  idPrefix: string;
  email?: string;
  notice?: string | null;
}) {
  const { t } = useI18n();
  const errorId = useId();
  const hydrated = useIsHydrated();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const shown = failure ?? notice ?? null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const response = await fetch(`${apiPrefix}/auth/session`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
      });
      if (response.status === 401 || response.status === 400) return setFailure(t("console.login.failed"));
      if (response.status === 429) return setFailure(t("console.login.tooMany"));
      if (!response.ok) return setFailure(t("console.login.error"));
      const { data } = (await response.json()) as SessionAnswer;
      if (!portalRoles[portal].includes(data.user.role)) {
        // Signed in at the wrong door: the session is not kept.
        await apiRequest(data.csrf_token, "/auth/logout", { method: "POST" }).catch(() => undefined);
        return setFailure(t("console.login.wrongPortal"));
      }
      saveSession(data);
    } catch {
      setFailure(t("console.login.error"));
    } finally {
      setBusy(false);
    }
  };

  return (
    // POST, so a press before the page has hydrated never puts the password in a URL.
    <form
      method="post"
      className="mt-6 space-y-4"
      onSubmit={(event) => void submit(event)}
      aria-describedby={shown ? errorId : undefined}
    >
      {shown ? (
        <p id={errorId} role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
          {shown}
        </p>
      ) : null}
      <InputField
        id={`${idPrefix}-email`}
        label={t("console.login.email")}
        name="email"
        type="email"
        autoComplete="username"
        defaultValue={email}
        required
      />
      <InputField
        id={`${idPrefix}-password`}
        label={t("console.login.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        data-autofocus={email ? true : undefined}
      />
      <button type="submit" disabled={!hydrated || busy} className={`${primaryButtonClass} w-full`}>
        {busy ? t("console.login.submitting") : t("console.login.submit")}
      </button>
    </form>
  );
}
