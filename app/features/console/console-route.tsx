import type { ReactNode } from "react";
import type { StaffRoleKey } from "#common/api/staff.ts";
import type { Key } from "#app/i18n/catalogue.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { consoleHandle, consoleMeta } from "./console-meta.ts";
import { ConsolePage } from "./console-page.tsx";

/**
 * What a console page's route module exports: its `handle` and `meta`, and the page,
 * which shows `body` under the title to an account of one of `roles` (ConsolePage).
 * Each module in app/routes/console/ but the two login pages is one call of this.
 */
export function consoleRoute({
  title,
  roles,
  body,
}: {
  title: Key;
  roles: ReadonlyArray<StaffRoleKey>;
  body: ReactNode;
}) {
  function ConsoleRoute() {
    const { t } = useI18n();
    return (
      <ConsolePage roles={roles} title={t(title)}>
        {body}
      </ConsolePage>
    );
  }
  return { handle: consoleHandle, meta: consoleMeta(title), ConsoleRoute };
}
