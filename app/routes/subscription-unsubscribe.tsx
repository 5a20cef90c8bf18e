import { CircleCheck } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/subscription-unsubscribe";
import type { SubscriptionBoard } from "#common/notice-subscriptions.ts";
import { perViewFormHeaders } from "../features/forms/form-submission.server.ts";
import { SubmitButton } from "../features/forms/form-parts.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";

export const handle = { messages: ["forms", "notices"] } satisfies MessagesHandle;

type Subscription = { board: SubscriptionBoard; email: string } | null;

/** The subscription the link (`?token=`) ends, while it lasts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscription = await context.get(requestContext).services.subscriptions.subscriptionOf(token);
  return { token, subscription: (subscription ?? null) as Subscription };
}

export const headers = perViewFormHeaders;

/** The button's post: the subscription ends (and is deleted). */
export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData().catch(() => new FormData())).get("token") ?? "");
  const ended = await context.get(requestContext).services.subscriptions.unsubscribe(token);
  return { ended: (ended ?? null) as Subscription };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [...pageMeta(t("notices.subscription.unsubscribeTitle")), { name: "robots", content: "noindex" }];
}

/**
 * /subscriptions/unsubscribe?token=…: the link in every message of a board (decision 0205). Its
 * button stops them; mail programs do the same in one click through the API.
 */
export default function SubscriptionUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const answer = useActionData<typeof action>();
  const subscription = answer ? answer.ended : loaderData.subscription;
  const words = subscription
    ? { board: t(`notices.subscription.boards.${subscription.board}`), email: subscription.email }
    : null;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("notices.subscription.unsubscribeTitle")}</h1>
      {!words ? (
        <p role="alert" className="mt-4 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
          {t("notices.subscription.ended")}
        </p>
      ) : answer ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-md border border-green-700 bg-green-50 p-4 font-semibold text-green-900"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {t("notices.subscription.unsubscribed", words)}
        </p>
      ) : (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-slate-700 break-words">{t("notices.subscription.unsubscribeIntro", words)}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton busy={navigation.state === "submitting"}>
            {t("notices.subscription.unsubscribeSubmit")}
          </SubmitButton>
        </Form>
      )}
    </main>
  );
}
