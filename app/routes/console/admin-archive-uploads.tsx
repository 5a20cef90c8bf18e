import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { NoticeTable } from "#app/features/console/notices/notice-table.tsx";
import { publisherRoles } from "#app/features/console/shell/session.ts";
import { useNoticeViews } from "./notice-views.tsx";

function ArchivedNotices() {
  return <NoticeTable defaultState="archived" views={useNoticeViews()} />;
}

/** /admin/archive-uploads: the same list, archived notices first, to correct, restore or delete. */
const route = consoleRoute({
  title: "console.list.archiveTitle",
  roles: publisherRoles,
  body: <ArchivedNotices />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
