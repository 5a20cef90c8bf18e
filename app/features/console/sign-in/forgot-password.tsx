import { useId, useState, type FormEvent } from "react";
import { apiPrefix } from "#common/api/envelope.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { InputField } from "../shell/fields.tsx";
import { secondaryButtonClass } from "../shell/form-styles.ts";

type Outcome = { tone: "done"; email: string } | { tone: "error"; message: string };

/**
 * "Forgot your password?" under the sign-in form (decision 0203): a disclosure that opens a
 * form for the account's address. The answer is the same whether or not an account has it;
 * the message, if any, is in the page's language.
 */
export function ForgotPassword() {
  const { t, language } = useI18n();
  const hydrated = useIsHydrated();
  const panelId = useId();
  const outcomeId = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
    setBusy(true);
    setOutcome(null);
    try {
      const response = await fetch(`${apiPrefix}/auth/password-reset`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, language }),
      });
      if (response.status === 202) setOutcome({ tone: "done", email });
      else if (response.status === 400) setOutcome({ tone: "error", message: t("mail.forgot.invalid") });
      else if (response.status === 429) setOutcome({ tone: "error", message: t("mail.forgot.tooMany") });
      else setOutcome({ tone: "error", message: t("mail.forgot.error") });
    } catch {
      setOutcome({ tone: "error", message: t("mail.forgot.error") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen((shown) => !shown)}
        className="min-h-11 font-medium text-brand underline"
      >
        {t("mail.forgot.open")}
      </button>
      <section id={panelId} hidden={!open} aria-labelledby={`${panelId}-title`} className="mt-3 space-y-3">
        <h2 id={`${panelId}-title`} className="text-h4 font-bold text-slate-900">
          {t("mail.forgot.title")}
        </h2>
        <p className="text-slate-700">{t("mail.forgot.intro")}</p>
        <form
          className="space-y-4"
          onSubmit={(event) => void submit(event)}
          aria-describedby={outcome ? outcomeId : undefined}
        >
          <InputField
            id={`${panelId}-email`}
            label={t("mail.forgot.email")}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={254}
          />
          <button type="submit" disabled={busy} className={`${secondaryButtonClass} w-full`}>
            {busy ? t("mail.forgot.submitting") : t("mail.forgot.submit")}
          </button>
        </form>
        <div id={outcomeId} role="status">
          {outcome?.tone === "done" ? (
            <p className="rounded border border-green-700 bg-green-50 px-3 py-2 text-green-900">
              {t("mail.forgot.sent", { email: outcome.email })}
            </p>
          ) : outcome ? (
            <p className="rounded border border-red-700 bg-red-50 px-3 py-2 text-red-800">{outcome.message}</p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
