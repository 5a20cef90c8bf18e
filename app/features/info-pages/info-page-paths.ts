/**
 * Pages whose whole text comes from a content file, spelt as the specification
 * spells them. Each is served by routes/info-page.tsx; its text lives in
 * content/<language>/<path in lower case>.md.
 */
export const infoPagePaths = [
  "/about-us/About-the-University",
  "/about-us/Vision-and-Mission",
  "/about-us/history",
  "/about-us/annualReport",
  "/academics/regulations",
  "/academics/collaboration",
  "/academics/IQAC",
  "/academics/academic-calendar",
  "/academics/academicAdministration",
  "/admission",
  "/admission/guidelines",
  "/admission/refund-policy",
  "/admission/process-and-guidelines",
  "/placement",
  "/ncc",
  "/amenities/Sports",
  "/amenities/Library",
  "/amenities/Equal-Opportunity",
  "/amenities/ICC",
  "/amenities/Anti-Ragging",
  "/amenities/Scholarship",
  "/Entrepreneurship",
  "/administration/administrative",
  "/administration/administrative/board-of-management",
  "/administration/administrative/statutory-bodies",
  "/administration/administrative/team-DSEU",
  "/administration/administrative/Statutes",
  "/administration/administrative/advisory-board",
  "/administration/administrative/employee-policy",
  // The pages the Guidelines for Indian Government Websites ask for.
  "/help",
  "/accessibility-statement",
  "/privacy-policy",
  "/terms-of-use",
  "/copyright-policy",
  "/hyperlinking-policy",
  "/content-archival-policy",
] as const;

/** Pages with content files and a part of their own beside the text. */
export const holidayCalendarPath = "/holiday-calendar";
export const contactPath = "/contact-us";
export { sitemapPath } from "#app/shared/navigation.ts";
