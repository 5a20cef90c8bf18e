import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { underConstructionPaths } from "./routes/under-construction-pages.ts";

export default [
  index("routes/home.tsx"),
  // One module serves every page still under construction; a route needs an id of its own.
  ...underConstructionPaths.map((path) =>
    route(path, "routes/under-construction.tsx", { id: `under-construction${path}` }),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
