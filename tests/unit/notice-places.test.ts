import { describe, expect, it } from "vitest";
import { noticeSectionKeys } from "#common/notice-sections.ts";
import { publicPlacesOf } from "#app/features/notices/notice-places.tsx";
import { noticeBoards } from "#app/features/notices/boards.ts";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { translator } from "#app/i18n/i18n.tsx";

const english = translator(catalogue.en);
const hindi = translator(catalogue.hi);

describe("where the console says a notice appears in public", () => {
  it("names a board, a job portal category or a home block for every section's current notices", () => {
    for (const section of noticeSectionKeys) {
      const places = publicPlacesOf(english, section, false);
      expect(places.length, section).toBeGreaterThan(0);
      for (const place of places) expect(place.path, section).toMatch(/^\/[^\s]*$/);
    }
  });

  it("links an information bulletin section's notice to its board and the home page's bulletin, in the page's language", () => {
    expect(publicPlacesOf(english, "alerts and circulars", false)).toEqual([
      { path: "/admission/information-bulletin", name: "Information bulletin" },
      { path: "/#bulletin", name: "Home page: Alerts and circulars" },
    ]);
    expect(publicPlacesOf(hindi, "alerts and circulars", false).map((place) => place.name)[1]).toBe(
      "मुखपृष्ठ: सूचनाएँ और परिपत्र",
    );
  });

  it("sends archived notices to the archives, and says a home-only section's archive is nowhere", () => {
    expect(publicPlacesOf(english, "results", true)).toEqual([
      { path: "/recruitment/archive/results", name: "Job portal: Results: archive" },
    ]);
    const tenders = noticeBoards.find((board) => board.id === "tenders")!;
    expect(publicPlacesOf(english, "tenders", true)).toEqual([
      { path: `${tenders.path}?archive=1`, name: "Tenders: archive" },
    ]);
    expect(publicPlacesOf(english, "news", true)).toEqual([]);
    expect(publicPlacesOf(english, "news", false)).toEqual([{ path: "/#news", name: "Home page: News" }]);
  });
});
