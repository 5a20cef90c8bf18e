import type { Notice } from "#common/api/notice.ts";
import { noticeReadingPath, readableAsText } from "#common/notice-text.ts";
import { newNoticeAgeMs } from "#common/notice-new.ts";

/** What the home page shows of a notice; `isNew` is decided on the server so both renders agree. */
export type HomeNotice = {
  _id: string;
  title: string;
  title_hi: string | null;
  created_at: string;
  href: string | null;
  /** The notice's reading view, for a notice with a PDF (decision 0260). */
  readingPath: string | null;
  isNew: boolean;
};

/**
 * The home page's view of a notice at the moment `now`: its file (or link) and whether it is new.
 * The Hindi title goes only to Hindi pages, which show it.
 */
export function toHomeNotice(notice: Notice, now: number, hindi: boolean): HomeNotice {
  return {
    _id: notice._id,
    title: notice.title,
    title_hi: hindi ? notice.title_hi : null,
    created_at: notice.created_at,
    href: notice.file?.url ?? notice.link,
    readingPath: readableAsText(notice.file) ? noticeReadingPath(notice._id) : null,
    isNew: now - Date.parse(notice.created_at) < newNoticeAgeMs,
  };
}

/** The information bulletin's tabs: its notice sections and their message keys, in the order shown. */
export const bulletinSections = [
  { section: "admission", key: "admission" },
  { section: "students", key: "students" },
  { section: "important links", key: "importantLinks" },
  { section: "alerts and circulars", key: "alertsAndCirculars" },
] as const;
