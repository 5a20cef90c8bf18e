import type { Route } from "./+types/admin-accounts";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { StaffAccounts } from "../../features/console/staff-accounts.tsx";
import { adminRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.accounts.title"));
}

/** /admin/accounts: staff accounts, for admins. */
export default function AdminAccounts() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={adminRoles} title={t("console.accounts.title")}>
      <StaffAccounts />
    </ConsolePage>
  );
}
