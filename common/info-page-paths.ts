/** The pages the Guidelines for Indian Government Websites ask for. */
export const gigwPagePaths = [
  "/help",
  "/accessibility-statement",
  "/privacy-policy",
  "/terms-of-use",
  "/copyright-policy",
  "/hyperlinking-policy",
  "/content-archival-policy",
] as const;

/**
 * Pages whose whole text comes from a content file, spelt as the specification
 * spells them. Each is served by app/routes/info-page.tsx; its text lives in
 * content/<language>/<path in lower case>.md, and the server names it by that lower-case path.
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
  ...gigwPagePaths,
] as const;

const spellings = new Map<string, string>(infoPagePaths.map((path) => [path.toLowerCase(), path]));

/**
 * A page's path as the site spells it, its canonical address (`/amenities/anti-ragging` →
 * `/amenities/Anti-Ragging`): the content files and the committees' lists name pages in lower case.
 * Any other path is given back as it is.
 */
export function spelledPagePath(path: string): string {
  return spellings.get(path.toLowerCase()) ?? path;
}
