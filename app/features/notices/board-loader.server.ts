import { data } from "react-router";
import { newNoticeAgeMs } from "#common/notice-new.ts";
import type { NoticeSectionKey } from "#common/notice-sections.ts";
import type { Services } from "#server/services/index.ts";
import type { NoticeState } from "#server/services/notice-service.ts";
import { boardFilter, parseBoardQuery } from "./board-query.ts";
import type { BoardData } from "./notice-board.tsx";

/**
 * One page of a board's notices for the request's query. A query the board
 * cannot read is answered 400 with the board still shown and the problem named.
 */
export async function loadBoard<T extends object>(
  /** The loader's `url`: the page's own address, without the `.data` suffix of client-side navigations. */
  url: URL,
  services: Services,
  sections: readonly NoticeSectionKey[],
  state: NoticeState,
  extra: T,
) {
  const { query, problems } = parseBoardQuery(url.searchParams);
  const notices = await services.notices.list(state, { ...boardFilter(query), sections });
  const board: BoardData = {
    query,
    problems,
    notices,
    newSince: new Date(Date.now() - newNoticeAgeMs).toISOString(),
  };
  return data({ board, ...extra }, { status: problems.length > 0 ? 400 : 200 });
}
