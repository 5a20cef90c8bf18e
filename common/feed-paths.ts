/**
 * Where the notice feeds live, and the page that shows each to a person (docs/decisions/0150,
 * 0234): a board's feed beside it (`/tenders/feed.atom`) and its page (`/tenders/follow`), the
 * feed of every notice at `/notices.atom` and its page at `/follow`; each under /hi/ too. The
 * server sends a browser that opens a feed to its page (server/http/feed-pages.ts); the app
 * serves both.
 */
export const allNoticesFeedPath = "/notices.atom";
export const allNoticesFollowPath = "/follow";
const feedFile = "/feed.atom";
const followPage = "/follow";

/** A board's feed: `/tenders` → `/tenders/feed.atom`. */
export function boardFeedPath(boardPath: string): string {
  return `${boardPath}${feedFile}`;
}

/** A board's page for following it: `/tenders` → `/tenders/follow`. */
export function boardFollowPath(boardPath: string): string {
  return `${boardPath}${followPage}`;
}

/**
 * The page that shows a feed to a person, for a feed's path (any language prefix kept, any
 * case): `/hi/tenders/feed.atom` → `/hi/tenders/follow`; undefined for a path that names no feed.
 */
export function followPathOfFeed(path: string): string | undefined {
  const lower = path.toLowerCase();
  if (lower === allNoticesFeedPath || lower === `/hi${allNoticesFeedPath}`) {
    return path.slice(0, path.length - allNoticesFeedPath.length) + allNoticesFollowPath;
  }
  return lower.endsWith(feedFile) && path.length > feedFile.length
    ? path.slice(0, path.length - feedFile.length) + followPage
    : undefined;
}
