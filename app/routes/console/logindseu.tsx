import type { Route } from "./+types/logindseu";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { LoginPage } from "../../features/console/login-page.tsx";
import { metaTranslator } from "../../i18n/meta.ts";
import type { MessagesHandle } from "../../i18n/i18n.tsx";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.login.facultyTitle"));
}

/** /logindseu: faculty members sign in. */
export default function FacultyLogin() {
  return <LoginPage portal="faculty" />;
}
