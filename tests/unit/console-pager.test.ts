import { describe, expect, it } from "vitest";
import { pagerChoices } from "#app/features/console/shell/pager-choices.ts";

describe("a console list's pager", () => {
  it("offers the pages either side within the list", () => {
    expect(pagerChoices(1, 3)).toEqual({ lastPage: 3, pastEnd: false, previous: null, next: 2 });
    expect(pagerChoices(2, 3)).toEqual({ lastPage: 3, pastEnd: false, previous: 1, next: 3 });
    expect(pagerChoices(3, 3)).toEqual({ lastPage: 3, pastEnd: false, previous: 2, next: null });
  });

  it("never offers a page past the last: from beyond it, Previous is the last page", () => {
    // Page 99 of a list of 2 pages (an old link): not "Previous" to page 98.
    expect(pagerChoices(99, 2)).toEqual({ lastPage: 2, pastEnd: true, previous: 2, next: null });
    expect(pagerChoices(3, 2)).toEqual({ lastPage: 2, pastEnd: true, previous: 2, next: null });
  });

  it("sends an empty list's reader back to page 1", () => {
    expect(pagerChoices(1, 0)).toEqual({ lastPage: 1, pastEnd: false, previous: null, next: null });
    expect(pagerChoices(4, 0)).toEqual({ lastPage: 1, pastEnd: true, previous: 1, next: null });
  });

  it("holds for every page of lists of every length up to fifty pages", () => {
    for (let totalPages = 0; totalPages <= 50; totalPages++) {
      for (let page = 1; page <= 60; page++) {
        const { previous, next, pastEnd, lastPage } = pagerChoices(page, totalPages);
        for (const offered of [previous, next]) {
          if (offered !== null) {
            expect(offered).toBeGreaterThanOrEqual(1);
            expect(offered).toBeLessThanOrEqual(lastPage);
          }
        }
        expect(pastEnd).toBe(page > Math.max(totalPages, 1));
      }
    }
  });
});
