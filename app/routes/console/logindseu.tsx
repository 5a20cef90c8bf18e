import { consoleMailHandle, consoleMeta } from "#app/features/console/shell/console-meta.ts";
import { LoginPage } from "#app/features/console/sign-in/login-page.tsx";

export const handle = consoleMailHandle;
export const meta = consoleMeta("console.login.facultyTitle");

/** /logindseu: faculty members sign in. */
export default function FacultyLogin() {
  return <LoginPage portal="faculty" />;
}
