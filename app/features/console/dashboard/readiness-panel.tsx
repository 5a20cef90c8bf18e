import { useQuery } from "@tanstack/react-query";
import type { ReadinessItem, ReadinessKey } from "#common/api/readiness.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { LoadFailed } from "../shell/list-notes.tsx";

/**
 * For admins: what is left before the site goes live (decision 0189), as the server reads it
 * from the data and its settings, each line with the console page that fixes it. A fix made
 * anywhere in the console refetches it with the rest of the console's queries.
 */
export function ReadinessPanel({ className }: { className: string }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const readiness = useQuery({
    queryKey: [consoleQueryKey, "readiness"],
    queryFn: () => call<{ checks: ReadinessItem[] }>("/readiness"),
  });
  if (readiness.isError) return <LoadFailed className={className} />;
  const checks = readiness.data?.checks;
  return (
    <section aria-labelledby="readiness" className={className} data-testid="readiness-panel">
      <h2 id="readiness" className="text-h4 font-bold text-slate-900">
        {t("console.readiness.title")}
      </h2>
      <p className="mt-2 max-w-prose text-slate-700">{t("console.readiness.intro")}</p>
      {checks === undefined ? (
        <div aria-hidden="true" className="mt-3 h-24 animate-pulse rounded bg-slate-200" />
      ) : checks.length === 0 ? (
        <p className="mt-3 font-medium text-slate-900">{t("console.readiness.done")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-hairline">
          {checks.map((check) => (
            <li key={check.key} data-check={check.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
              <span className="min-w-0 flex-1 basis-72 text-slate-900">
                {t(`console.readiness.checks.${check.key}.text`, { count: formatNumber(check.count ?? 0) })}
              </span>
              {check.screen ? (
                <LocalLink
                  to={check.screen}
                  className="inline-flex min-h-11 items-center font-medium text-brand underline"
                >
                  {/* Only a check of a setting has no screen, and no words for a link. */}
                  {t(`console.readiness.checks.${check.key as Exclude<ReadinessKey, "jwt-secret">}.link`)}
                </LocalLink>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
