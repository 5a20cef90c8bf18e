import { CircleCheck } from "lucide-react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/alumni-confirm";
import { perViewFormHeaders } from "../features/forms/form-submission.server.ts";
import { SubmitButton } from "../features/forms/form-parts.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["forms", "alumni"] } satisfies MessagesHandle;

/** Whether the link of the address (`?token=`) still works: the page offers its button only then. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, state: await context.get(requestContext).services.alumni.confirmationLink(token) };
}

/** The link's own page, never kept by a cache: what it says changes once the link is used. */
export const headers = perViewFormHeaders;

/** The button's post: confirms the registration the link was sent for, once. */
export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData().catch(() => new FormData())).get("token") ?? "");
  return { state: await context.get(requestContext).services.alumni.confirm(token) };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [...pageMeta(t("alumni.confirm.title")), { name: "robots", content: "noindex" }];
}

/**
 * /alumni/confirm?token=…: where the message sent to a registration's address leads (decision
 * 0204). Opening the link confirms nothing (a mail scanner may open it); its owner presses the
 * button, which posts the token. The page says when the link has been used or has expired.
 */
export default function AlumniConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const confirmed = useActionData<typeof action>();
  const state = confirmed?.state ?? loaderData.state;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("alumni.confirm.title")}</h1>
      {state === "valid" && !confirmed ? (
        <Form method="post" className="mt-4 space-y-4">
          <p className="text-slate-700">{t("alumni.confirm.intro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton busy={navigation.state === "submitting"}>{t("alumni.confirm.submit")}</SubmitButton>
        </Form>
      ) : state === "valid" ? (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-md border border-green-700 bg-green-50 p-4 font-semibold text-green-900"
        >
          <CircleCheck aria-hidden="true" className="size-5" />
          {t("alumni.confirm.done")}
        </p>
      ) : (
        <div role="alert" className="mt-4 space-y-3">
          <p className="rounded-md border border-red-700 bg-red-50 p-4 text-red-800">{t(`alumni.confirm.${state}`)}</p>
          <p>
            <LocalLink to={pagePath("alumni")} className="text-brand underline">
              {t("alumni.confirm.register")}
            </LocalLink>
          </p>
        </div>
      )}
    </main>
  );
}
