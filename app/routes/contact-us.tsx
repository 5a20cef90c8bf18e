import type { Route } from "./+types/contact-us";
import { CampusDirectory } from "../features/contact/campus-directory.tsx";
import { loadInfoPage } from "../features/info-pages/info-page.server.ts";
import { InfoPageView, infoPageMeta, infoPageHandle } from "../features/info-pages/info-page-view.tsx";
import { requestContext } from "../request-context.ts";

export const handle = infoPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { ...(await loadInfoPage(request, services)), campuses: await services.campus.list() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoPageMeta(loaderData);
}

/** Contact us: the offices' addresses from the content file, then every campus from the database. */
export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPageView page={loaderData}>
      <CampusDirectory campuses={loaderData.campuses} />
    </InfoPageView>
  );
}
