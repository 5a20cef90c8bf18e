import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Pagination } from "#common/api/notice.ts";
import type { AuditEntry } from "#common/api/staff.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { locales, type Language } from "#app/i18n/language.ts";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { cellClass } from "./form-styles.ts";
import { ConsolePager } from "./console-pager.tsx";

const pageSize = 25;

/** Date and time in India, for an audit entry. */
function formatMoment(value: string, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(value));
}

const summary = (entry: AuditEntry) =>
  [entry.before, entry.after]
    .map((side) => (side === undefined || side === null ? "—" : JSON.stringify(side)))
    .join(" → ");

/** /admin/audit: who did what and when, newest first; read-only, as the API is. */
export function AuditLog() {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: [consoleQueryKey, "audit", page],
    queryFn: () => call<{ entries: AuditEntry[]; pagination: Pagination }>(`/audit?page=${page}&limit=${pageSize}`),
  });
  const pagination = log.data?.pagination;
  return (
    <div className="mt-6 space-y-4">
      {log.isError ? (
        <p role="alert" className="text-red-800">
          {t("console.errors.load")}
        </p>
      ) : null}
      {log.data ? (
        // Focusable, so keyboard users can scroll the wide table on a phone (its cells hold nothing focusable).
        <div
          role="region"
          aria-label={t("console.audit.title")}
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-hairline bg-card"
        >
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-slate-100">
                {(["when", "who", "action", "target", "address", "details"] as const).map((column) => (
                  <th key={column} scope="col" className={cellClass}>
                    {t(`console.audit.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {log.data.entries.map((entry) => (
                <tr key={entry._id}>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatMoment(entry.created_at, language)}</td>
                  <td className={`${cellClass} break-all`}>{entry.actor_email ?? t("console.audit.system")}</td>
                  <td className={`${cellClass} font-mono`}>{entry.action}</td>
                  <td className={`${cellClass} break-all`}>
                    {entry.target_type} {entry.target_id ?? ""}
                  </td>
                  <td className={cellClass}>{entry.client_address ?? "—"}</td>
                  <td className={`${cellClass} max-w-md font-mono text-xs break-all`}>{summary(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />
      )}
      <ConsolePager label={t("console.audit.title")} pagination={pagination} page={page} onPage={setPage} />
    </div>
  );
}
