import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CircleCheck } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/alumni";
import { alumniSchema, firstPassingYear } from "#common/forms/alumni.ts";
import { registerAlumni } from "../features/forms/alumni-action.server.ts";
import { perViewFormHeaders, whileTheDatabaseAnswers } from "../features/forms/form-submission.server.ts";
import { ConsentField, FormErrors, SubmitButton, TextField } from "../features/forms/form-parts.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["forms", "alumni"] } satisfies MessagesHandle;

export function loader() {
  return {
    token: crypto.randomUUID(),
    currentYear: new Date().getFullYear(),
  };
}

export const headers = perViewFormHeaders;

export function action({ request, context }: Route.ActionArgs) {
  const requestContextValue = context.get(requestContext);
  return whileTheDatabaseAnswers(requestContextValue, () => registerAlumni(request, requestContextValue));
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t("alumni.title"), t("alumni.metaDescription"));
}

/** The alumni page and its registration form. */
export default function Alumni({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const schema = alumniSchema(loaderData.currentYear);
  const [form, fields] = useForm({
    id: "alumni",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const registered = actionData && "registered" in actionData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("alumni.title")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("alumni.intro")}</p>
      <ul className="mt-4 list-disc space-y-1 pl-6 text-slate-700">
        <li>{t("alumni.benefit1")}</li>
        <li>{t("alumni.benefit2")}</li>
        <li>{t("alumni.benefit3")}</li>
      </ul>
      <section
        aria-labelledby="alumni-form-heading"
        className="mt-8 rounded-lg border border-hairline bg-card p-4 sm:p-6"
      >
        <h2 id="alumni-form-heading" className="text-h3 font-bold text-slate-900">
          {t("alumni.formTitle")}
        </h2>
        {registered ? (
          <div
            role="status"
            data-testid="alumni-registered"
            className="mt-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900"
          >
            <p className="flex items-center gap-2 font-semibold">
              <CircleCheck aria-hidden="true" className="size-5" />
              {t("alumni.received")}
            </p>
            <p className="mt-2">{t("alumni.confirmByMail")}</p>
            <p className="mt-2">{t("alumni.review")}</p>
            <p className="mt-3">
              <LocalLink to={pagePath("alumni")} reloadDocument className="text-brand underline">
                {t("alumni.another")}
              </LocalLink>
            </p>
          </div>
        ) : (
          <Form method="post" {...getFormProps(form)} noValidate className="mt-4 grid gap-5">
            <p className="text-sm text-slate-700">{t("forms.requiredNote")}</p>
            <FormErrors errors={form.errors} />
            <input type="hidden" name={fields.token.name} value={loaderData.token} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.name} label={t("alumni.fields.name")} autoComplete="name" />
              <TextField field={fields.email} label={t("alumni.fields.email")} type="email" autoComplete="email" />
              <TextField
                field={fields.programme}
                label={t("alumni.fields.programme")}
                hint={t("alumni.hints.programme")}
              />
              <TextField
                field={fields.yearOfPassing}
                label={t("alumni.fields.yearOfPassing")}
                hint={t("alumni.hints.yearOfPassing", { first: String(firstPassingYear) })}
                inputMode="numeric"
              />
            </div>
            <TextField
              field={fields.organisation}
              label={t("alumni.fields.organisation")}
              autoComplete="organization"
              required={false}
            />
            <ConsentField field={fields.consent} label={t("alumni.consent")} />
            <div>
              <SubmitButton busy={navigation.state === "submitting"}>{t("alumni.submit")}</SubmitButton>
            </div>
          </Form>
        )}
      </section>
    </main>
  );
}
