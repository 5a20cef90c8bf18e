import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { PageEditorConsole } from "#app/features/console/pages/page-editor.tsx";

/** /admin/pages: the information pages' text, for admins and editors (an editor changes the groups given to them). */
const route = consoleRoute({
  title: "console.pages.title",
  roles: ["admin", "editor"],
  body: <PageEditorConsole />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
