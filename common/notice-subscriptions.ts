import { jobPortalSectionKeys, type NoticeSectionKey } from "./notice-sections.ts";
import { pagePath } from "./page-lookup.ts";

/**
 * The boards a visitor may follow by mail (decision 0205): the tenders and the job portal.
 * A notice published in one of a board's sections is sent to the board's confirmed subscribers.
 */
export const subscriptionBoards = {
  tenders: { sections: ["tenders"], path: pagePath("tenders") },
  jobs: { sections: jobPortalSectionKeys, path: pagePath("jobPortal") },
} as const satisfies Record<string, { sections: readonly NoticeSectionKey[]; path: string }>;

export type SubscriptionBoard = keyof typeof subscriptionBoards;

export const subscriptionBoardKeys = Object.keys(subscriptionBoards) as SubscriptionBoard[];

/** The board whose subscribers hear of a notice in this section, if any. */
export function subscriptionBoardOf(section: string): SubscriptionBoard | undefined {
  return subscriptionBoardKeys.find((board) =>
    (subscriptionBoards[board].sections as readonly string[]).includes(section),
  );
}
