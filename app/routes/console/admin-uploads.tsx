import { consoleRoute } from "#app/features/console/console-route.tsx";
import { publisherRoles } from "#app/features/console/session.ts";
import { UploadForm } from "#app/features/console/uploads.tsx";

/** /admin/uploads: publish a notice. */
const route = consoleRoute({ title: "console.uploads.title", roles: publisherRoles, body: <UploadForm /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
