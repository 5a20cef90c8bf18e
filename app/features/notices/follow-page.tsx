import { Rss } from "lucide-react";
import type { Notice } from "#common/api/notice.ts";
import { site } from "#common/site.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { EmptyState } from "#app/shared/ui/empty-state.tsx";
import { inputClass } from "#app/shared/ui/form-field.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { Table } from "#app/shared/ui/table.tsx";
import { feedSubjects, feedSubjectTitle, type FeedSubject } from "./feed-paths.ts";
import { NoticeRow } from "./notice-row.tsx";

export type FollowPageData = { subject: FeedSubject; notices: Notice[]; newSince: string };

const linkClass =
  "inline-flex min-h-11 items-center gap-2 rounded-md border border-brand px-4 font-semibold text-brand hover:bg-slate-100";

/**
 * A feed as a person sees it (docs/decisions/0234): what a feed is, its address to copy into a
 * feed reader, the board it follows (every notice's feed has none), and the notices it carries
 * now, as the boards show them.
 * The page for every notice's feed also lists every other feed's page.
 */
export function FollowPage({ subject, notices, newSince }: FollowPageData) {
  const { t, localize } = useI18n();
  const name = feedSubjectTitle(subject, t);
  const feedUrl = site.website + localize(subject.feedPath);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("notices.follow.title", { name })}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("notices.follow.intro")}</p>
      <div className="mt-6 max-w-3xl rounded-lg border border-hairline bg-card p-4">
        <label htmlFor="feed-address" className="flex items-center gap-2 font-semibold text-slate-900">
          <Rss aria-hidden="true" className="size-5 text-accent" />
          {t("notices.follow.addressLabel")}
        </label>
        <input
          id="feed-address"
          type="url"
          readOnly
          value={feedUrl}
          className={`${inputClass} mt-2 w-full font-mono text-sm`}
          dir="ltr"
          lang="en"
        />
      </div>
      {subject.kind === "all" ? null : (
        <p className="mt-6">
          <LocalLink to={subject.pagePath} className={linkClass}>
            {t("notices.follow.board")}
          </LocalLink>
        </p>
      )}
      <section aria-labelledby="feed-latest" className="mt-10">
        <h2 id="feed-latest" className="text-h4 font-bold text-slate-900">
          {t("notices.follow.latest")}
        </h2>
        <div className="mt-3">
          {notices.length > 0 ? (
            <Table
              caption={t("notices.follow.latest")}
              headers={[t("notices.columns.date"), t("notices.columns.title"), t("notices.columns.file")]}
            >
              {notices.map((notice) => (
                <NoticeRow
                  key={notice._id}
                  notice={notice}
                  columns={{ section: subject.kind !== "board", lastDate: false, vacancies: false }}
                  newSince={newSince}
                />
              ))}
            </Table>
          ) : (
            <EmptyState title={t("notices.follow.empty")} />
          )}
        </div>
      </section>
      {subject.kind === "all" ? (
        <section aria-labelledby="every-feed" className="mt-10">
          <h2 id="every-feed" className="text-h4 font-bold text-slate-900">
            {t("notices.follow.allFeeds")}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {feedSubjects
              .filter((each) => each.kind !== "all")
              .map((each) => (
                <li key={each.followPath}>
                  <LocalLink to={each.followPath} className="inline-flex min-h-11 items-center text-brand underline">
                    {feedSubjectTitle(each, t)}
                  </LocalLink>
                </li>
              ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
