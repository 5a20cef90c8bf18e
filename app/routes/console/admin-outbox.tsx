import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { Outbox } from "#app/features/console/outbox/outbox.tsx";
import { adminRoles } from "#app/features/console/shell/session.ts";

/** /admin/outbox: the messages the site sends, for admins (decision 0200). */
const route = consoleRoute({
  title: "mail.outbox.title",
  roles: adminRoles,
  body: <Outbox />,
  messages: ["mail"],
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
