import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { FacultyConsole } from "#app/features/console/people/faculty-console.tsx";

/** /admin/faculty: faculty records, one by one or from a CSV file with a preview (admins). */
const route = consoleRoute({
  title: "console.faculty.title",
  roles: ["admin"],
  body: <FacultyConsole />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
