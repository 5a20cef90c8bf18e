import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { NoticeTable } from "#app/features/console/notices/notice-table.tsx";
import { publisherRoles } from "#app/features/console/shell/session.ts";
import { useNoticeViews } from "./notice-views.tsx";

function CurrentNotices() {
  return <NoticeTable defaultState="current" views={useNoticeViews()} />;
}

/** /admin/view-pdfs: the notices of every section the account edits, current ones first. */
const route = consoleRoute({
  title: "console.list.title",
  roles: publisherRoles,
  body: <CurrentNotices />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
