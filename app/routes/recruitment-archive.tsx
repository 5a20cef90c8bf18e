import { data } from "react-router";
import type { Route } from "./+types/recruitment-archive";
import { requestContext } from "../request-context.ts";
import { loadBoard } from "../features/notices/board-loader.server.ts";
import { jobCategories } from "../features/notices/boards.ts";
import { jobPortalSubject } from "../features/notices/feed-paths.ts";
import { JobArchiveLinks } from "../features/notices/job-categories-nav.tsx";
import { NoticeBoard } from "../features/notices/notice-board.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["notices"] } satisfies MessagesHandle;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const category = jobCategories.find((candidate) => candidate.slug === params.category.toLowerCase());
  if (!category) throw data(null, { status: 404 });
  return loadBoard(url, context.get(requestContext).services, [category.section], "archived", {
    categorySlug: category.slug,
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const category = jobCategories.find((candidate) => candidate.slug === loaderData?.categorySlug);
  if (!category) return [];
  const title = `${t(`notices.categories.${category.id}`)}: ${t("notices.archive")}`;
  return pageMeta(title, t("notices.jobPortal.archiveIntro"));
}

/** The archived notices of one job-portal category. */
export default function RecruitmentArchive({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const category = jobCategories.find((candidate) => candidate.slug === loaderData.categorySlug)!;
  const path = `/recruitment/archive/${category.slug}`;
  const title = t(`notices.categories.${category.id}`);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">
        {title}: {t("notices.archive")}
      </h1>
      <p className="mt-3 max-w-prose text-slate-700">{t("notices.jobPortal.archiveIntro")}</p>
      <NoticeBoard
        data={loaderData.board}
        path={path}
        archived
        otherStateHref={`${pagePath("jobPortal")}?category=${category.slug}`}
        caption={title}
        fixedSearch={{}}
        // The archive has no feed of its own: it follows the category's current notices.
        followPath={jobPortalSubject(category).followPath}
        columns={{ section: false, lastDate: true, vacancies: true }}
      >
        <JobArchiveLinks />
      </NoticeBoard>
    </main>
  );
}
