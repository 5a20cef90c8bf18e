import { useQuery } from "@tanstack/react-query";
import type { NoticePage } from "#common/api/notice.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { formatMoment } from "../shell/moment.ts";
import { sectionsOf } from "../shell/sections.ts";
import { pagePath } from "#common/page-lookup.ts";

/** How many of the soonest the dashboard names; the scheduled list has the rest. */
const shown = 5;

/**
 * The dashboard's notices waiting for their moment, soonest first, each "scheduled for 5 Dec
 * 2026, 10:00" (India), in the sections the account publishes to.
 */
export function ScheduledNotices({ className }: { className: string }) {
  const { t, language } = useI18n();
  const { user, call } = useConsole();
  const scheduled = useQuery({
    queryKey: [consoleQueryKey, "notices", "scheduled", "dashboard"],
    queryFn: () => call<NoticePage>(`/notice/manage?state=scheduled&limit=${shown}`),
    enabled: sectionsOf(user).length > 0,
  });
  if (sectionsOf(user).length === 0) return null;
  // The API lists scheduled notices soonest first.
  const notices = scheduled.data?.notices ?? [];
  return (
    <section aria-labelledby="scheduled-notices" className={className}>
      <h2 id="scheduled-notices" className="text-h4 font-bold text-slate-900">
        {t("console.dashboard.scheduledTitle")}
      </h2>
      {scheduled.data && notices.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("console.dashboard.noneScheduled")}</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {notices.map((notice) => (
            <li key={notice._id}>
              {t("console.dashboard.scheduledItem", {
                title: notice.title,
                moment: formatMoment(notice.created_at, language),
              })}
            </li>
          ))}
        </ul>
      )}
      {notices.length > 0 ? (
        <p className="mt-3">
          <LocalLink to={`${pagePath("consoleViewPdfs")}?state=scheduled`} className="text-brand underline">
            {t("console.list.states.scheduled")}
          </LocalLink>
        </p>
      ) : null}
    </section>
  );
}
