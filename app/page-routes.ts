import { generatePath, matchPath } from "react-router";
import { withoutLanguage } from "./i18n/language.ts";
import { officialPages } from "./features/officials/officials.ts";
import { contactPath, holidayCalendarPath, infoPagePaths, sitemapPath } from "./features/info-pages/info-page-paths.ts";
import { noticeBoards } from "./features/notices/boards.ts";
import { followPaths } from "./features/notices/feed-paths.ts";
import { underConstructionPaths } from "./features/info-pages/under-construction-pages.ts";

/** A page of the site: its path as the specification spells it, and its route module. */
export type PageRoute = { path: string; file: string; id?: string };

/**
 * Every page, each served at its English path and again under /hi/ (routes.ts).
 * The spellings here are the canonical URLs: paths match in any case and with
 * a trailing slash, and each page declares the spelling below as canonical.
 */
export const pageRoutes: ReadonlyArray<PageRoute> = [
  { path: "/", file: "routes/home.tsx" },
  { path: "/screen-reader-access", file: "routes/screen-reader-access.tsx" },
  { path: "/courses", file: "routes/courses.tsx" },
  { path: "/courses/:programLevel", file: "routes/courses.tsx", id: "courses-by-level" },
  { path: "/programs/:id", file: "routes/program.tsx" },
  { path: "/academics/faculty", file: "routes/faculty-directory.tsx" },
  { path: "/faculty/:id", file: "routes/faculty-profile.tsx" },
  { path: "/dept/:id", file: "routes/department.tsx" },
  { path: "/campus/zone/:zone", file: "routes/campus-zone.tsx" },
  { path: "/campus/:name", file: "routes/campus.tsx" },
  ...officialPages.map(({ path, office }) => ({ path, file: "routes/official.tsx", id: `official-${office}${path}` })),
  // One module serves every page of text from the content folder; each route needs an id of its own.
  ...infoPagePaths.map((path) => ({ path, file: "routes/info-page.tsx", id: `info-page${path}` })),
  { path: holidayCalendarPath, file: "routes/holiday-calendar.tsx" },
  { path: contactPath, file: "routes/contact-us.tsx" },
  { path: sitemapPath, file: "routes/sitemap.tsx" },
  // One module serves every notice board with a fixed path (features/notices/boards.ts).
  ...noticeBoards.map(({ path }) => ({ path, file: "routes/notice-board.tsx", id: `notice-board${path}` })),
  { path: "/notices/:id", file: "routes/notice-reading.tsx" },
  // One module serves the page of every notice feed (features/notices/feed-paths.ts).
  ...followPaths.map((path) => ({ path, file: "routes/follow.tsx", id: `follow${path}` })),
  { path: "/recruitment", file: "routes/recruitment.tsx" },
  { path: "/recruitment/archive/:category", file: "routes/recruitment-archive.tsx" },
  { path: "/search", file: "routes/search.tsx" },
  { path: "/grievance-form", file: "routes/grievance-form.tsx" },
  { path: "/grievance-status", file: "routes/grievance-status.tsx" },
  { path: "/alumni", file: "routes/alumni.tsx" },
  { path: "/alumni/confirm", file: "routes/alumni-confirm.tsx" },
  { path: "/subscriptions/confirm", file: "routes/subscription-confirm.tsx" },
  { path: "/subscriptions/unsubscribe", file: "routes/subscription-unsubscribe.tsx" },
  { path: "/admin-login", file: "routes/console/admin-login.tsx" },
  { path: "/logindseu", file: "routes/console/logindseu.tsx" },
  { path: "/set-password", file: "routes/console/set-password.tsx" },
  { path: "/admin/dashboard", file: "routes/console/admin-dashboard.tsx" },
  { path: "/admin/uploads", file: "routes/console/admin-uploads.tsx" },
  { path: "/admin/view-pdfs", file: "routes/console/admin-view-pdfs.tsx" },
  { path: "/admin/archive-uploads", file: "routes/console/admin-archive-uploads.tsx" },
  { path: "/admin/accounts", file: "routes/console/admin-accounts.tsx" },
  { path: "/admin/audit", file: "routes/console/admin-audit.tsx" },
  { path: "/admin/pages", file: "routes/console/admin-pages.tsx" },
  { path: "/admin/faculty", file: "routes/console/admin-faculty.tsx" },
  { path: "/admin/programmes", file: "routes/console/admin-programmes.tsx" },
  { path: "/admin/home", file: "routes/console/admin-home.tsx" },
  { path: "/admin/officials", file: "routes/console/admin-officials.tsx" },
  { path: "/admin/campuses", file: "routes/console/admin-campuses.tsx" },
  { path: "/admin/holidays", file: "routes/console/admin-holidays.tsx" },
  { path: "/admin/grievances", file: "routes/console/admin-grievances.tsx" },
  { path: "/admin/alumni", file: "routes/console/admin-alumni.tsx" },
  { path: "/admin/outbox", file: "routes/console/admin-outbox.tsx" },
  { path: "/admin/profile", file: "routes/console/admin-profile.tsx" },
  // One module serves every page still under construction; a route needs an id of its own.
  ...underConstructionPaths.map((path) => ({
    path,
    file: "routes/under-construction.tsx",
    id: `under-construction${path}`,
  })),
];

/** The English, canonical spelling of a page's path (`/Courses/` → `/courses`); unknown paths pass through. */
export function canonicalPath(pathname: string): string {
  const english = withoutLanguage(pathname).replace(/(.)\/+$/, "$1");
  for (const { path } of pageRoutes) {
    const match = matchPath({ path, caseSensitive: false, end: true }, english);
    if (match) return generatePath(path, match.params);
  }
  return english;
}
