import { isExternalPath, menuLinks } from "#app/shared/navigation.ts";
import { exploreLinks, policyLinks, quickLinks } from "#app/shared/footer-links.ts";
import { canonicalPath, pageRoutes } from "#app/page-routes.ts";
import { underConstructionPaths } from "./under-construction-pages.ts";

/**
 * Every public page's English path, once each in its canonical spelling: the
 * pages this site registers without parameters, and every page the menus and
 * the footer link to. Pages still under construction, the search results page, the feeds'
 * pages, the pages a mailed link opens and the staff console are left out (they ask search
 * engines not to index them).
 */
export function publicPaths(): string[] {
  const hidden = new Set<string>(
    [
      ...underConstructionPaths,
      "/search",
      "/alumni/confirm",
      "/subscriptions/confirm",
      "/subscriptions/unsubscribe",
    ].map((path) => path.toLowerCase()),
  );
  const candidates = [
    ...pageRoutes
      .filter((route) => !route.file.startsWith("routes/console/") && route.file !== "routes/follow.tsx")
      .map((route) => route.path)
      .filter((path) => !path.includes(":") && !path.includes("*")),
    ...menuLinks().map((link) => link.path),
    ...[...quickLinks, ...exploreLinks, ...policyLinks].map((link) => link.href),
  ];
  const seen = new Map<string, string>();
  for (const candidate of candidates) {
    if (isExternalPath(candidate)) continue;
    const path = canonicalPath(candidate);
    const key = path.toLowerCase();
    if (!hidden.has(key) && !seen.has(key)) seen.set(key, path);
  }
  return [...seen.values()];
}
