import { consoleRoute } from "#app/features/console/console-route.tsx";
import { publisherRoles } from "#app/features/console/session.ts";
import { UploadForm } from "#app/features/console/uploads.tsx";
import { useNoticeViews } from "./notice-views.tsx";

function Upload() {
  return <UploadForm previewRow={useNoticeViews().previewRow} />;
}

/** /admin/uploads: publish a notice. */
const route = consoleRoute({ title: "console.uploads.title", roles: publisherRoles, body: <Upload /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
