import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";

/**
 * What the whole site answers over HTTP, pages included, with no browser: links, the sitemap,
 * robots.txt, security headers and caching. Checks that need a page to run (hydration, frames,
 * layout) stay in the end-to-end tests (decision 0116).
 */
describe("the site over HTTP", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  const get = (url: string) => site.app.inject({ method: "GET", url });

  /** A notice's reading view, `/notices/<id>` or `/hi/notices/<id>`. */
  const readingView = (path: string) => /^(\/hi)?\/notices\//.test(path);

  /** Same-origin page links of an HTML document: no API calls, no files (a dot in the last segment), no fragments. */
  function pageLinks(html: string): string[] {
    const links: string[] = [];
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
      if (!href!.startsWith("/") || href!.startsWith("//")) continue;
      const path = href!.replace(/&amp;/g, "&").split("#")[0]!;
      if (path === "" || /^\/(hi\/)?api(\/|$)/i.test(path) || /\.[a-z0-9]+$/i.test(path.split("?")[0]!)) continue;
      links.push(path);
    }
    return links;
  }

  it("every link from the home page in both languages leads to a page that answers 200, each with the sample-data notice in its language; the sitemap lists exactly the pages reached", async () => {
    const queue = ["/", "/hi/"];
    const answers = new Map<string, number>();
    // Pages that ask search engines to stay away (those under construction) belong in no sitemap.
    const unindexed = new Set<string>();
    // The default seed is the demo profile, so every page says that it shows sample data (decision 0130).
    const withoutSampleNotice: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (answers.has(path)) continue;
      const response = await get(path);
      answers.set(path, response.statusCode);
      if (response.statusCode !== 200 || !String(response.headers["content-type"]).includes("text/html")) continue;
      if (/<meta name="robots" content="noindex"/.test(response.body)) unindexed.add(path);
      const sampleNotice = /<p id="sample-data-notice"[^>]*>([\s\S]*?)<\/p>/.exec(response.body)?.[1] ?? "";
      if (!sampleNotice.includes(/^\/hi(\/|$)/.test(path) ? "नमूना डेटा" : "Sample data")) withoutSampleNotice.push(path);
      // Notices' reading views, one per notice on every board, have tests of their own (tests/api/notice-reading.test.ts).
      for (const link of pageLinks(response.body)) if (!answers.has(link) && !readingView(link)) queue.push(link);
    }

    const failures = [...answers].filter(([, status]) => status !== 200);
    expect(failures, "links that do not answer 200").toEqual([]);
    expect(answers.size).toBeGreaterThan(80);
    expect(withoutSampleNotice, "pages without the sample-data notice in their language").toEqual([]);

    const sitemap = (await get("/sitemap.xml")).body;
    const key = (path: string) =>
      path
        .split("?")[0]!
        .toLowerCase()
        .replace(/(.)\/$/, "$1");
    // Notices' files and reading views are listed too (tests/api/site-files-over-http.test.ts, tests/api/notice-reading.test.ts).
    const listed = new Set(
      [...sitemap.matchAll(/<loc>https:\/\/dseu\.ac\.in([^<]*)<\/loc>/g)]
        .map(([, path]) => key(path!))
        .filter((path) => !path.startsWith("/api/v1/files/") && !readingView(path)),
    );
    const reached = [...answers]
      .filter(([path, status]) => status === 200 && !unindexed.has(path))
      .map(([path]) => path);
    expect(
      reached.filter((path) => !listed.has(key(path))),
      "pages missing from sitemap.xml",
    ).toEqual([]);
    // And the other way: no page the sitemap names is out of a visitor's reach by links.
    const reachedKeys = new Set(reached.map(key));
    expect(
      [...listed].filter((path) => !reachedKeys.has(path)),
      "pages in sitemap.xml that no link leads to",
    ).toEqual([]);
  }, 400_000);

  it("the sitemap names both languages of every page as alternates", async () => {
    const response = await get("/sitemap.xml");
    expect(response.headers["content-type"]).toContain("application/xml");
    const sitemap = response.body;
    const entry = /<url><loc>https:\/\/dseu\.ac\.in\/amenities\/Library<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1];
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="hi" href="https://dseu.ac.in/hi/amenities/Library"/>',
    );
    expect(entry).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://dseu.ac.in/amenities/Library"/>');
    expect(sitemap).toContain("<loc>https://dseu.ac.in/hi/amenities/Library</loc>");
    expect(sitemap).not.toContain("/UGC-Guidelines");
  });

  it("the governance bodies' boards are linked from the menus, /sitemap and the pages that say their notices exist", async () => {
    const governance = ["university-court", "board-of-management", "academic-council", "finance-committee"].map(
      (body) => `/administration/governance/${body}`,
    );
    const links = (html: string, within: RegExp = /[\s\S]*/) => new Set(pageLinks(within.exec(html)?.[0] ?? ""));
    // The server's main navigations: the desktop menu, and the phone's link to the site map
    // (decision 0185); once hydrated, the phone menu holds the desktop menu's links, from one tree.
    const navigations = /<nav[^>]*aria-label="(Main|मुख्य)"[\s\S]*?<\/nav>/g;
    const main = /<main[\s\S]*?<\/main>/;
    for (const language of ["", "/hi"]) {
      const home = (await get(`${language}/`)).body;
      const fromMenu = new Set([...home.matchAll(navigations)].flatMap(([navigation]) => pageLinks(navigation)));
      expect(fromMenu, "the phone's menu before hydration").toContain(`${language}/sitemap`);
      const fromSitemap = links((await get(`${language}/sitemap`)).body, main);
      const fromStatutoryBodies = links(
        (await get(`${language}/administration/administrative/statutory-bodies`)).body,
        main,
      );
      for (const path of governance) {
        expect(fromMenu, `${language}${path} in the menu`).toContain(`${language}${path}`);
        expect(fromSitemap, `${language}${path} on /sitemap`).toContain(`${language}${path}`);
        expect(fromStatutoryBodies, `${language}${path} on the statutory bodies page`).toContain(`${language}${path}`);
      }
      const fromBoardOfManagement = links(
        (await get(`${language}/administration/administrative/board-of-management`)).body,
        main,
      );
      expect(fromBoardOfManagement).toContain(`${language}/administration/governance/board-of-management`);
    }
  });

  it.each(["/UGC-Guidelines", "/hi/UGC-Guidelines"])(
    "%s is still under construction and links to the UGC's own guidelines in a new tab",
    async (path) => {
      const response = await get(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex"');
      const main = /<main[\s\S]*?<\/main>/.exec(response.body)![0];
      const link = /<a href="https:\/\/www\.ugc\.gov\.in\/"[^>]*>/.exec(main)?.[0];
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    },
  );

  it("robots.txt allows the site and points at the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("User-agent: *");
    expect(response.body).toContain("Sitemap: https://dseu.ac.in/sitemap.xml");
  });

  /** What every answer of the site carries, page, page error or API (decision 0061). */
  function expectSecurityHeaders(headers: Record<string, unknown>, what: string) {
    expect(headers["content-security-policy"], what).toContain("frame-ancestors 'none'");
    expect(headers["x-frame-options"], what).toBe("DENY");
    expect(headers["x-content-type-options"], what).toBe("nosniff");
    expect(headers["referrer-policy"], what).toBe("same-origin");
    expect(headers["permissions-policy"], what).toContain("camera=()");
    expect(headers["permissions-policy"], what).toContain("geolocation=()");
  }

  it("the home page, a page error and the API send the security headers", async () => {
    // Twice for /: the first answer may be rendered, the second comes from the page cache.
    for (const [url, status] of [
      ["/", 200],
      ["/", 200],
      ["/no/such/page", 404],
      ["/api/v1/campus", 200],
      ["/api/v1/nothing", 404],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(status);
      expectSecurityHeaders(response.headers, url);
    }
  });

  it("a stored file sends the security headers, and only the site may frame it", async () => {
    const notices = JSON.parse((await get("/api/v1/notice?limit=1000")).body) as {
      data: { notices: Array<{ file: { url: string } | null }> };
    };
    const fileUrl = notices.data.notices.find((notice) => notice.file)!.file!.url;
    const response = await get(new URL(fileUrl, "http://localhost").pathname);
    expect(response.statusCode).toBe(200);
    const headers = response.headers;
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    // The notice pages preview PDFs in a frame of their own origin (decision 0061).
    expect(headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("the API answers JSON from the same server as the pages", async () => {
    const response = await get("/api/v1/campus?zone=north");
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as { status: string; data: { campuses: unknown[] } };
    expect(body.status).toBe("success");
    expect(body.data.campuses.length).toBeGreaterThan(0);
  });

  it("the page's scripts are hashed assets cached for a year", async () => {
    const html = (await get("/")).body;
    // The page names its modules in the inline script that preloads them after the first paint (decision 0075).
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const response = await get(script!);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("the scripts a page runs as it loads have V8 compile them as they arrive; a script loaded on intent does not", async () => {
    const firstLine = async (script: string) => (await get(script)).body.split("\n", 1)[0];
    let shell = "";
    for (const path of ["/", "/tenders", "/courses", "/hi/"]) {
      // The modules the page preloads after its first paint, every one it runs as it loads (decision 0075).
      const preloaded = /for \(const href of (\[[^\]]*\])\)/.exec((await get(path)).body)?.[1];
      const scripts = JSON.parse(preloaded ?? "[]") as string[];
      expect(scripts.length).toBeGreaterThanOrEqual(5);
      for (const script of scripts) {
        expect(await firstLine(script), script).toBe("//# allFunctionsCalledOnLoad");
        if (script.includes("/shell-")) shell = script;
      }
    }
    // The search panel comes when the visitor opens search (decision 0073): compiled only if it runs.
    const searchPanel = /search-panel-[\w-]+\.js/.exec((await get(shell)).body)?.[0];
    expect(searchPanel).toBeDefined();
    expect(await firstLine(`/assets/${searchPanel}`)).not.toContain("allFunctionsCalledOnLoad");
  });

  it.each(["/", "/no/such/page", "/UGC-Guidelines"])("the server-rendered %s carries no loading view", async (path) => {
    const html = (await get(path)).body;
    expect(html).toContain("<main");
    expect(html).not.toContain(`aria-label="Loading page"`);
  });
});
