import type { Route } from "./+types/admin-profile";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { FacultyProfileEditor } from "../../features/console/faculty-profile.tsx";
import { facultyRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.profile.title"));
}

/** /admin/profile: a faculty member's own profile, and a head's department overview. */
export default function AdminProfile() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={facultyRoles} title={t("console.profile.title")}>
      <FacultyProfileEditor />
    </ConsolePage>
  );
}
