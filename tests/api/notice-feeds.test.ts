import { parseFeed } from "@rowanmanning/feed-parser";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allNoticesFeedPath, boardFeedPath } from "#app/features/notices/feed-paths.ts";
import { noticeFeed } from "#app/features/notices/notice-feed.server.ts";
import { noticeBoards } from "#app/features/notices/boards.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, pdfWithText, signIn, uploadNotice, type FormFile } from "../support/staff.ts";

const tenders = noticeBoards.find((board) => board.id === "tenders")!;

/** Publishes a notice through the API, as the console does; answers its id. */
async function publish(
  app: TestApi["app"],
  token: string,
  fields: Record<string, string>,
  file?: FormFile,
): Promise<string> {
  const response = await uploadNotice(app, token, fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { notice: { _id: string } } }>().data.notice._id;
}

/** The feed's entries in order, as a feed reader sees them. */
function entriesOf(atom: string) {
  const feed = parseFeed(atom);
  expect(feed.meta.type).toBe("atom");
  return { feed, items: feed.items };
}

describe.each(testEngines)("notice feeds on %s", (engine) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "feeds@dseu.test", role: "admin" });
    token = await signIn(api.app, "feeds@dseu.test");
  });
  afterAll(() => api.close());

  it("a notice published through the API is the newest entry of its board's feed and of every notice's, its PDF the enclosure", async () => {
    const pdf = await pdfWithText("Tender for laboratory benches");
    const id = await publish(
      api.app,
      token,
      { fileName: "Tender for laboratory benches & stools <2026>", section: "tenders" },
      { name: "benches.pdf", content: pdf },
    );
    for (const board of [tenders, undefined]) {
      const { items } = entriesOf(await noticeFeed(api.services, board, "en"));
      const entry = items[0]!;
      expect(entry.id).toBe(`https://dseu.ac.in/api/v1/notice/${id}`);
      expect(entry.title).toBe("Tender for laboratory benches & stools <2026>");
      const [enclosure] = entry.media;
      expect(enclosure?.mimeType).toBe("application/pdf");
      expect(enclosure?.length).toBe(pdf.byteLength);
      expect(entry.url).toBe(enclosure?.url);
      expect(enclosure?.url).toMatch(/^https:\/\/dseu\.ac\.in\/api\/v1\/files\/[0-9a-f]{64}$/);
    }
    // Another board's feed does not carry it.
    const circulars = noticeBoards.find((board) => board.id === "circulars")!;
    const { items } = entriesOf(await noticeFeed(api.services, circulars, "en"));
    expect(items.map((item) => item.id)).not.toContain(`https://dseu.ac.in/api/v1/notice/${id}`);
  });

  it("an external notice links to its own address; archiving a notice takes it out of the feed", async () => {
    const id = await publish(api.app, token, {
      fileName: "Corrigendum on the portal",
      section: "tenders",
      link: "https://example.org/corrigendum?id=1&lang=en",
    });
    const entry = entriesOf(await noticeFeed(api.services, tenders, "en")).items[0]!;
    expect(entry.title).toBe("Corrigendum on the portal");
    expect(entry.url).toBe("https://example.org/corrigendum?id=1&lang=en");
    expect(entry.media).toEqual([]);

    const archived = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/notice/${id}`,
      payload: { archive: true },
      headers: bearer(token),
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const ids = entriesOf(await noticeFeed(api.services, tenders, "en")).items.map((item) => item.id);
    expect(ids).not.toContain(`https://dseu.ac.in/api/v1/notice/${id}`);
  });

  it("a Hindi feed titles a notice in Hindi where it has a Hindi title, else in English marked as English", async () => {
    const withHindi = await publish(api.app, token, {
      fileName: "Tender for hostel furniture",
      title_hi: "छात्रावास के फ़र्नीचर की निविदा",
      section: "tenders",
      link: "https://example.org/furniture",
    });
    const englishOnly = await publish(api.app, token, {
      fileName: "Tender for campus lighting",
      section: "tenders",
      link: "https://example.org/lighting",
    });
    const titleElement = (atom: string, id: string) =>
      new RegExp(`<id>https://dseu\\.ac\\.in/api/v1/notice/${id}</id>(<title[^>]*>)`).exec(atom)?.[1];
    for (const board of [tenders, undefined]) {
      const hindi = await noticeFeed(api.services, board, "hi");
      const titles = new Map(entriesOf(hindi).items.map((item) => [item.id, item.title]));
      expect(titles.get(`https://dseu.ac.in/api/v1/notice/${withHindi}`)).toBe("छात्रावास के फ़र्नीचर की निविदा");
      expect(titles.get(`https://dseu.ac.in/api/v1/notice/${englishOnly}`)).toBe("Tender for campus lighting");
      expect(titleElement(hindi, withHindi)).toBe('<title type="text" xml:lang="hi-IN">');
      expect(titleElement(hindi, englishOnly)).toBe('<title type="text" xml:lang="en-IN">');

      // The English feed keeps the English title.
      const english = entriesOf(await noticeFeed(api.services, board, "en")).items;
      expect(english.find((item) => item.id?.endsWith(withHindi))?.title).toBe("Tender for hostel furniture");
    }
  });

  it("carries the newest 50 current notices of the board's sections, newest first", async () => {
    for (const board of [undefined, ...noticeBoards]) {
      const { items } = entriesOf(await noticeFeed(api.services, board, "en"));
      const { notices, pagination } = await api.services.notices.list("current", {
        page: 1,
        limit: 1000,
        ...(board ? { sections: board.sections } : {}),
      });
      expect(items.length).toBe(Math.min(50, pagination.total));
      const published = items.map((item) => item.published!.getTime());
      expect(published).toEqual([...published].sort((a, b) => b - a));
      const sections = new Set(notices.map((notice) => notice.section));
      for (const item of items) expect(sections.has(item.categories[0]!.term as never)).toBe(true);
    }
  });
});

