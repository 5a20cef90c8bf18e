import { CircleCheck } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/subscription-confirm";
import { subscriptionBoards } from "#common/notice-subscriptions.ts";
import { perViewFormHeaders } from "../features/forms/form-submission.server.ts";
import { SubmitButton } from "../features/forms/form-parts.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";

export const handle = { messages: ["forms", "notices"] } satisfies MessagesHandle;

/** Whether the link (`?token=`) still works, and for which board: the page offers its button only then. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, ...(await context.get(requestContext).services.subscriptions.confirmationLink(token)) };
}

/** The link's own page, never kept by a cache: what it says changes once the link is used. */
export const headers = perViewFormHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData().catch(() => new FormData())).get("token") ?? "");
  return context.get(requestContext).services.subscriptions.confirm(token);
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [...pageMeta(t("notices.subscription.confirmTitle")), { name: "robots", content: "noindex" }];
}

/**
 * /subscriptions/confirm?token=…: where the message that confirms a board's subscription leads
 * (decision 0205). Opening it confirms nothing (a mail scanner may open it); the button does.
 */
export default function SubscriptionConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const confirmed = useActionData<typeof action>();
  const { state, board } = confirmed ?? loaderData;
  const boardName = board ? t(`notices.subscription.boards.${board}`) : "";
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("notices.subscription.confirmTitle")}</h1>
      {state === "valid" && !confirmed ? (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-slate-700">{t("notices.subscription.confirmIntro", { board: boardName })}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton busy={navigation.state === "submitting"}>
            {t("notices.subscription.confirmSubmit")}
          </SubmitButton>
        </Form>
      ) : state === "valid" ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-md border border-green-700 bg-green-50 p-4 font-semibold text-green-900"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {t("notices.subscription.confirmed", { board: boardName })}
        </p>
      ) : (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
          {t(`notices.subscription.${state}`)}
        </p>
      )}
      {board ? (
        <p className="mt-4">
          <LocalLink to={subscriptionBoards[board].path} className="text-brand underline">
            {t("notices.subscription.goToBoard", { board: boardName })}
          </LocalLink>
        </p>
      ) : null}
    </main>
  );
}
