import { consoleRoute } from "#app/features/console/shell/console-route.tsx";
import { FacultyProfileEditor } from "#app/features/console/people/faculty-profile.tsx";
import { facultyRoles } from "#app/features/console/shell/session.ts";

/** /admin/profile: a faculty member's own profile, and a head's department overview. */
const route = consoleRoute({ title: "console.profile.title", roles: facultyRoles, body: <FacultyProfileEditor /> });

export const handle = route.handle;
export const meta = route.meta;
export default route.ConsoleRoute;
