import { consoleRoute } from "#app/features/console/console-route.tsx";
import { NoticeTable } from "#app/features/console/notice-table.tsx";
import { publisherRoles } from "#app/features/console/session.ts";
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
