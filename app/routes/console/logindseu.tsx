import type { Route } from "./+types/logindseu";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { LoginPage } from "../../features/console/login-page.tsx";
import { pageMessages } from "../../i18n/catalogue.server.ts";
import { metaTranslator } from "../../i18n/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["console"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.login.facultyTitle"));
}

/** /logindseu: faculty members sign in. */
export default function FacultyLogin() {
  return <LoginPage portal="faculty" />;
}
