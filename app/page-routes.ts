import { generatePath, matchPath } from "react-router";
import { withoutLanguage } from "./i18n/language.ts";
import { underConstructionPaths } from "./routes/under-construction-pages.ts";

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
  { path: "/admin-login", file: "routes/console/admin-login.tsx" },
  { path: "/logindseu", file: "routes/console/logindseu.tsx" },
  { path: "/admin/dashboard", file: "routes/console/admin-dashboard.tsx" },
  { path: "/admin/uploads", file: "routes/console/admin-uploads.tsx" },
  { path: "/admin/view-pdfs", file: "routes/console/admin-view-pdfs.tsx" },
  { path: "/admin/archive-uploads", file: "routes/console/admin-archive-uploads.tsx" },
  { path: "/admin/accounts", file: "routes/console/admin-accounts.tsx" },
  { path: "/admin/audit", file: "routes/console/admin-audit.tsx" },
  { path: "/admin/grievances", file: "routes/console/admin-grievances.tsx" },
  { path: "/admin/alumni", file: "routes/console/admin-alumni.tsx" },
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
