import type { Route } from "./+types/admin-archive-uploads";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { NoticeTable } from "../../features/console/notice-table.tsx";
import { publisherRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.list.archiveTitle"));
}

/** /admin/archive-uploads: archived notices, to bring back or delete. */
export default function AdminArchiveUploads() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={publisherRoles} title={t("console.list.archiveTitle")}>
      <NoticeTable state="archived" />
    </ConsolePage>
  );
}
