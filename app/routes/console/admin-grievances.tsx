import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { Grievances } from "#app/features/console/grievances/grievances.tsx";
import { grievanceHandlerRoles } from "#app/features/console/shell/session.ts";

/** /admin/grievances: grievances to handle, for admins and grievance officers (the form's names of categories too). */
const route = consoleRoute({
  title: "console.grievances.title",
  roles: grievanceHandlerRoles,
  body: <Grievances />,
  messages: ["grievance"],
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
