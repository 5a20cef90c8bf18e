import { generatePath, matchPath } from "react-router";
import { pageRegistry, type PageEntry } from "#common/pages.ts";
import { pageModule } from "#common/page-lookup.ts";
import { withoutLanguage } from "./i18n/language.ts";
import { followPaths } from "./features/notices/feed-paths.ts";

/** A page of the site: its path as the specification spells it, and its route module. */
export type PageRoute = { path: string; file: string; id?: string };

const served = pageRegistry.filter((page: PageEntry) => pageModule(page));
const sharedModules = new Set(
  served.map((page) => pageModule(page)!).filter((file, index, files) => files.indexOf(file) !== index),
);

/**
 * Every page of the registry (common/pages.ts), each served at its English path and again under
 * /hi/ (routes.ts); then the page of every notice feed (features/notices/feed-paths.ts). A module
 * that serves several pages needs an id of its own for each route.
 */
export const pageRoutes: ReadonlyArray<PageRoute> = [
  ...served.map((page): PageRoute => {
    const file = pageModule(page)!;
    return sharedModules.has(file)
      ? { path: page.path, file, id: `${page.name}${page.path}` }
      : { path: page.path, file };
  }),
  ...followPaths.map((path) => ({ path, file: "routes/follow.tsx", id: `follow${path}` })),
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
