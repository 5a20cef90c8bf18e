import type { Route } from "./+types/admin-login";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { LoginPage } from "../../features/console/login-page.tsx";
import { pageMessages } from "../../i18n/catalogue.server.ts";
import { metaTranslator } from "../../i18n/meta.ts";

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pageMessages(request, ["console"]) };
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.login.adminTitle"));
}

/** /admin-login: administrators and editors sign in. */
export default function AdminLogin() {
  return <LoginPage portal="admin" />;
}
