import { data } from "react-router";
import { committeeOfPage } from "#common/api/officials.ts";
import { subscriptionBoardKeys, subscriptionBoards } from "#common/notice-subscriptions.ts";
import type { Route } from "./+types/notice-board";
import { requestContext } from "../request-context.ts";
import { subscribeToBoard } from "../features/forms/board-subscription-action.server.ts";
import { BoardSubscription } from "../features/forms/board-subscription.tsx";
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

// The officials' words too: the governance bodies' boards list their members; and the forms',
// for the tenders' "new notices by email".
export const handle = { messages: ["notices", "officials", "forms"] } satisfies MessagesHandle;

/** The board at a path that visitors may follow by mail (the tenders), if it is one. */
const subscriptionBoardAt = (path: string) =>
  subscriptionBoardKeys.find((key) => subscriptionBoards[key].path === path);

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

/** A board's only post: "new notices by email", on the boards visitors may follow (decision 0205). */
export function action({ request, context }: Route.ActionArgs) {
  const board = subscriptionBoardAt(canonicalPath(new URL(request.url).pathname));
  if (!board) throw data(null, { status: 405 });
  return subscribeToBoard(request, context.get(requestContext), board);
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
  const subscription = subscriptionBoardAt(path);
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
      {subscription ? <BoardSubscription board={subscription} /> : null}
    </main>
  );
}
