import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import { boardSubscriptionSchema } from "#common/forms/subscription.ts";
import type { SubscriptionBoard } from "#common/notice-subscriptions.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { FormErrors, SubmitButton, TextField } from "./form-parts.tsx";

type Answer = { result?: SubmissionResult<string[]>; subscribed?: boolean } | undefined;

/**
 * "New notices by email" under a board (decision 0205): a form that works without scripts,
 * posted to the board's own page, which answers the same whatever the address.
 */
export function BoardSubscription({ board }: { board: SubscriptionBoard }) {
  const { t } = useI18n();
  const answer = useActionData() as Answer;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "board-subscription",
    lastResult: navigation.state === "idle" ? answer?.result : undefined,
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: boardSubscriptionSchema }),
  });
  return (
    <section
      aria-labelledby="board-subscription-heading"
      className="mt-10 max-w-2xl rounded-lg border border-hairline bg-card p-4 sm:p-6"
    >
      <h2 id="board-subscription-heading" className="text-h3 font-bold text-slate-900">
        {t("notices.subscription.title", { board: t(`notices.subscription.boards.${board}`) })}
      </h2>
      <p className="mt-2 text-slate-700">{t("notices.subscription.intro")}</p>
      {answer?.subscribed ? (
        <p role="status" className="mt-4 rounded-md border border-green-700 bg-green-50 p-4 text-green-900">
          {t("notices.subscription.sent")}
        </p>
      ) : (
        <Form method="post" {...getFormProps(form)} noValidate className="mt-4 grid gap-4">
          <FormErrors errors={form.errors} />
          <TextField field={fields.email} label={t("notices.subscription.email")} type="email" autoComplete="email" />
          <div>
            <SubmitButton busy={navigation.state === "submitting"}>{t("notices.subscription.submit")}</SubmitButton>
          </div>
        </Form>
      )}
    </section>
  );
}
