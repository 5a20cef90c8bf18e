import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/grievance-status";
import { grievanceStatusQuerySchema } from "#common/forms/grievance.ts";
import type { GrievanceStatusView } from "#server/services/grievance-service.ts";
import {
  admitSubmission,
  formPageHeaders,
  refuseInvalid,
  spendFormBudget,
  whileTheDatabaseAnswers,
} from "../features/forms/form-submission.server.ts";
import { FormErrors, SubmitButton, TextField } from "../features/forms/form-parts.tsx";
import { formatDate } from "../i18n/format.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext, type RequestContext } from "../request-context.ts";
import { Badge } from "#app/shared/ui/badge.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["forms", "grievance"] } satisfies MessagesHandle;

/**
 * A POST, not a GET: the email stays out of addresses and logs. Look-ups have a
 * per-client budget of their own (FORM_LOOKUP_RATE_LIMIT), so references cannot be
 * guessed quickly and checking a status never uses up the forms' budgets.
 */
export function action({ request, context }: Route.ActionArgs) {
  const requestContextValue = context.get(requestContext);
  return whileTheDatabaseAnswers(requestContextValue, () => lookUpStatus(request, requestContextValue));
}

export const headers = formPageHeaders;

async function lookUpStatus(request: Request, requestContextValue: RequestContext) {
  const admitted = await admitSubmission(request);
  if ("response" in admitted) return admitted.response;
  const submission = parseWithZod(admitted.formData, { schema: grievanceStatusQuerySchema });
  if (submission.status !== "success") return refuseInvalid(submission, admitted.formData);
  const spent = await spendFormBudget(requestContextValue, "lookup");
  if ("response" in spent) return spent.response;
  const found = await requestContextValue.services.grievances.status(
    submission.value.reference,
    submission.value.email,
  );
  if (!found) {
    // The same answer for an unknown reference and a wrong email: neither is confirmed to exist.
    return data({ result: submission.reply({ formErrors: ["grievance.notFound"] }) }, { status: 404 });
  }
  return data({ result: submission.reply(), grievance: found });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t("grievance.statusTitle"), t("grievance.statusIntro"));
}

/** Where a submitter looks up a grievance by its reference and their email. */
export default function GrievanceStatus() {
  const { t, language } = useI18n();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "grievance-status",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grievanceStatusQuerySchema }),
  });
  const grievance = actionData && "grievance" in actionData ? (actionData.grievance as GrievanceStatusView) : undefined;
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("grievance.statusTitle")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("grievance.statusIntro")}</p>
      <Form
        method="post"
        {...getFormProps(form)}
        noValidate
        className="mt-6 grid gap-5 rounded-lg border border-hairline bg-card p-4 sm:p-6"
      >
        <FormErrors errors={form.errors} />
        <TextField
          field={fields.reference}
          label={t("grievance.fields.reference")}
          hint={t("grievance.hints.reference")}
        />
        <TextField field={fields.email} label={t("grievance.fields.email")} type="email" autoComplete="email" />
        <div>
          <SubmitButton busy={navigation.state === "submitting"}>{t("grievance.checkStatus")}</SubmitButton>
        </div>
      </Form>
      {grievance ? (
        <section aria-labelledby="status-result" className="mt-8 rounded-lg border border-hairline bg-card p-4 sm:p-6">
          <h2 id="status-result" className="text-h4 font-bold text-slate-900">
            <span className="font-mono">{grievance.reference}</span>
          </h2>
          <dl className="mt-3 grid gap-3 sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="font-semibold">{t("grievance.fields.subject")}</dt>
            <dd>{grievance.subject}</dd>
            <dt className="font-semibold">{t("grievance.statusLabel")}</dt>
            <dd data-testid="grievance-status">
              <Badge tone={grievance.status === "resolved" ? "success" : "accent"}>
                {t(`grievance.statuses.${grievance.status}`)}
              </Badge>
            </dd>
            <dt className="font-semibold">{t("grievance.submittedOn")}</dt>
            <dd>{formatDate(grievance.created_at, language)}</dd>
            <dt className="font-semibold">{t("grievance.reply")}</dt>
            <dd>{grievance.public_reply ?? t("grievance.noReply")}</dd>
          </dl>
        </section>
      ) : null}
      <p className="mt-8">
        <LocalLink to={pagePath("grievanceForm")} className="text-brand underline">
          {t("grievance.formLink")}
        </LocalLink>
      </p>
    </main>
  );
}
