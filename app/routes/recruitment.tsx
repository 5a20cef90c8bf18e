import type { Route } from "./+types/recruitment";
import { requestContext } from "../request-context.ts";
import { subscribeToBoard } from "../features/forms/board-subscription-action.server.ts";
import { BoardSubscription } from "../features/forms/board-subscription.tsx";
import { loadBoard } from "../features/notices/board-loader.server.ts";
import { jobCategories } from "../features/notices/boards.ts";
import { JobArchiveLinks, JobCategoriesNav } from "../features/notices/job-categories-nav.tsx";
import { jobPortalSubject } from "../features/notices/feed-paths.ts";
import { JobPostingData } from "../features/notices/job-posting.tsx";
import { NoticeBoard } from "../features/notices/notice-board.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath, localizePath } from "../i18n/language.ts";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { pagePath } from "#common/page-lookup.ts";

const path = pagePath("jobPortal");

export const handle = { messages: ["notices", "forms"] } satisfies MessagesHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const requested = url.searchParams.get("category");
  const category = jobCategories.find((candidate) => candidate.slug === requested);
  const sections = category ? [category.section] : jobCategories.map((candidate) => candidate.section);
  const response = await loadBoard(url, context.get(requestContext).services, sections, "current", {
    categorySlug: category?.slug ?? null,
  });
  if (requested && !category) {
    response.data.board.problems.push("category");
    response.init = { ...response.init, status: 400 };
  }
  return response;
}

/** "New notices by email" of the job portal (decision 0205). */
export function action({ request, context }: Route.ActionArgs) {
  return subscribeToBoard(request, context.get(requestContext), "jobs");
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const title = t("notices.jobPortal.title");
  const category = jobCategories.find((candidate) => candidate.slug === loaderData?.categorySlug);
  const feed = localizePath(jobPortalSubject(category).feedPath, languageOfPath(location.pathname));
  return [
    ...pageMeta(title, t("notices.jobPortal.intro")),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${title} (Atom)`, href: feed },
  ];
}

/** The job portal: open positions, results and recruitment notices, by category. */
export default function Recruitment({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { board, categorySlug } = loaderData;
  const category = jobCategories.find((candidate) => candidate.slug === categorySlug);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <JobPostingData notices={board.notices.notices} />
      <h1 className="text-h2 font-bold text-slate-900">{t("notices.jobPortal.title")}</h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("notices.jobPortal.intro")}</p>
      <JobCategoriesNav current={category} basePath={path} />
      <NoticeBoard
        data={board}
        path={path}
        archived={false}
        otherStateHref={category ? `/recruitment/archive/${category.slug}` : undefined}
        caption={category ? t(`notices.categories.${category.id}`) : t("notices.jobPortal.title")}
        fixedSearch={category ? { category: category.slug } : undefined}
        followPath={jobPortalSubject(category).followPath}
        columns={{ section: !category, lastDate: true, vacancies: true }}
      >
        <JobArchiveLinks />
      </NoticeBoard>
      <BoardSubscription board="jobs" />
    </main>
  );
}
