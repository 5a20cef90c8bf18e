import type { Route } from "./+types/holiday-calendar";
import { HolidayCalendar } from "../features/holidays/holiday-calendar.tsx";
import { loadInfoPage } from "../features/info-pages/info-page.server.ts";
import { InfoPageView, infoPageMeta, infoPageHandle } from "../features/info-pages/info-page-view.tsx";
import { requestContext } from "../request-context.ts";

export const handle = infoPageHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const [page, calendar] = await Promise.all([loadInfoPage(request, services), services.holidays.calendar()]);
  return { ...page, calendar };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return infoPageMeta(loaderData);
}

/** The year's holidays, as staff keep them in the console: the page's text, then the list and the month grids. */
export default function HolidayCalendarPage({ loaderData }: Route.ComponentProps) {
  return (
    <InfoPageView page={loaderData}>
      <HolidayCalendar calendar={loaderData.calendar} />
    </InfoPageView>
  );
}
