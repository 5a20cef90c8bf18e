import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { ProgrammeEditor } from "#app/features/console/programmes/programme-editor.tsx";

/** /admin/programmes: a programme's names, facts and structure (admins, and editors given the academic pages). */
const route = consoleRoute({
  title: "console.programmes.title",
  roles: ["admin", "editor"],
  body: <ProgrammeEditor />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
