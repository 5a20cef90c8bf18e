import { type RouteConfig, route } from "@react-router/dev/routes";
import { feedPaths } from "./features/notices/feed-paths.ts";
import { pageRoutes } from "./page-routes.ts";

export default [
  // "hi?" is an optional segment: one route serves /courses and /hi/courses alike.
  ...pageRoutes.map(({ path, file, id }) => {
    const localizedPath = `hi?${path === "/" ? "" : path}`;
    return id ? route(localizedPath, file, { id }) : route(localizedPath, file);
  }),
  route("preferences", "routes/preferences.ts"),
  route("event-popup", "routes/event-popup.ts"),
  // One module serves every notice feed, in both languages; each route needs an id of its own.
  ...feedPaths.map((path) => route(`hi?${path}`, "routes/notice-feed.ts", { id: `notice-feed${path}` })),
  route("hi?/holiday-calendar.ics", "routes/holiday-calendar-ics.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
