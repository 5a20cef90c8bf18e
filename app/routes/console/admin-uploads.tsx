import type { Route } from "./+types/admin-uploads";
import { ConsolePage } from "../../features/console/console-page.tsx";
import { consoleMeta } from "../../features/console/console-meta.ts";
import { UploadForm } from "../../features/console/uploads.tsx";
import { publisherRoles } from "../../features/console/session.ts";
import { useI18n, type MessagesHandle } from "../../i18n/i18n.tsx";
import { metaTranslator } from "../../i18n/meta.ts";

export const handle = { messages: ["console"] } satisfies MessagesHandle;

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(metaTranslator(matches)("console.uploads.title"));
}

/** /admin/uploads: publish a notice. */
export default function AdminUploads() {
  const { t } = useI18n();
  return (
    <ConsolePage roles={publisherRoles} title={t("console.uploads.title")}>
      <UploadForm />
    </ConsolePage>
  );
}
