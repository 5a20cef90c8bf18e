import type { Route } from "./+types/admin-grievances";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { Grievances } from "../../features/console/grievances.tsx";
import { adminRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.grievances.title"));
}

/** /admin/grievances: grievances to handle, for admins. */
export default function AdminGrievances() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={adminRoles} title={t("console.grievances.title")}>
      <Grievances />
    </ConsolePage>
  );
}
