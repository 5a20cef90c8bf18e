import { CampusEditor } from "#app/features/console/campuses/campus-editor.tsx";
import { consoleRoute } from "#app/features/console/shell/console-route.tsx";

/** /admin/campuses: a campus's details and programmes, for admins and the editors given that campus. */
const route = consoleRoute({ title: "console.campusEditor.title", roles: ["admin", "editor"], body: <CampusEditor /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
