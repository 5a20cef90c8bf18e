import type { NoticeSectionKey } from "#common/notice-sections.ts";
import type { Translate } from "#app/i18n/i18n.tsx";
import { allNoticesFeedPath, allNoticesFollowPath, boardFeedPath, boardFollowPath } from "#common/feed-paths.ts";
import { jobCategories, noticeBoards, type BoardId, type JobCategory } from "./boards.ts";
import { pagePath } from "#common/page-lookup.ts";

export { allNoticesFeedPath, boardFeedPath, boardFollowPath } from "#common/feed-paths.ts";

/** The job portal, whose feed (of every category, or of one) is beside it too. */
export const jobPortalPath = pagePath("jobPortal");

/**
 * What a feed carries, for the feed and the page that shows it: every notice, a board's, or the
 * job portal's (all its categories, or one). `pagePath` is the board the feed follows, with the
 * category as the board's own link gives it.
 */
export type FeedSubject =
  | { kind: "all"; feedPath: string; followPath: string; pagePath: string; sections: undefined }
  | {
      kind: "board";
      board: BoardId;
      feedPath: string;
      followPath: string;
      pagePath: string;
      sections: readonly NoticeSectionKey[];
    }
  | {
      kind: "jobPortal";
      category: JobCategory | undefined;
      feedPath: string;
      followPath: string;
      pagePath: string;
      sections: readonly NoticeSectionKey[];
    };

const allNotices: FeedSubject = {
  kind: "all",
  feedPath: allNoticesFeedPath,
  followPath: allNoticesFollowPath,
  pagePath: "/",
  sections: undefined,
};

const boardSubjects: FeedSubject[] = noticeBoards.map(({ id, path, sections }) => ({
  kind: "board",
  board: id,
  feedPath: boardFeedPath(path),
  followPath: boardFollowPath(path),
  pagePath: path,
  sections,
}));

/** The job portal's feed, of every category or of one (`?category=academic-positions`, as its board). */
export function jobPortalSubject(category: JobCategory | undefined): FeedSubject {
  const query = category ? `?category=${category.slug}` : "";
  return {
    kind: "jobPortal",
    category,
    feedPath: boardFeedPath(jobPortalPath) + query,
    followPath: boardFollowPath(jobPortalPath) + query,
    pagePath: jobPortalPath + query,
    sections: category ? [category.section] : jobCategories.map(({ section }) => section),
  };
}

/** Every feed: every notice's, each board's, the job portal's and each of its categories'. */
export const feedSubjects: readonly FeedSubject[] = [
  allNotices,
  ...boardSubjects,
  jobPortalSubject(undefined),
  ...jobCategories.map(jobPortalSubject),
];

/** Every feed's English path without its query, once: each is a route (routes.ts). */
export const feedPaths: readonly string[] = [...new Set(feedSubjects.map(({ feedPath }) => feedPath.split("?")[0]!))];

/** Every page that shows a feed, without its query, once. */
export const followPaths: readonly string[] = [
  ...new Set(feedSubjects.map(({ followPath }) => followPath.split("?")[0]!)),
];

/**
 * The feed an English path (any case, as a feed's or as its page's) and its `category` name:
 * null for none (an unknown board, or a category the job portal does not have).
 */
export function feedSubjectOf(path: string, category: string | null): FeedSubject | null {
  const asked = path.toLowerCase();
  const matches = (subject: FeedSubject) =>
    subject.feedPath.split("?")[0]!.toLowerCase() === asked ||
    subject.followPath.split("?")[0]!.toLowerCase() === asked;
  const subject = feedSubjects.find((candidate) => candidate.kind !== "jobPortal" && matches(candidate));
  if (subject) return subject;
  if (!matches(jobPortalSubject(undefined))) return null;
  if (category === null) return jobPortalSubject(undefined);
  const chosen = jobCategories.find(({ slug }) => slug === category);
  return chosen ? jobPortalSubject(chosen) : null;
}

/** What a feed follows, as its page heads it: a board's name, the job portal's (and a category's), or every notice. */
export function feedSubjectTitle(subject: FeedSubject, t: Translate): string {
  switch (subject.kind) {
    case "all":
      return t("notices.follow.allNotices");
    case "board":
      return t(`notices.boards.${subject.board}.title`);
    case "jobPortal":
      return subject.category
        ? `${t("notices.jobPortal.title")}: ${t(`notices.categories.${subject.category.id}`)}`
        : t("notices.jobPortal.title");
  }
}
