import type { Route } from "./+types/holiday-calendar";
import { HolidayCalendar } from "../features/holidays/holiday-calendar.tsx";
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

/** The year's holidays: the page's text, then the list and the month grids. */
export default function HolidayCalendarPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPageView page={loaderData}>
      <HolidayCalendar />
    </InfoPageView>
  );
}
