import ICAL from "ical.js";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { holidayCalendarFile } from "#app/features/holidays/holiday-ical.server.ts";
import { noticeSitemap } from "#app/features/notices/sitemap-notices.server.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { createTestSite, type TestSite } from "../support/pages.ts";
import { bearer, createStaff, pdfWithText, signIn, uploadNotice } from "../support/staff.ts";

/** Publishes a notice with a PDF through the API, as the console does; answers the notice. */
async function publishWithPdf(
  app: TestApi["app"],
  token: string,
  title: string,
  section = "tenders",
  fields: Record<string, string> = {},
) {
  const response = await uploadNotice(
    app,
    token,
    { fileName: title, section, ...fields },
    { name: "notice.pdf", content: await pdfWithText(title) },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { notice: { _id: string; updated_at: string; file: { url: string } } } }>().data.notice;
}

describe.each(testEngines)("notices in the sitemap on %s", (engine) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "sitemap@dseu.test", role: "admin" });
    token = await signIn(api.app, "sitemap@dseu.test");
  });
  afterAll(() => api.close());

  it("lists every notice's file, current or archived, with the moment its notice last changed, and each board's latest change", async () => {
    const notice = await publishWithPdf(api.app, token, "Tender for sitemap benches");
    let sitemap = await noticeSitemap(api.services);
    expect(sitemap.files[0]).toEqual({ path: notice.file.url, lastmod: notice.updated_at });
    expect(sitemap.boards.get("/tenders")).toBe(notice.updated_at);

    // Archived, it stays listed (the archive is public) with the later change.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const archived = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/notice/${notice._id}`,
      payload: { archive: true },
      headers: bearer(token),
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const changedAt = archived.json<{ data: { notice: { updated_at: string } } }>().data.notice.updated_at;
    expect(changedAt > notice.updated_at).toBe(true);
    sitemap = await noticeSitemap(api.services);
    expect(sitemap.files.find((file) => file.path === notice.file.url)?.lastmod).toBe(changedAt);

    // Every notice with a file is there once, newest first.
    const all = [
      ...(await api.services.notices.list("current", { page: 1, limit: 1000 })).notices,
      ...(await api.services.notices.list("archived", { page: 1, limit: 1000 })).notices,
    ];
    const urls = new Set(all.flatMap((entry) => (entry.file ? [entry.file.url] : [])));
    expect(sitemap.files.map((file) => file.path).sort()).toEqual([...urls].sort());
    const times = sitemap.files.map((file) => file.lastmod);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("leaves a scheduled notice out until its moment, then dates its file and board by that moment", async () => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      const at = new Date(now + 60_000).toISOString();
      const notice = await publishWithPdf(api.app, token, "Tender for scheduled benches", "tenders", { publishAt: at });
      let sitemap = await noticeSitemap(api.services);
      expect(sitemap.files.map((file) => file.path)).not.toContain(notice.file.url);
      expect((sitemap.boards.get("/tenders") ?? "") < at).toBe(true);

      vi.setSystemTime(now + 60_000);
      sitemap = await noticeSitemap(api.services);
      expect(sitemap.files.find((file) => file.path === notice.file.url)?.lastmod).toBe(at);
      expect(sitemap.boards.get("/tenders")).toBe(at);
    } finally {
      vi.useRealTimers();
    }
  });
});

/** The events of an iCalendar file, as ical.js reads them. */
function calendarEvents(file: string) {
  return new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent");
}

