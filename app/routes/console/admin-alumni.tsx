import { AlumniRegistrations } from "#app/features/console/alumni/alumni.tsx";
import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { adminRoles } from "#app/features/console/shell/session.ts";

/** /admin/alumni: alumni registrations to review, for admins. */
const route = consoleRoute({ title: "console.alumni.title", roles: adminRoles, body: <AlumniRegistrations /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
