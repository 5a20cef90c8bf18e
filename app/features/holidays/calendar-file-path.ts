/** Where the holiday calendar's iCalendar file is, beside the page (`/hi/…` for the Hindi one). */
export const holidayCalendarFilePath = "/holiday-calendar.ics";
