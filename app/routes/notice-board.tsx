import { data } from "react-router";
import { committeeOfPage } from "#common/api/officials.ts";
import type { Route } from "./+types/notice-board";
import { requestContext } from "../request-context.ts";
import { loadBoard } from "../features/notices/board-loader.server.ts";
import { boardSearch } from "../features/notices/board-query.ts";
import { boardFeedPath, boardFollowPath } from "../features/notices/feed-paths.ts";
import { governanceBodies, noticeBoards } from "../features/notices/boards.ts";
import { GovernanceTabs } from "../features/notices/governance-tabs.tsx";
import { NoticeBoard } from "../features/notices/notice-board.tsx";
import { CommitteeMembers } from "../features/officials/committee-members.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath, localizePath } from "../i18n/language.ts";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { canonicalPath } from "../page-routes.ts";

// The officials' words too: the governance bodies' boards list their members.
export const handle = { messages: ["notices", "officials"] } satisfies MessagesHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const path = canonicalPath(url.pathname);
  const definition = noticeBoards.find((board) => board.path === path);
  if (!definition) throw data(null, { status: 404 });
  const archived = url.searchParams.get("archive") === "1";
  const { services } = context.get(requestContext);
  const key = committeeOfPage(path);
  return loadBoard(url, services, definition.sections, archived ? "archived" : "current", {
    boardId: definition.id,
    path,
    archived,
    committee: key ? await services.officials.committee(key) : null,
  });
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return [];
  const title = t(`notices.boards.${loaderData.boardId}.title`);
  const feed = localizePath(boardFeedPath(loaderData.path), languageOfPath(location.pathname));
  return [
    ...pageMeta(title, t(`notices.boards.${loaderData.boardId}.intro`)),
    { tagName: "link", rel: "alternate", type: "application/atom+xml", title: `${title} (Atom)`, href: feed },
  ];
}

/** Every notice board with a fixed path: tenders, recruitment rules, the administrative boards, governance bodies. */
export default function NoticeBoardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { boardId, path, archived, board } = loaderData;
  const title = t(`notices.boards.${boardId}.title`);
  const governance = governanceBodies.some((body) => body.id === boardId);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">
        {title}
        {archived ? `: ${t("notices.archive")}` : ""}
      </h1>
      <p className="mt-3 max-w-prose text-slate-700">{t(`notices.boards.${boardId}.intro`)}</p>
      {governance ? <GovernanceTabs current={boardId} /> : null}
      {loaderData.committee ? <CommitteeMembers committee={loaderData.committee} /> : null}
      <NoticeBoard
        data={board}
        path={path}
        archived={archived}
        otherStateHref={path + boardSearch({ archive: !archived })}
        caption={title}
        followPath={boardFollowPath(path)}
        columns={{
          section: governance || boardId === "informationBulletin",
          lastDate: boardId === "tenders",
          vacancies: false,
        }}
      />
    </main>
  );
}
