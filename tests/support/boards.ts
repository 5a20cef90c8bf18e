import { jobCategories, noticeBoards } from "#app/features/notices/boards.ts";

/**
 * Every board: where the link to its other state (archive ↔ current) leads and what that view
 * is headed, the view that lists its archived notices, and the sections it lists. The board tests
 * follow it with JavaScript (tests/e2e/boards.spec.ts) and without (tests/api/boards-over-http.test.ts).
 */
export const boards = [
  ...noticeBoards.map(({ path, sections }) => ({
    path,
    otherState: `${path}?archive=1`,
    otherHeading: "Archived notices",
    archived: `${path}?archive=1`,
    sections,
  })),
  {
    path: "/recruitment",
    otherState: "/recruitment/archive/academic-positions",
    otherHeading: "Archived notices",
    archived: "/recruitment/archive/academic-positions",
    sections: ["academic positions"],
  },
  ...jobCategories.map(({ slug, section }) => ({
    path: `/recruitment/archive/${slug}`,
    otherState: `/recruitment?category=${slug}`,
    otherHeading: "Current notices",
    archived: `/recruitment/archive/${slug}`,
    sections: [section],
  })),
];
