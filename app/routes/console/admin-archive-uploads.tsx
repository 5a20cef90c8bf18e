import { consoleRoute } from "#app/features/console/console-route.tsx";
import { NoticeTable } from "#app/features/console/notice-table.tsx";
import { publisherRoles } from "#app/features/console/session.ts";

/** /admin/archive-uploads: archived notices, to bring back or delete. */
const route = consoleRoute({
  title: "console.list.archiveTitle",
  roles: publisherRoles,
  body: <NoticeTable state="archived" />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
