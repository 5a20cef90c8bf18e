import type { ReactNode } from "react";
import type { StaffRoleKey } from "#common/api/staff.ts";
import type { Key, Namespace } from "#app/i18n/catalogue.ts";
import { useI18n, type MessagesHandle } from "#app/i18n/i18n.tsx";
import { consoleHandle, consoleMeta } from "./console-meta.ts";
import { ConsolePage } from "./console-page.tsx";

/**
 * What a console page's route module exports: its `handle` and `meta`, and the page,
 * which shows `body` under the title to an account of one of `roles` (ConsolePage).
 * `messages`: namespaces the page shows beside the console's (the grievance form's
 * names of categories, say). Each module in app/routes/console/ but the two login
 * pages is one call of this.
 */
export function consoleRoute({
  title,
  roles,
  body,
  messages = [],
}: {
  title: Key;
  roles: ReadonlyArray<StaffRoleKey>;
  body: ReactNode;
  messages?: ReadonlyArray<Namespace>;
}) {
  function ConsoleRoute() {
    const { t } = useI18n();
    return (
      <ConsolePage roles={roles} title={t(title)}>
        {body}
      </ConsolePage>
    );
  }
  const handle: MessagesHandle = { messages: [...consoleHandle.messages, ...messages] };
  return { handle, meta: consoleMeta(title), ConsoleRoute };
}
