import { committeeOfPage } from "#common/api/officials.ts";
import type { Route } from "./+types/info-page";
import { loadInfoPage } from "../features/info-pages/info-page.server.ts";
import { InfoPageView, infoPageMeta, infoPageHandle } from "../features/info-pages/info-page-view.tsx";
import { CommitteeMembers } from "../features/officials/committee-members.tsx";
import type { MessagesHandle } from "../i18n/i18n.tsx";
import { requestContext } from "../request-context.ts";

// The officials' words too: the pages of the IQAC, the ICC and the anti-ragging squad list their members.
export const handle = { messages: [...infoPageHandle.messages, "officials"] } satisfies MessagesHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const page = await loadInfoPage(request, services);
  const key = committeeOfPage(page.path);
  return { ...page, committee: key ? await services.officials.committee(key) : null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoPageMeta(loaderData);
}

/** A page of text (about, academics, admission, student life, policies), and a committee's members where it has some. */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPageView page={loaderData}>
      {loaderData.committee ? <CommitteeMembers committee={loaderData.committee} /> : null}
    </InfoPageView>
  );
}
