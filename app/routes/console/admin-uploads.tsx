import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { publisherRoles } from "#app/features/console/shell/session.ts";
import { UploadForm } from "#app/features/console/notices/uploads.tsx";
import { useNoticeViews } from "./notice-views.tsx";

function Upload() {
  return <UploadForm previewRow={useNoticeViews().previewRow} />;
}

/** /admin/uploads: publish a notice. */
const route = consoleRoute({ title: "console.uploads.title", roles: publisherRoles, body: <Upload /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
