import { formatDate } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localText, LocalTextSpan } from "#app/shared/ui/record-name.tsx";
import type { HomeNotice } from "./home-notices.ts";

/**
 * A short list of notices: title (a link to its file when it has one; the Hindi title on a Hindi
 * page where one is published), date, and "New" for the last 7 days.
 */
export function NoticeList({ notices, empty }: { notices: readonly HomeNotice[]; empty: string }) {
  const { t, language } = useI18n();
  if (notices.length === 0) return <p className="py-2 text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-hairline">
      {notices.map((notice) => {
        const title = <LocalTextSpan value={localText(notice.title, notice.title_hi, language)} />;
        return (
          <li key={notice._id} className="py-3">
            <p className="font-medium text-slate-900">
              {notice.href ? (
                <a href={notice.href} className="text-brand underline-offset-2 hover:underline">
                  {title}
                </a>
              ) : (
                title
              )}
              {notice.isNew ? (
                <span className="ml-2 inline-block rounded bg-accent-soft px-1.5 py-0.5 text-xs font-bold text-amber-900 uppercase">
                  {t("home.new")}
                </span>
              ) : null}
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              {t("home.published", { date: formatDate(notice.created_at, language) })}
              {notice.readingPath ? (
                <>
                  {" · "}
                  <LocalLink to={notice.readingPath} className="text-brand underline underline-offset-2">
                    {t("home.readAsText")}
                    <span className="sr-only">: {title}</span>
                  </LocalLink>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
