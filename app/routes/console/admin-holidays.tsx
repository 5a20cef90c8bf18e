import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { HolidayEditor } from "#app/features/console/holidays/holiday-editor.tsx";

/** /admin/holidays: the holiday calendar per year, for admins and editors of the academic pages. */
const route = consoleRoute({
  title: "console.holidayEditor.title",
  roles: ["admin", "editor"],
  body: <HolidayEditor />,
});

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
