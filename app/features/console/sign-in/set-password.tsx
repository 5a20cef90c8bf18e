import { useEffect, useId, useState, type FormEvent } from "react";
import { apiPrefix } from "#common/api/envelope.ts";
import type { PasswordLink } from "#common/api/mail.ts";
import type { StaffRoleKey } from "#common/api/staff.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { ConsoleSkeleton } from "../shell/console-page.tsx";
import { InputField } from "../shell/fields.tsx";
import { primaryButtonClass } from "../shell/form-styles.ts";
import { loginPathOf } from "../shell/session.ts";
import { pagePath } from "#common/page-lookup.ts";

/** What the page shows: the link being read, the link's state (with the form while it works), or the saved password. */
type View =
  | { step: "reading" }
  | { step: "link"; token: string | null; link: PasswordLink }
  | { step: "done"; role: StaffRoleKey };

const notALink: PasswordLink = { state: "unknown", purpose: null, email: null };

async function postJson(path: string, body: object): Promise<Response> {
  return fetch(`${apiPrefix}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/**
 * /set-password#token=…: the page a mailed invitation or password reset opens (decision 0203).
 * The token is in the fragment, which no server and no Referer header sees; the page reads it,
 * asks the API what the link is, and offers the form while it works, and takes the token out of
 * the address bar once the password is saved. It says when the link has been used or has expired.
 */
export function SetPasswordPage() {
  const { t } = useI18n();
  const [view, setView] = useState<View>({ step: "reading" });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
    let current = true;
    void (async () => {
      let link = notALink;
      if (token) {
        const response = await postJson("/auth/password-link", { token }).catch(() => undefined);
        if (response?.ok) link = ((await response.json()) as { data: { link: PasswordLink } }).data.link;
      }
      if (current) setView({ step: "link", token, link });
    })();
    return () => {
      current = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>, token: string, purpose: PasswordLink["purpose"]) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get("password") ?? "");
    if ([...password].length < 12) return setProblem(t("mail.setPassword.tooShort"));
    if (password !== form.get("repeat")) return setProblem(t("mail.setPassword.mismatch"));
    setBusy(true);
    setProblem(null);
    try {
      const response = await postJson("/auth/password-link/password", { token, password });
      if (response.ok) {
        const { role } = ((await response.json()) as { data: { role: StaffRoleKey } }).data;
        // Used up: nothing is left in the address bar (or the history) to open again.
        window.history.replaceState(window.history.state, "", window.location.pathname);
        return setView({ step: "done", role });
      }
      if (response.status === 410 || response.status === 404) {
        // Used or expired meanwhile (in another tab, say): the page says which.
        const check = await postJson("/auth/password-link", { token });
        const link = check.ok ? ((await check.json()) as { data: { link: PasswordLink } }).data.link : notALink;
        return setView({ step: "link", token, link: { ...link, purpose: link.purpose ?? purpose } });
      }
      setProblem(t("mail.setPassword.error"));
    } catch {
      setProblem(t("mail.setPassword.error"));
    } finally {
      setBusy(false);
    }
  };

  const title =
    view.step === "link" && view.link.state === "valid"
      ? view.link.purpose === "staff-invite"
        ? t("mail.setPassword.inviteTitle")
        : t("mail.setPassword.resetTitle")
      : t("mail.setPassword.title");

  return (
    <main id="main" className="mx-auto max-w-md px-4 py-10">
      <div className="rounded-xl border border-hairline bg-card p-6 shadow-sm">
        <h1 className="text-h2 font-bold text-slate-900">{title}</h1>
        {view.step === "reading" ? <ConsoleSkeleton /> : null}
        {view.step === "done" ? (
          <div role="status" className="mt-4 space-y-4">
            <p className="rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900">
              {t("mail.setPassword.done")}
            </p>
            <p>
              <LocalLink to={loginPathOf(view.role)} className={primaryButtonClass}>
                {t("mail.setPassword.signIn")}
              </LocalLink>
            </p>
          </div>
        ) : null}
        {view.step === "link" && view.token && view.link.state === "valid" ? (
          <form
            className="mt-4 space-y-4"
            onSubmit={(event) => void submit(event, view.token!, view.link.purpose)}
            aria-describedby={problem ? problemId : undefined}
          >
            <p className="text-slate-700">{t("mail.setPassword.forAccount", { email: view.link.email ?? "" })}</p>
            <p className="text-slate-700">{t("mail.setPassword.rules")}</p>
            {problem ? (
              <p id={problemId} role="alert" className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
                {problem}
              </p>
            ) : null}
            {/* The account's address, for the browser's password manager. */}
            <input type="hidden" name="username" autoComplete="username" value={view.link.email ?? ""} />
            <InputField
              id="new-password"
              label={t("mail.setPassword.password")}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={200}
            />
            <InputField
              id="repeat-password"
              label={t("mail.setPassword.repeat")}
              name="repeat"
              type="password"
              autoComplete="new-password"
              required
              minLength={12}
              maxLength={200}
            />
            <button type="submit" disabled={busy} className={`${primaryButtonClass} w-full`}>
              {busy ? t("mail.setPassword.submitting") : t("mail.setPassword.submit")}
            </button>
          </form>
        ) : null}
        {view.step === "link" && view.link.state !== "valid" ? (
          <div role="alert" className="mt-4 space-y-3">
            <p className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">
              {t(`mail.setPassword.${view.link.state}`)}
            </p>
            <p>
              {view.link.purpose === "staff-invite" ? (
                t("mail.setPassword.askAdmin")
              ) : (
                <LocalLink to={pagePath("adminLogin")} className="text-brand underline">
                  {t("mail.setPassword.askAgain")}
                </LocalLink>
              )}
            </p>
          </div>
        ) : null}
      </div>
    </main>
  );
}
