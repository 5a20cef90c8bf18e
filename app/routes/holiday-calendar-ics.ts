import type { Route } from "./+types/holiday-calendar-ics";
import { holidayCalendarFile } from "../features/holidays/holiday-ical.server.ts";
import { languageOfPath } from "../i18n/language.ts";
import { requestContext } from "../request-context.ts";

/**
 * The holiday calendar as an iCalendar file, `/holiday-calendar.ics` and `/hi/holiday-calendar.ics`,
 * from the holiday service, named in the path's language first. Kept in the page cache like a
 * page, so an edit of the calendar makes it again (server/delivery/page-cache.ts).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const file = await holidayCalendarFile(services, languageOfPath(url.pathname), new Date());
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="dseu-holidays.ics"',
    },
  });
}
