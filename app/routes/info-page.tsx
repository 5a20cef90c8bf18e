import type { Route } from "./+types/info-page";
import { loadInfoPage } from "../features/info-pages/info-page.server.ts";
import { InfoPageView, infoPageMeta, infoPageHandle } from "../features/info-pages/info-page-view.tsx";
import { requestContext } from "../request-context.ts";

export const handle = infoPageHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context.get(requestContext).services);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoPageMeta(loaderData);
}

/** A page of text from the content folder (about, academics, admission, student life, policies). */
export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView page={loaderData} />;
}
