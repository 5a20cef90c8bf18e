import { noticeBoards, type BoardDefinition } from "./boards.ts";

/** The path of the feed of every notice. */
export const allNoticesFeedPath = "/notices.atom";

/** Where a board's feed lives: beside the board, `/tenders` → `/tenders/feed.atom`. */
export function boardFeedPath(boardPath: string): string {
  return `${boardPath}/feed.atom`;
}

/** Every feed's English path: the one of all notices, then each board's. */
export const feedPaths: readonly string[] = [
  allNoticesFeedPath,
  ...noticeBoards.map(({ path }) => boardFeedPath(path)),
];

/**
 * The board whose feed an English path names (any case): undefined for the feed of every
 * notice, null for a path that is no feed.
 */
export function boardOfFeedPath(path: string): BoardDefinition | undefined | null {
  const asked = path.toLowerCase();
  if (asked === allNoticesFeedPath) return undefined;
  return noticeBoards.find((board) => boardFeedPath(board.path).toLowerCase() === asked) ?? null;
}
