import { AuditLog } from "#app/features/console/audit/audit-log.tsx";
import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { adminRoles } from "#app/features/console/shell/session.ts";

/** /admin/audit: the audit log, for admins. */
const route = consoleRoute({ title: "console.audit.title", roles: adminRoles, body: <AuditLog /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
