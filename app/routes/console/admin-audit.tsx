import type { Route } from "./+types/admin-audit";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { AuditLog } from "../../features/console/audit-log.tsx";
import { adminRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.audit.title"));
}

/** /admin/audit: the audit log, for admins. */
export default function AdminAudit() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={adminRoles} title={t("console.audit.title")}>
      <AuditLog />
    </ConsolePage>
  );
}
