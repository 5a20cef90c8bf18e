import { consoleRoute } from "#app/features/console/console-route.tsx";
import { NoticeTable } from "#app/features/console/notice-table.tsx";
import { publisherRoles } from "#app/features/console/session.ts";

/** /admin/view-pdfs: current notices, to edit, archive or delete. */
const route = consoleRoute({
  title: "console.list.title",
  roles: publisherRoles,
  body: <NoticeTable state="current" />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
