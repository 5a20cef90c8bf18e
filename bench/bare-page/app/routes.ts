import type { RouteConfig } from "@react-router/dev/routes";

/** The root route alone: its heading is the whole page. */
export default [] satisfies RouteConfig;
