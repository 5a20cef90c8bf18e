export { infoPagePaths } from "#common/info-page-paths.ts";

/** Pages with content files and a part of their own beside the text. */
export const holidayCalendarPath = "/holiday-calendar";
export const contactPath = "/contact-us";
export { sitemapPath } from "#app/shared/navigation.ts";
