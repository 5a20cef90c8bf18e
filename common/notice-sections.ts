import { pagePath } from "./page-lookup.ts";

/** Where a section's notices appear on the public site. */
export type NoticeBoard = string;

export type NoticeSection = { key: string; label: string; board: NoticeBoard };

/** Every notice section the console can publish to, and where each appears. */
export const noticeSections = [
  { key: "admission", label: "Admission", board: "information bulletin" },
  { key: "students", label: "Students", board: "information bulletin" },
  { key: "important links", label: "Important Links", board: "information bulletin" },
  { key: "alerts and circulars", label: "Alerts and circulars", board: "information bulletin" },
  { key: "announcements", label: "Announcements", board: "home announcements" },
  { key: "academic positions", label: "Academic Positions", board: "job portal" },
  { key: "non academic positions", label: "Non Academic Positions", board: "job portal" },
  { key: "short term positions", label: "Short Term Positions", board: "job portal" },
  { key: "results", label: "Results", board: "job portal" },
  { key: "recruitments and notice", label: "Recruitments and Notices", board: "job portal" },
  { key: "recruitment rules", label: "Recruitment Rules", board: pagePath("recruitmentRules") },
  { key: "ad office orders", label: "Office Orders", board: pagePath("officeOrders") },
  { key: "ad circulars", label: "Circulars", board: pagePath("circulars") },
  { key: "ad important forms", label: "Important Forms", board: pagePath("importantForms") },
  { key: "tenders", label: "Tenders", board: pagePath("tenders") },
  { key: "news", label: "News", board: "home news" },
  { key: "events", label: "Student Events", board: "home events" },
  { key: "member university court", label: "University Court Members", board: "statutory bodies" },
  { key: "member board of management", label: "Board of Management Members", board: "board of management" },
  { key: "member academic council", label: "Academic Council Members", board: "statutory bodies" },
  { key: "member finance committee", label: "Finance Committee Members", board: "statutory bodies" },
  { key: "university court", label: "Minutes: University Court", board: "statutory bodies" },
  { key: "board of management", label: "Minutes: Board of Management", board: "board of management" },
  { key: "academic council", label: "Minutes: Academic Council", board: "statutory bodies" },
  { key: "finance committee", label: "Minutes: Finance Committee", board: "statutory bodies" },
] as const satisfies ReadonlyArray<NoticeSection>;

export type NoticeSectionKey = (typeof noticeSections)[number]["key"];

export const noticeSectionKeys = noticeSections.map((section) => section.key);

/** The job portal's sections; /recruitment/archive/{category} takes one of them. */
export const jobPortalSectionKeys = noticeSections
  .filter((section) => section.board === "job portal")
  .map((section) => section.key);

/** Sections whose notices may carry a picture (JPEG, PNG or WebP) instead of a PDF. */
export const imageSectionKeys: ReadonlyArray<NoticeSectionKey> = ["news", "events"];
