import type { NoticeSectionKey } from "#common/notice-sections.ts";
import { pagePath } from "#common/page-lookup.ts";

/** A notice board of the public site: where it lives and which sections it lists. */
export type BoardDefinition = {
  /** The message-catalogue key under `notices.boards`. */
  id: BoardId;
  path: string;
  sections: readonly NoticeSectionKey[];
};

export type BoardId =
  | "tenders"
  | "recruitmentRules"
  | "officeOrders"
  | "circulars"
  | "importantForms"
  | "informationBulletin"
  | "universityCourt"
  | "boardOfManagement"
  | "academicCouncil"
  | "financeCommittee";

/** The governance bodies; each board lists the body's member lists beside its minutes. */
export const governanceBodies = [
  { slug: "university-court", id: "universityCourt", sections: ["member university court", "university court"] },
  {
    slug: "board-of-management",
    id: "boardOfManagement",
    sections: ["member board of management", "board of management"],
  },
  { slug: "academic-council", id: "academicCouncil", sections: ["member academic council", "academic council"] },
  {
    slug: "finance-committee",
    id: "financeCommittee",
    sections: ["member finance committee", "finance committee"],
  },
] as const satisfies ReadonlyArray<{ slug: string; id: BoardId; sections: readonly NoticeSectionKey[] }>;

export const governancePath = "/administration/governance";

/** Every board with a fixed path, each served by routes/notice-board.tsx. */
export const noticeBoards: ReadonlyArray<BoardDefinition> = [
  { id: "tenders", path: pagePath("tenders"), sections: ["tenders"] },
  { id: "recruitmentRules", path: pagePath("recruitmentRules"), sections: ["recruitment rules"] },
  { id: "officeOrders", path: pagePath("officeOrders"), sections: ["ad office orders"] },
  { id: "circulars", path: pagePath("circulars"), sections: ["ad circulars"] },
  { id: "importantForms", path: pagePath("importantForms"), sections: ["ad important forms"] },
  {
    id: "informationBulletin",
    path: pagePath("informationBulletin"),
    sections: ["admission", "students", "important links", "alerts and circulars"],
  },
  ...governanceBodies.map(({ slug, id, sections }) => ({ id, path: `${governancePath}/${slug}`, sections })),
];

/** The job portal's categories, as /recruitment/archive/{category} spells them. */
export const jobCategories = [
  { slug: "academic-positions", section: "academic positions", id: "academicPositions" },
  { slug: "non-academic-positions", section: "non academic positions", id: "nonAcademicPositions" },
  { slug: "short-term-positions", section: "short term positions", id: "shortTermPositions" },
  { slug: "results", section: "results", id: "results" },
  { slug: "recruitments-and-notice", section: "recruitments and notice", id: "recruitmentsAndNotice" },
] as const satisfies ReadonlyArray<{ slug: string; section: NoticeSectionKey; id: string }>;

export type JobCategory = (typeof jobCategories)[number];

/** Sections whose current notices are open positions (schema.org JobPosting). */
export const openPositionSections: readonly NoticeSectionKey[] = [
  "academic positions",
  "non academic positions",
  "short term positions",
];
