import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { adminRoles } from "#app/features/console/shell/session.ts";
import { StaffAccounts } from "#app/features/console/accounts/staff-accounts.tsx";

/** /admin/accounts: staff accounts, for admins (the grievance form's name of the head office too, and the invitations' words). */
const route = consoleRoute({
  title: "console.accounts.title",
  roles: adminRoles,
  body: <StaffAccounts />,
  messages: ["grievance", "mail"],
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
