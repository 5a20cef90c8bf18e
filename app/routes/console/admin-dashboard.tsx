import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { Dashboard } from "#app/features/console/dashboard/dashboard.tsx";
import { publisherRoles } from "#app/features/console/shell/session.ts";

/** /admin/dashboard: counts per section, recent activity and quick links. */
const route = consoleRoute({ title: "console.dashboard.title", roles: publisherRoles, body: <Dashboard /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