describe.each(testEngines)("the holiday calendar file on %s", (engine) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "calendar@dseu.test", role: "admin" });
    token = await signIn(api.app, "calendar@dseu.test");
  });
  afterAll(() => api.close());

  it("carries a holiday added through the API, its names escaped and folded whole, and keeps its UID when its date moves", async () => {
    const { year } = await api.services.holidays.calendar();
    const name_en =
      "Foundation Day; the university's, with \\ a backslash, and a name long enough to be folded twice over";
    const name_hi = "स्थापना दिवस; विश्वविद्यालय का, एक लंबे नाम के साथ जो कई पंक्तियों में मुड़ेगा";
    const added = await api.app.inject({
      method: "POST",
      url: "/api/v1/holidays",
      payload: { date: `${year}-10-27`, name_en, name_hi },
      headers: bearer(token),
    });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json<{ data: { holiday: { _id: string } } }>().data.holiday._id;

    const english = await holidayCalendarFile(api.services, "en", new Date());
    for (const line of english.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    const event = calendarEvents(english).find(
      (candidate) => candidate.getFirstPropertyValue("uid") === `holiday-${id}@dseu.ac.in`,
    )!;
    expect(event.getFirstPropertyValue("summary")).toBe(name_en);
    expect(event.getFirstPropertyValue("description")).toBe(name_hi);
    expect(String(event.getFirstPropertyValue("dtstart"))).toBe(`${year}-10-27`);
    const hindi = calendarEvents(await holidayCalendarFile(api.services, "hi", new Date()));
    expect(hindi.find((candidate) => candidate.getFirstPropertyValue("summary") === name_hi)).toBeDefined();

    const moved = await api.app.inject({
      method: "PATCH",
      url: `/api/v1/holidays/${id}`,
      payload: { date: `${year}-10-28` },
      headers: bearer(token),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = calendarEvents(await holidayCalendarFile(api.services, "en", new Date()));
    const same = after.filter((candidate) => candidate.getFirstPropertyValue("uid") === `holiday-${id}@dseu.ac.in`);
    expect(same.map((candidate) => String(candidate.getFirstPropertyValue("dtstart")))).toEqual([`${year}-10-28`]);
  });
});

describe("the site's manifest, calendar file, sitemap and old links over HTTP", () => {
  let site: TestSite;
  let token: string;
  beforeAll(async () => {
    site = await createTestSite();
    await createStaff(site.services, { email: "site-files@dseu.test", role: "admin" });
    token = await signIn(site.app, "site-files@dseu.test");
  }, 180_000);
  afterAll(() => site.close());

  const get = (url: string) => site.app.inject({ method: "GET", url });

  it("every page's HTML links the icons and the web app manifest, and each of them loads", async () => {
    const expected = ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", "/manifest.webmanifest"];
    // One page of each kind the root layout wraps, in both languages: information page, board,
    // zone, record, catalogue, console, and the page of a path that does not exist.
    const pages = ["/", "/about-us/history", "/tenders", "/campus/zone/central", "/campus/ambedkar", "/courses"];
    for (const english of [...pages, "/holiday-calendar", "/admin-login", "/no-such-page"]) {
      for (const path of [english, english === "/" ? "/hi/" : `/hi${english}`]) {
        const response = await get(path);
        expect(response.headers["content-type"], path).toContain("text/html");
        const head = parse(response.body).querySelector("head")!;
        const hrefs = head
          .querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
          .map((link) => link.getAttribute("href"));
        expect(hrefs, path).toEqual(expected);
      }
    }
    for (const href of expected) expect((await get(href)).statusCode, href).toBe(200);
  });

  it("the manifest is a valid web app manifest whose icons are the sizes it says", async () => {
    const response = await get("/manifest.webmanifest");
    expect(response.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = response.json<Record<string, unknown>>();
    expect(typeof manifest.name).toBe("string");
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);
    expect(["fullscreen", "standalone", "minimal-ui", "browser"]).toContain(manifest.display);
    expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(() => new Intl.Locale(manifest.lang as string)).not.toThrow();
    // start_url is on the site and inside the scope (otherwise a browser ignores it).
    const base = "https://dseu.ac.in/manifest.webmanifest";
    const start = new URL(manifest.start_url as string, base);
    const scope = new URL(manifest.scope as string, base);
    expect(start.origin).toBe("https://dseu.ac.in");
    expect(start.pathname.startsWith(scope.pathname)).toBe(true);
    const icons = manifest.icons as Array<{ src: string; type: string; sizes: string; purpose?: string }>;
    for (const icon of icons) {
      const file = await get(icon.src);
      expect(file.statusCode, icon.src).toBe(200);
      expect(file.headers["content-type"], icon.src).toMatch(icon.type);
      if (icon.type === "image/png") {
        const png = file.rawPayload;
        expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
      }
    }
    const pngSizes = icons.filter((icon) => icon.type === "image/png").map((icon) => icon.sizes);
    expect(pngSizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
  });

  it("the holiday calendar is an iCalendar file of one all-day event per holiday, named in both languages", async () => {
    for (const [prefix, language, other] of [
      ["", "en", "hi"],
      ["/hi", "hi", "en"],
    ] as const) {
      const response = await get(`${prefix}/holiday-calendar.ics`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      const text = response.body;
      // RFC 5545: CRLF line ends, lines of at most 75 octets, continuations beginning with a space.
      expect(text.endsWith("\r\n")).toBe(true);
      expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
      const lines = text.split("\r\n").slice(0, -1);
      for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
      expect(lines.some((line) => line.startsWith(" "))).toBe(true);

      const calendar = new ICAL.Component(ICAL.parse(text));
      expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
      expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
      const events = calendar.getAllSubcomponents("vevent");
      const { holidays } = await site.services.holidays.calendar();
      expect(holidays.length).toBeGreaterThan(10);
      expect(events).toHaveLength(holidays.length);
      const uids = new Set<string>();
      events.forEach((event, index) => {
        const holiday = holidays[index]!;
        const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
        const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
        expect(start.isDate).toBe(true);
        expect(start.toString()).toBe(holiday.date);
        expect(end.isDate).toBe(true);
        expect(end.subtractDate(start).toSeconds()).toBe(86_400);
        expect(event.getFirstPropertyValue("dtstamp")).toBeTruthy();
        uids.add(event.getFirstPropertyValue("uid") as string);
        const summary = event.getFirstProperty("summary")!;
        const description = event.getFirstProperty("description")!;
        expect(event.getAllProperties("summary")).toHaveLength(1);
        expect(summary.getParameter("language")).toBe(language);
        expect(summary.getFirstValue()).toBe(language === "en" ? holiday.name_en : holiday.name_hi);
        expect(description.getParameter("language")).toBe(other);
        expect(description.getFirstValue()).toBe(other === "en" ? holiday.name_en : holiday.name_hi);
      });
      expect(uids.size).toBe(holidays.length);
    }
  });

  it("a kept calendar file is made again when the calendar is edited", async () => {
    const url = "/holiday-calendar.ics";
    await get(url);
    let kept = await get(url);
    for (let attempt = 0; kept.headers["x-page-cache"] !== "hit" && attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      kept = await get(url);
    }
    expect(kept.headers["x-page-cache"]).toBe("hit");
    const { year } = await site.services.holidays.calendar();
    const added = await site.app.inject({
      method: "POST",
      url: "/api/v1/holidays",
      payload: { date: `${year}-12-30`, name_en: "University Foundation Day", name_hi: "विश्वविद्यालय स्थापना दिवस" },
      headers: bearer(token),
    });
    expect(added.statusCode, added.body).toBe(201);
    const after = await get(url);
    expect(after.headers["x-page-cache"]).toBe("miss");
    const summaries = new ICAL.Component(ICAL.parse(after.body))
      .getAllSubcomponents("vevent")
      .map((event) => event.getFirstPropertyValue("summary"));
    expect(summaries).toContain("University Foundation Day");
  });

  it("a path beside the calendar file, or a hostile one, is a 404 page, never a 500; a query changes nothing", async () => {
    for (const url of [
      "/holiday-calendar.ics/extra",
      "/hi/hi/holiday-calendar.ics",
      "/holiday-calendar.ics%00",
      "/holiday-calendar%2Eics%2F..%2F..",
      `/holiday-calendar.ics${"%ff".repeat(2000)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const withQuery = await get("/holiday-calendar.ics?year=-1&lang=%3Cscript%3E");
    expect(withQuery.statusCode).toBe(200);
    expect(withQuery.body).not.toContain("<script>");
    expect(new ICAL.Component(ICAL.parse(withQuery.body)).getAllSubcomponents("vevent").length).toBeGreaterThan(10);
  });

  it("each calendar page links its language's calendar file", async () => {
    for (const prefix of ["", "/hi"]) {
      const page = parse((await get(`${prefix}/holiday-calendar`)).body);
      const link = page.querySelector(`main a[href="${prefix}/holiday-calendar.ics"]`);
      expect(link, prefix).not.toBeNull();
      expect(link!.getAttribute("type")).toBe("text/calendar");
      expect(link!.textContent).toContain("iCalendar");
    }
  });

  it("sitemap.xml lists a published notice's file with its lastmod, and the board's latest change; robots.txt lets crawlers read the files", async () => {
    const notice = await publishWithPdf(site.app, token, "Tender published for the sitemap");
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain(
      `<url><loc>https://dseu.ac.in${notice.file.url}</loc><lastmod>${notice.updated_at}</lastmod></url>`,
    );
    for (const board of ["/tenders", "/hi/tenders"]) {
      expect(sitemap).toContain(`<url><loc>https://dseu.ac.in${board}</loc><lastmod>${notice.updated_at}</lastmod>`);
    }
    const files = [...sitemap.matchAll(/<loc>https:\/\/dseu\.ac\.in(\/api\/v1\/files\/[^<]+)<\/loc>/g)];
    expect(files.length).toBeGreaterThan(1);
    for (const [, path] of files.slice(0, 5)) expect((await get(path!)).statusCode, path).toBe(200);

    const robots = (await get("/robots.txt")).body.split("\n");
    expect(robots.indexOf("Allow: /api/v1/files/")).toBeGreaterThan(-1);
    expect(robots.indexOf("Allow: /api/v1/files/")).toBeLessThan(robots.indexOf("Disallow: /api/"));
  });

  it("the job portal's old archive links reach the archive pages", async () => {
    for (const [old, current] of [
      ["/recruitment/archive/academic%20positions", "/recruitment/archive/academic-positions"],
      ["/hi/recruitment/archive/non%20academic%20positions", "/hi/recruitment/archive/non-academic-positions"],
      ["/recruitment/archive/short%20term%20positions", "/recruitment/archive/short-term-positions"],
      ["/recruitment/archive/recruitments%20and%20notice", "/recruitment/archive/recruitments-and-notice"],
    ]) {
      const redirect = await get(old!);
      expect(redirect.statusCode, old).toBe(301);
      expect(redirect.headers.location).toBe(current);
      expect((await get(current!)).statusCode, current).toBe(200);
    }
    expect((await get("/recruitment/archive/results")).statusCode).toBe(200);
  });
});
