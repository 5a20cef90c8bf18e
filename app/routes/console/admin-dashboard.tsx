import type { Route } from "./+types/admin-dashboard";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { Dashboard } from "../../features/console/dashboard.tsx";
import { publisherRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.dashboard.title"));
}

/** /admin/dashboard: counts per section, recent activity and quick links. */
export default function AdminDashboard() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={publisherRoles} title={t("console.dashboard.title")}>
      <Dashboard />
    </ConsolePage>
  );
}
