import type { Route } from "./+types/sitemap";
import { loadInfoPage } from "../features/info-pages/info-page.server.ts";
import { InfoPageView, infoPageMeta, infoPageHandle } from "../features/info-pages/info-page-view.tsx";
import { SitemapTree } from "../features/info-pages/sitemap-tree.tsx";
import { requestContext } from "../request-context.ts";

export const handle = infoPageHandle;

export function loader({ request, context }: Route.LoaderArgs) {
  return loadInfoPage(request, context.get(requestContext).services);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoPageMeta(loaderData);
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPageView page={loaderData}>
      <SitemapTree />
    </InfoPageView>
  );
}
