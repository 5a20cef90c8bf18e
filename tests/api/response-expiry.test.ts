import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertNotices } from "../support/notices.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";

const day = 24 * 60 * 60 * 1000;

/** 09:00 in Delhi on a Tuesday: the clock these tests stop and then move. */
const morning = Date.parse("2026-03-10T03:30:00Z");

/** Whole answers are kept a moment after they are sent: ask until one comes from memory. */
async function keptCopy(site: { app: TestSite["app"] }, url: string, header: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const again = await site.app.inject(url);
    if (again.headers[header] === "hit") return again;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} was never served from memory`);
}

/** The "New" badge just after a notice's title in the home page's lists. */
function badgeAfter(html: string, title: string): boolean {
  return new RegExp(`${title}</a><span [^>]*>[^<]+</span>`).test(html);
}

describe("kept pages and answers expire with the clock, without any write", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("drops a kept page whose notice is no longer new once its day has passed", async () => {
    // Only Date is faked: the server's timers and sockets run as usual.
    vi.useFakeTimers({ toFake: ["Date"], now: morning });
    // No end date of a notice may be what expires the page: only the clock.
    await site.database.db.updateTable("notice").set({ valid_until: null }).execute();
    await insertNotices(site.database.db, [
      {
        title: "Results of the spring term",
        section: "announcements",
        created_at: new Date(morning - 6 * day).toISOString(),
      },
    ]);
    site.services.cache.invalidate();

    const first = await site.app.inject("/?new-badge");
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(badgeAfter(first.body, "Results of the spring term")).toBe(true);
    const kept = await keptCopy(site, "/?new-badge", "x-page-cache");
    expect(badgeAfter(kept.body, "Results of the spring term")).toBe(true);

    // A week after it was published, the notice is no longer new; nothing was written meanwhile.
    vi.setSystemTime(morning + day);
    const nextDay = await site.app.inject("/?new-badge");
    expect(nextDay.body).toContain("Results of the spring term");
    expect(badgeAfter(nextDay.body, "Results of the spring term")).toBe(false);
  });

  it("drops a kept page the moment a notice on it stops being new, within the day and the ten minutes", async () => {
    // 09:55 in Delhi; the notice was published seven days ago less five minutes.
    const fiveToTen = Date.parse("2026-04-14T04:25:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: fiveToTen });
    // Only this notice is current, so it is the one the home page lists first.
    await site.database.db.updateTable("notice").set({ archive: 1 }).execute();
    await insertNotices(site.database.db, [
      {
        title: "Admission list for the summer",
        section: "announcements",
        created_at: new Date(fiveToTen - 7 * day + 5 * 60_000).toISOString(),
      },
    ]);
    site.services.cache.invalidate();

    const first = await site.app.inject("/?new-until-ten");
    expect(badgeAfter(first.body, "Admission list for the summer")).toBe(true);
    const kept = await keptCopy(site, "/?new-until-ten", "x-page-cache");
    expect(badgeAfter(kept.body, "Admission list for the summer")).toBe(true);

    // 10:00 and a millisecond: the same day, five minutes after the page was kept.
    vi.setSystemTime(fiveToTen + 5 * 60_000 + 1);
    const atTen = await site.app.inject("/?new-until-ten");
    expect(atTen.body).toContain("Admission list for the summer");
    expect(badgeAfter(atTen.body, "Admission list for the summer")).toBe(false);
  });
});