describe("notice feeds over HTTP", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  it("every board page, in English and Hindi, announces its feed, which answers Atom in the page's language", async () => {
    for (const board of noticeBoards) {
      for (const language of ["", "/hi"]) {
        const page = await site.app.inject({ url: `${language}${board.path}` });
        expect(page.statusCode, board.path).toBe(200);
        const links = parse(page.body).querySelectorAll('head link[rel="alternate"][type="application/atom+xml"]');
        expect(links.length, `${language}${board.path}`).toBe(1);
        const href = links[0]!.getAttribute("href")!;
        expect(href).toBe(`${language}${boardFeedPath(board.path)}`);
        const heading = parse(page.body).querySelector("h1")!.textContent.trim();
        expect(links[0]!.getAttribute("title")).toBe(`${heading} (Atom)`);

        const answer = await site.app.inject({ url: href });
        expect(answer.statusCode, href).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
        const { feed } = entriesOf(answer.body);
        expect(feed.title).toContain(heading);
        expect(feed.self).toBe(`https://dseu.ac.in${href}`);
        expect(feed.url).toBe(`https://dseu.ac.in${language}${board.path}`);
      }
    }
  });

  it("the feed of every notice is at /notices.atom and /hi/notices.atom", async () => {
    const english = entriesOf((await site.app.inject({ url: allNoticesFeedPath })).body).feed;
    const hindi = entriesOf((await site.app.inject({ url: `/hi${allNoticesFeedPath}` })).body).feed;
    expect(english.title).toBe("Delhi Skill and Entrepreneurship University");
    expect(hindi.title).toBe("दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय");
    expect(english.language).toBe("en-IN");
    expect(hindi.language).toBe("hi-IN");
    expect(english.items.map((item) => item.id)).toEqual(hindi.items.map((item) => item.id));
  });

  it("a kept feed is made again when a notice is published, and answers 304 to its ETag", async () => {
    const url = boardFeedPath(tenders.path);
    await site.app.inject({ url });
    let kept = await site.app.inject({ url });
    for (let attempt = 0; kept.headers["x-page-cache"] !== "hit" && attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      kept = await site.app.inject({ url });
    }
    expect(kept.headers["x-page-cache"]).toBe("hit");
    expect(kept.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    const revalidated = await site.app.inject({ url, headers: { "if-none-match": String(kept.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);

    await createStaff(site.services, { email: "feeds@dseu.test", role: "admin" });
    const token = await signIn(site.app, "feeds@dseu.test");
    const id = await publish(site.app, token, {
      fileName: "Tender published while the feed was kept",
      section: "tenders",
      link: "https://example.org/tender",
    });
    const after = await site.app.inject({ url, headers: { "if-none-match": String(kept.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(entriesOf(after.body).items[0]!.id).toBe(`https://dseu.ac.in/api/v1/notice/${id}`);
  });

  it("a path that is no feed, or a hostile one, is a 404 page, never a 500", async () => {
    for (const url of [
      "/no-such-board/feed.atom",
      "/tenders/feed.atom/extra",
      "/hi/tenders/feed.rss",
      "/tenders/%ff/feed.atom",
      `/tenders/${"a".repeat(4000)}/feed.atom`,
      "/tenders/feed.atom%00",
    ]) {
      const response = await site.app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    // A query string a feed does not read changes nothing.
    const withQuery = await site.app.inject({ url: `${boardFeedPath(tenders.path)}?page=-1&q=%3Cscript%3E` });
    expect(withQuery.statusCode).toBe(200);
    expect(entriesOf(withQuery.body).feed.title).toContain("Tenders");
  });
});
