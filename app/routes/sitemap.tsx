import type { Route } from "./+types/sitemap";
import { loadInfoPage } from "../features/info-pages/info-page.server.ts";
import { InfoPageView, infoPageMeta, infoPageHandle } from "../features/info-pages/info-page-view.tsx";
import { SitemapTree } from "../features/info-pages/sitemap-tree.tsx";

export const handle = infoPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  return loadInfoPage(request);
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
