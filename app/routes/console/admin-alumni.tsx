import type { Route } from "./+types/admin-alumni";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { AlumniRegistrations } from "../../features/console/alumni.tsx";
import { adminRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.alumni.title"));
}

/** /admin/alumni: alumni registrations to review, for admins. */
export default function AdminAlumni() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={adminRoles} title={t("console.alumni.title")}>
      <AlumniRegistrations />
    </ConsolePage>
  );
}
