import { useQueries, useQuery } from "@tanstack/react-query";
import type { AuditEntry } from "#common/api/audit.ts";
import type { NoticePage } from "#common/api/notice.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { formatNumber } from "#app/i18n/format.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { actorInWords, auditSentence } from "../shell/audit-words.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { ReadinessPanel } from "./readiness-panel.tsx";
import { formatMoment } from "../shell/moment.ts";
import { SampleDataCard } from "./sample-data-card.tsx";
import { ScheduledNotices } from "./scheduled-notices.tsx";
import { sectionLabel, sectionsOf } from "../shell/sections.ts";
import { pagePath } from "#common/page-lookup.ts";

const cardClass = "rounded-xl border border-hairline bg-card p-4";

/** The lists each section's row counts: published and archived. */
const countedLists = ["/notice", "/notice/archived"] as const;

/**
 * Notices per section (current and archived), quick links, and for admins what is left before
 * going live, recent activity and the sample data left.
 */
export function Dashboard() {
  const { t, language } = useI18n();
  const { user, call } = useConsole();
  const sections = sectionsOf(user);
  const counts = useQueries({
    queries: sections.flatMap((section) =>
      countedLists.map((list) => ({
        queryKey: [consoleQueryKey, "count", list, section],
        queryFn: () => call<NoticePage>(`${list}?section=${encodeURIComponent(section)}&limit=1`),
      })),
    ),
  });
  const recent = useQuery({
    queryKey: [consoleQueryKey, "audit", "recent"],
    queryFn: () => call<{ entries: AuditEntry[] }>("/audit?limit=8"),
    enabled: user.role === "admin",
  });
  const count = (index: number) => {
    const total = counts[index]?.data?.pagination.total;
    return total === undefined ? "…" : formatNumber(total);
  };

  const links = [
    { to: pagePath("consoleUploads"), label: t("console.dashboard.uploadLink") },
    { to: pagePath("consoleViewPdfs"), label: t("console.dashboard.viewLink") },
    { to: pagePath("consoleArchiveUploads"), label: t("console.dashboard.archiveLink") },
    ...(user.role === "admin"
      ? [
          { to: pagePath("consoleAccounts"), label: t("console.dashboard.accountsLink") },
          { to: pagePath("consoleAudit"), label: t("console.dashboard.auditLink") },
        ]
      : []),
  ];

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="quick-links" className={`${cardClass} lg:col-span-3`}>
        <h2 id="quick-links" className="text-h4 font-bold text-slate-900">
          {t("console.dashboard.quickLinks")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {links.map((link) => (
            <li key={link.to}>
              <LocalLink
                to={link.to}
                className="inline-flex min-h-11 items-center rounded border border-brand px-3 font-medium text-brand hover:bg-slate-100"
              >
                {link.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      {user.role === "admin" ? <ReadinessPanel className={`${cardClass} lg:col-span-3`} /> : null}
      {user.role === "admin" ? <SampleDataCard className={`${cardClass} lg:col-span-3`} /> : null}
      <ScheduledNotices className={`${cardClass} lg:col-span-3`} />
      <section
        aria-labelledby="counts"
        className={`${cardClass} ${user.role === "admin" ? "lg:col-span-2" : "lg:col-span-3"}`}
      >
        <h2 id="counts" className="text-h4 font-bold text-slate-900">
          {t("console.dashboard.countsTitle")}
        </h2>
        <ScrollTable
          framed={false}
          className="mt-3"
          columns={[t("console.dashboard.section"), t("console.dashboard.current"), t("console.dashboard.archived")]}
          numericColumns={[1, 2]}
        >
          {sections.map((section, index) => (
            <tr key={section}>
              <th scope="row" className={`${tableCellClass} font-medium`}>
                {sectionLabel(t, section)}
              </th>
              {countedLists.map((list, column) => (
                <td key={list} className={`${tableCellClass} text-right tabular-nums`}>
                  {count(index * countedLists.length + column)}
                </td>
              ))}
            </tr>
          ))}
        </ScrollTable>
      </section>
      {user.role === "admin" ? (
        <section aria-labelledby="recent" className={cardClass}>
          <h2 id="recent" className="text-h4 font-bold text-slate-900">
            {t("console.dashboard.recentTitle")}
          </h2>
          {recent.data?.entries.length === 0 ? (
            <p className="mt-3 text-slate-700">{t("console.dashboard.noActivity")}</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm">
              {recent.data?.entries.map((entry) => (
                <li key={entry._id} className="border-b border-hairline pb-2">
                  <span className="font-medium text-slate-900">{auditSentence(t, language, entry)}</span>{" "}
                  <span className="text-slate-700">
                    {actorInWords(t, entry)} · {formatMoment(entry.created_at, language)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
