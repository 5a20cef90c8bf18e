import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { OfficialsEditor } from "#app/features/console/people/officials-editor.tsx";

/** /admin/officials: the officers and the committees' members, for admins and editors of the pages that show them. */
const route = consoleRoute({ title: "console.people.title", roles: ["admin", "editor"], body: <OfficialsEditor /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
