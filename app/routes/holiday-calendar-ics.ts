import type { Route } from "./+types/holiday-calendar-ics";
import { calendarHolidays, holidayCalendarFile } from "../features/holidays/holiday-ical.server.ts";
import { languageOfPath } from "../i18n/language.ts";

/**
 * The holiday calendar as an iCalendar file, `/holiday-calendar.ics` and `/hi/holiday-calendar.ics`:
 * the holidays the calendar page shows, named in the path's language first. Kept in the page
 * cache like a page (server/delivery/page-cache.ts).
 */
export function loader({ url }: Route.LoaderArgs) {
  const file = holidayCalendarFile(calendarHolidays(), languageOfPath(url.pathname), new Date());
  return new Response(file, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="dseu-holidays.ics"',
    },
  });
}
