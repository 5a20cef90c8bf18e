import { noticeLimit } from "#common/api/notice.ts";
import { noticeReadingPath, readableAsText } from "#common/notice-text.ts";
import type { Services } from "#server/services/index.ts";
import { noticeBoards } from "./boards.ts";

/**
 * The most notice files one sitemap lists, newest first: with the pages in both languages the
 * file stays under the 50,000 addresses a sitemap may hold.
 */
export const sitemapFileLimit = 40_000;

/**
 * The most notices whose reading view the sitemap lists, newest first, each in both languages:
 * with the files and the pages, under 50,000 addresses (decision 0260).
 */
export const sitemapReadingViewLimit = 4_000;

export type NoticeSitemap = {
  /** Each notice file's path (`/api/v1/files/<sha256>`) and when its notice last changed, newest first. */
  files: Array<{ path: string; lastmod: string }>;
  /** Each notice board's path and when the newest change to a notice it shows was made. */
  boards: Map<string, string>;
  /** The reading views (`/notices/<id>`) of the newest notices with a PDF, and when each changed. */
  readingViews: Array<{ path: string; lastmod: string }>;
};

/**
 * When a public notice last changed as a visitor sees it: its last edit, or, for one written ahead
 * of its publication moment (decision 0158), that moment, when it appeared.
 */
function lastChangeSeen(notice: { created_at: string; updated_at: string }): string {
  return notice.created_at > notice.updated_at ? notice.created_at : notice.updated_at;
}

/**
 * What the sitemap says of notices (decision 0169): every public notice's file, current or
 * archived, with the moment its notice last changed as visitors see it, each board's latest
 * change, and the newest notices' reading views (decision 0260). A scheduled notice is in neither until its moment (the lists leave it out till then).
 */
export async function noticeSitemap(services: Services): Promise<NoticeSitemap> {
  const files = new Map<string, string>();
  const boards = new Map<string, string>();
  const readingViews: NoticeSitemap["readingViews"] = [];
  for (const state of ["current", "archived"] as const) {
    for (let page = 1; files.size < sitemapFileLimit; page += 1) {
      const { notices, pagination } = await services.notices.list(state, { page, limit: noticeLimit.max });
      for (const notice of notices) {
        const changed = lastChangeSeen(notice);
        if (state === "current") {
          for (const board of noticeBoards) {
            if (!board.sections.includes(notice.section)) continue;
            if ((boards.get(board.path) ?? "") < changed) boards.set(board.path, changed);
          }
        }
        // A file two notices share is listed once, changed when the later of them was.
        if (notice.file && (files.get(notice.file.url) ?? "") < changed) files.set(notice.file.url, changed);
        if (readableAsText(notice.file)) readingViews.push({ path: noticeReadingPath(notice._id), lastmod: changed });
      }
      if (page >= pagination.totalPages) break;
    }
  }
  return {
    files: [...files]
      .map(([path, lastmod]) => ({ path, lastmod }))
      .sort((a, b) => (a.lastmod < b.lastmod ? 1 : a.lastmod > b.lastmod ? -1 : 0))
      .slice(0, sitemapFileLimit),
    boards,
    readingViews: readingViews
      .sort((a, b) => (a.lastmod < b.lastmod ? 1 : a.lastmod > b.lastmod ? -1 : 0))
      .slice(0, sitemapReadingViewLimit),
  };
}
