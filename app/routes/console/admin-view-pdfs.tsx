import type { Route } from "./+types/admin-view-pdfs";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { NoticeTable } from "../../features/console/notice-table.tsx";
import { publisherRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.list.title"));
}

/** /admin/view-pdfs: current notices, to edit, archive or delete. */
export default function AdminViewPdfs() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={publisherRoles} title={t("console.list.title")}>
      <NoticeTable state="current" />
    </ConsolePage>
  );
}
