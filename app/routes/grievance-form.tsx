import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CircleCheck } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/grievance-form";
import { campusFacts, type CampusFact } from "#common/campus-facts.ts";
import {
  grievanceCategories,
  grievanceFormCampuses,
  grievanceRoles,
  grievanceSchema,
} from "#common/forms/grievance.ts";
import { site } from "#common/site.ts";
import { perViewFormHeaders, whileTheDatabaseAnswers } from "../features/forms/form-submission.server.ts";
import { submitGrievance } from "../features/forms/grievance-action.server.ts";
import {
  ConsentField,
  FormErrors,
  SelectField,
  SubmitButton,
  TextField,
  useFieldError,
} from "../features/forms/form-parts.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import type { Language } from "../i18n/language.ts";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { FormField } from "#app/shared/ui/form-field.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localText } from "#app/shared/ui/record-name.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["forms", "grievance"] } satisfies MessagesHandle;

export function loader() {
  // A fresh idempotency token per page view: a double click or a resent post reuses it.
  return { token: crypto.randomUUID() };
}

export const headers = perViewFormHeaders;

export function action({ request, context }: Route.ActionArgs) {
  const requestContextValue = context.get(requestContext);
  return whileTheDatabaseAnswers(requestContextValue, () => submitGrievance(request, requestContextValue));
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t("grievance.title"), t("grievance.metaDescription"));
}

const campusesBySlug = new Map(campusFacts.map((campus) => [campus.slug, campus]));

/** A campus among the form's choices: its name in the page's language, marked when a Hindi page has only the English. */
function campusOption(slug: string, campus: CampusFact | undefined, language: Language) {
  const { text, lang } = campus ? localText(campus.name, campus.nameHi, language) : localText(slug, null, language);
  return { value: slug, label: text, lang };
}

/** The grievance form, its confirmation with the reference number, and the RTI information. */
export default function GrievanceForm({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "grievance",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: grievanceSchema }),
  });
  const errorOf = useFieldError();
  const reference = actionData && "reference" in actionData ? String(actionData.reference) : undefined;
  const attachmentError = errorOf(fields.attachment);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("grievance.title")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("grievance.intro")}</p>
      <p className="mt-2">
        <LocalLink to={pagePath("grievanceStatus")} className="text-brand underline">
          {t("grievance.statusLink")}
        </LocalLink>
      </p>
      <section
        aria-labelledby="grievance-heading"
        className="mt-8 rounded-lg border border-hairline bg-card p-4 sm:p-6"
      >
        <h2 id="grievance-heading" className="text-h3 font-bold text-slate-900">
          {t("grievance.formTitle")}
        </h2>
        {reference ? (
          <div role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
            <p className="flex items-center gap-2 font-semibold">
              <CircleCheck aria-hidden="true" className="size-5" />
              {t("grievance.received")}
            </p>
            <p className="mt-2">
              {t("grievance.referenceIs")}{" "}
              <strong data-testid="grievance-reference" className="font-mono text-lg">
                {reference}
              </strong>
            </p>
            <p className="mt-2">{t("grievance.keepReference")}</p>
            <p className="mt-3 flex flex-wrap gap-4">
              <LocalLink to={pagePath("grievanceStatus")} className="text-brand underline">
                {t("grievance.statusLink")}
              </LocalLink>
              {/* A full load: the new form needs a new idempotency token. */}
              <LocalLink to={pagePath("grievanceForm")} reloadDocument className="text-brand underline">
                {t("grievance.another")}
              </LocalLink>
            </p>
          </div>
        ) : (
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            noValidate
            className="mt-4 grid gap-5"
          >
            <p className="text-sm text-slate-700">{t("forms.requiredNote")}</p>
            <FormErrors errors={form.errors} />
            <input type="hidden" name={fields.token.name} value={loaderData.token} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.name} label={t("grievance.fields.name")} autoComplete="name" />
              <TextField field={fields.email} label={t("grievance.fields.email")} type="email" autoComplete="email" />
              <TextField
                field={fields.phone}
                label={t("grievance.fields.phone")}
                hint={t("grievance.hints.phone")}
                type="tel"
                autoComplete="tel"
              />
              <SelectField
                field={fields.role}
                label={t("grievance.fields.role")}
                options={grievanceRoles.map((role) => ({ value: role, label: t(`grievance.roles.${role}`) }))}
              />
              <SelectField
                field={fields.campus}
                label={t("grievance.fields.campus")}
                options={grievanceFormCampuses.map((campus) =>
                  campusOption(campus, campusesBySlug.get(campus), language),
                )}
              />
              <SelectField
                field={fields.category}
                label={t("grievance.fields.category")}
                options={grievanceCategories.map((category) => ({
                  value: category,
                  label: t(`grievance.categories.${category}`),
                }))}
              />
            </div>
            <TextField field={fields.subject} label={t("grievance.fields.subject")} />
            <TextField
              field={fields.description}
              label={t("grievance.fields.description")}
              hint={t("grievance.hints.description")}
              multiline
            />
            <FormField
              id={fields.attachment.id}
              label={t("grievance.fields.attachment")}
              hint={t("grievance.hints.attachment")}
              error={attachmentError}
            >
              {(control) => (
                <input
                  {...control}
                  key={fields.attachment.key}
                  name={fields.attachment.name}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                  className="min-h-11 w-full rounded-md border border-slate-400 bg-white p-2 text-base file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1"
                />
              )}
            </FormField>
            <ConsentField field={fields.consent} label={t("grievance.consent")} />
            <div>
              <SubmitButton busy={navigation.state === "submitting"}>{t("grievance.submit")}</SubmitButton>
            </div>
          </Form>
        )}
      </section>
      <RightToInformation />
    </main>
  );
}

/** The RTI part of the page: who answers requests and appeals, and how to apply. Office titles, not names. */
function RightToInformation() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="rti-heading" className="mt-10">
      <h2 id="rti-heading" className="text-h3 font-bold text-slate-900">
        {t("grievance.rti.title")}
      </h2>
      <p className="mt-3 max-w-prose text-slate-700">{t("grievance.rti.intro")}</p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-hairline bg-card p-4">
          <dt className="font-semibold text-slate-900">{t("grievance.rti.pioTitle")}</dt>
          <dd className="mt-1 text-slate-700">{t("grievance.rti.pio")}</dd>
        </div>
        <div className="rounded-lg border border-hairline bg-card p-4">
          <dt className="font-semibold text-slate-900">{t("grievance.rti.appellateTitle")}</dt>
          <dd className="mt-1 text-slate-700">{t("grievance.rti.appellate")}</dd>
        </div>
      </dl>
      <h3 className="mt-6 text-h4 font-bold text-slate-900">{t("grievance.rti.howTitle")}</h3>
      <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-700">
        <li>{t("grievance.rti.how1")}</li>
        <li>{t("grievance.rti.how2", { address: site.postalAddress })}</li>
        <li>
          {t("grievance.rti.how3")}{" "}
          <a href={`mailto:${site.rtiEmail}`} className="text-brand underline">
            {site.rtiEmail}
          </a>
        </li>
        <li>{t("grievance.rti.how4")}</li>
        <li>{t("grievance.rti.how5")}</li>
      </ol>
    </section>
  );
}
