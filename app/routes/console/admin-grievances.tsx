import { consoleRoute } from "#app/features/console/console-route.tsx";
import { Grievances } from "#app/features/console/grievances.tsx";
import { adminRoles } from "#app/features/console/session.ts";

/** /admin/grievances: grievances to handle, for admins. */
const route = consoleRoute({ title: "console.grievances.title", roles: adminRoles, body: <Grievances /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
