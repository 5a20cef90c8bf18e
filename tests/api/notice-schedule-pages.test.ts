import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { createStaff, pdfWithText, signIn, uploadNotice } from "../support/staff.ts";

const minute = 60_000;

/** The pages and feeds a circular and an announcement appear on once published. */
const circularsBoard = "/administration/administrative/circulars";
const places = [circularsBoard, `${circularsBoard}/feed.atom`, "/notices.atom", "/hi/notices.atom", "/"];

describe("a scheduled notice on the site's pages and feeds", () => {
  let site: TestSite;
  let editor: string;

  const publish = async (fields: Record<string, string>) => {
    const response = await uploadNotice(site.app, editor, { link: "https://example.org/notice.pdf", ...fields });
    expect(response.statusCode, response.body).toBe(201);
  };
  /** Each place's text, asked twice so that the second answer can come from the kept copies. */
  const bodies = async () => {
    const answers = [];
    for (const path of places) {
      await site.app.inject(path);
      const again = await site.app.inject(path);
      expect(again.statusCode, path).toBe(200);
      answers.push(again.body);
    }
    return answers;
  };

  beforeAll(async () => {
    site = await createTestSite();
    await createStaff(site.services, {
      email: "circulars@dseu.test",
      role: "editor",
      sections: ["ad circulars", "ad office orders", "announcements"],
    });
    editor = await signIn(site.app, "circulars@dseu.test");
  }, 180_000);
  afterAll(() => site.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is on no board, home block or feed until its moment, and on all of them from then, with nothing written between", async () => {
    // Only Date is faked, at the present (the token is checked against it); timers and sockets run.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const at = new Date(now + minute).toISOString();
    await publish({ fileName: "Circular on the winter vacation", section: "ad circulars", publishAt: at });
    await publish({ fileName: "Announcement of the convocation", section: "announcements", publishAt: at });

    for (const body of await bodies()) {
      expect(body).not.toContain("Circular on the winter vacation");
      expect(body).not.toContain("Announcement of the convocation");
    }

    vi.setSystemTime(now + minute);
    const [board, boardFeed, allFeed, hindiFeed, home] = await bodies();
    for (const body of [board, boardFeed, allFeed, hindiFeed])
      expect(body).toContain("Circular on the winter vacation");
    expect(home).toContain("Announcement of the convocation");
  });

  it("leaves a scheduled notice's file out of the sitemap until its moment, and from then dates its board by that moment", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    const at = new Date(now + 2 * minute).toISOString();
    const upload = await uploadNotice(
      site.app,
      editor,
      { fileName: "Circular on the examination calendar", section: "ad circulars", publishAt: at },
      { name: "calendar.pdf", content: await pdfWithText("Examination calendar") },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json<{ data: { notice: { file: { url: string } } } }>().data.notice.file.url;
    /** The sitemap, asked twice so that the second answer can come from the kept copy. */
    const sitemap = async () => {
      await site.app.inject("/sitemap.xml");
      return (await site.app.inject("/sitemap.xml")).body;
    };
    const boardLastmod = (xml: string) =>
      new RegExp(`<loc>https://dseu\\.ac\\.in${circularsBoard}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];

    const before = await sitemap();
    expect(before).not.toContain(file);
    expect((boardLastmod(before) ?? "") < at).toBe(true);

    vi.setSystemTime(now + 2 * minute);
    const after = await sitemap();
    expect(after).toContain(`<loc>https://dseu.ac.in${file}</loc><lastmod>${at}</lastmod>`);
    // The board changed when the circular appeared on it, not when it was written ahead of time.
    expect(boardLastmod(after)).toBe(at);
  });

  it("shows a back-dated office order under its own date on its board", async () => {
    await publish({
      fileName: "Office order on the library committee",
      section: "ad office orders",
      publishAt: "2026-01-15",
    });
    const board = await site.app.inject("/administration/administrative/office-orders?q=library+committee");
    expect(board.body).toContain('<time dateTime="2026-01-15T00:00:00.000Z"');
    expect(board.body).toMatch(/15 Jan 2026/);
    const hindi = await site.app.inject("/hi/administration/administrative/office-orders?q=library+committee");
    expect(hindi.body).toContain('<time dateTime="2026-01-15T00:00:00.000Z"');
  });

  it("names the section the home page calls Alerts and circulars the same on its board, in both languages", async () => {
    const bulletin = await site.app.inject("/admission/information-bulletin");
    expect(bulletin.body).toContain("Alerts and circulars");
    expect(bulletin.body).not.toMatch(/>Notices</);
    const hindi = await site.app.inject("/hi/admission/information-bulletin");
    expect(hindi.body).toContain("सूचनाएँ और परिपत्र");
  });
});
