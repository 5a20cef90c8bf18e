import { parseFeed } from "@rowanmanning/feed-parser";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  allNoticesFeedPath,
  boardFeedPath,
  feedSubjectOf,
  feedSubjects,
  type FeedSubject,
} from "#app/features/notices/feed-paths.ts";
import { noticeFeed } from "#app/features/notices/notice-feed.server.ts";
import { jobCategories, noticeBoards } from "#app/features/notices/boards.ts";
import { localizePath } from "#app/i18n/language.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, pdfWithText, signIn, uploadNotice, type FormFile } from "../support/staff.ts";

const subject = (path: string, category: string | null = null): FeedSubject => feedSubjectOf(path, category)!;
const tenders = subject("/tenders/feed.atom");
const allNotices = subject(allNoticesFeedPath);

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
    for (const board of [tenders, allNotices]) {
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
    const circulars = subject("/administration/administrative/circulars/feed.atom");
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
    for (const board of [tenders, allNotices]) {
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
    for (const board of feedSubjects) {
      const { items } = entriesOf(await noticeFeed(api.services, board, "en"));
      const { notices, pagination } = await api.services.notices.list("current", {
        page: 1,
        limit: 1000,
        ...(board.sections ? { sections: board.sections } : {}),
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
    const url = tenders.feedPath;
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
    const withQuery = await site.app.inject({ url: `${tenders.feedPath}?page=-1&q=%3Cscript%3E` });
    expect(withQuery.statusCode).toBe(200);
    expect(entriesOf(withQuery.body).feed.title).toContain("Tenders");
  });

  it("the job portal's feed, and each category's, parse as Atom and carry the portal's current notices", async () => {
    for (const category of [undefined, ...jobCategories]) {
      const query = category ? `?category=${category.slug}` : "";
      const sections = category ? [category.section] : jobCategories.map(({ section }) => section);
      const { notices } = await site.services.notices.list("current", { page: 1, limit: 50, sections });
      expect(notices.length, query).toBeGreaterThan(0);
      for (const language of ["", "/hi"]) {
        const url = `${language}/recruitment/feed.atom${query}`;
        const answer = await site.app.inject({ url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
        const { feed, items } = entriesOf(answer.body);
        expect(feed.title, url).toContain(language ? "जॉब पोर्टल" : "Job portal");
        expect(feed.self).toBe(`https://dseu.ac.in${url}`);
        expect(feed.url).toBe(`https://dseu.ac.in${language}/recruitment${query}`);
        expect(items.map((item) => item.id)).toEqual(
          notices.map((notice) => `https://dseu.ac.in/api/v1/notice/${notice._id}`),
        );
      }
    }
    for (const url of [
      "/recruitment/feed.atom?category=nothing",
      "/recruitment/feed.atom?category=",
      "/recruitment/follow?category=%3Cscript%3E",
    ]) {
      expect((await site.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("every board, the job portal and its categories and archives show a visible link to follow them", async () => {
    // Every board and category in English; an archive of each kind and the Hindi pages by sample.
    const boards: Array<[string, FeedSubject]> = [
      ...noticeBoards.map((board): [string, FeedSubject] => [board.path, subject(boardFeedPath(board.path))]),
      ["/recruitment", subject("/recruitment/feed.atom")],
      ...jobCategories.map(({ slug }): [string, FeedSubject] => [
        `/recruitment?category=${slug}`,
        subject("/recruitment/feed.atom", slug),
      ]),
      ["/hi/tenders?archive=1", tenders],
      ["/hi/recruitment/archive/results", subject("/recruitment/feed.atom", "results")],
      [
        "/hi/administration/governance/university-court",
        subject("/administration/governance/university-court/feed.atom"),
      ],
    ];
    for (const [board, followed] of boards) {
      const page = await site.app.inject({ url: board });
      expect(page.statusCode, board).toBe(200);
      const hindi = board.startsWith("/hi/");
      const link = parse(page.body).querySelector(`main a[href="${hindi ? "/hi" : ""}${followed.followPath}"]`);
      expect(link?.text.trim(), board).toBe(hindi ? "इस बोर्ड को फ़ॉलो करें" : "Follow this board");
      // Seen, not only announced: no ancestor hides it.
      for (let node = link?.parentNode; node && node.tagName !== "MAIN"; node = node.parentNode) {
        expect(node.getAttribute("class") ?? "", board).not.toMatch(/\b(sr-only|hidden)\b/);
        expect(node.getAttribute("hidden"), board).toBeUndefined();
      }
    }
    const jobPortal = parse((await site.app.inject({ url: "/recruitment?category=results" })).body);
    expect(
      jobPortal.querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href"),
    ).toBe("/recruitment/feed.atom?category=results");
  });

  it("a feed's page names its address to copy, its board, and the notices it carries, in either language", async () => {
    for (const followed of feedSubjects) {
      for (const language of ["", "/hi"] as const) {
        const url = `${language}${followed.followPath}`;
        const answer = await site.app.inject({ url });
        expect(answer.statusCode, url).toBe(200);
        const document = parse(answer.body);
        expect(document.querySelector("h1")?.text, url).toMatch(language ? /^फ़ॉलो करें: / : /^Follow: /);
        expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
        const feedPath = `${language}${followed.feedPath}`;
        expect(document.querySelector("input#feed-address")?.getAttribute("value"), url).toBe(
          `https://dseu.ac.in${feedPath}`,
        );
        expect(document.querySelector('label[for="feed-address"]')).not.toBeNull();
        expect(
          document.querySelector('head link[rel="alternate"][type="application/atom+xml"]')?.getAttribute("href"),
        ).toBe(feedPath);
        if (followed.kind !== "all") {
          const board = localizePath(followed.pagePath, language ? "hi" : "en");
          expect(document.querySelector(`main a[href="${board}"]`), url).not.toBeNull();
        }
        const { items } = entriesOf((await site.app.inject({ url: feedPath })).body);
        expect(document.querySelectorAll("main table tbody tr").length, url).toBe(items.length);
      }
    }
    // The page of every notice's feed lists every other feed's page.
    const all = parse((await site.app.inject({ url: "/follow" })).body);
    const listed = all.querySelectorAll('section[aria-labelledby="every-feed"] a').map((a) => a.getAttribute("href"));
    expect(listed).toEqual(feedSubjects.filter((each) => each.kind !== "all").map((each) => each.followPath));
    for (const url of ["/no-such-board/follow", "/tenders/follow/extra", "/recruitment/follow?category=nothing"]) {
      expect((await site.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("a browser opening a feed is sent to its page; a feed reader, and any other path, are not", async () => {
    const opened = (url: string) =>
      site.app.inject({ url, headers: { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate" } });
    for (const [url, page] of [
      [tenders.feedPath, tenders.followPath],
      ["/hi/notices.atom", "/hi/follow"],
      ["/recruitment/feed.atom?category=results", "/recruitment/follow?category=results"],
      ["/Tenders/Feed.atom", "/Tenders/follow"],
    ] as const) {
      // Kept by the page cache first, as a feed reader's requests leave it.
      await site.app.inject({ url });
      const answer = await opened(url);
      expect(answer.statusCode, url).toBe(303);
      expect(answer.headers.location, url).toBe(page);
      expect(answer.headers.vary, url).toMatch(/Sec-Fetch-Dest/i);
      const followed = await opened(page);
      expect(followed.statusCode, page).toBe(200);
      expect(followed.headers["content-type"]).toMatch(/^text\/html/);
    }
    const reader = await site.app.inject({ url: tenders.feedPath, headers: { "sec-fetch-dest": "empty" } });
    expect(reader.statusCode).toBe(200);
    expect(reader.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    for (const url of [
      "//evil.example/feed.atom",
      "/\\evil.example/feed.atom",
      "/%2F%2Fevil.example/feed.atom",
      "/tenders",
      "/feed.atom",
    ]) {
      const answer = await opened(url);
      // Only ever a path of this site: never `//host` or `/\\host`.
      expect(answer.headers.location ?? "/", url).toMatch(/^\/(?![/\\])/);
      expect(answer.statusCode, url).toBeLessThan(500);
    }
  });
});
