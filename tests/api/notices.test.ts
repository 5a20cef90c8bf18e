import { createHash } from "node:crypto";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { noticeSchema, paginationSchema } from "#common/api/notice.ts";
import { noticeSectionKeys } from "#common/notice-sections.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { insertNotices } from "../support/notices.ts";

const hour = 60 * 60 * 1000;
const pageSchema = z.object({ notices: z.array(noticeSchema), pagination: paginationSchema });
type Page = z.infer<typeof pageSchema>;

describe.each(testEngines)("notice endpoints on %s", (engine) => {
  let api: TestApi;
  const now = Date.now();

  const page = async (url: string): Promise<Page> => {
    const { status, json } = await getJson(api.app, url);
    expect(status, JSON.stringify(json)).toBe(200);
    expect(json.status).toBe("success");
    return pageSchema.parse(json.data);
  };
  const titlesFound = async (search: string) =>
    (await page(`/api/v1/notice?section=news&limit=100&regex=${encodeURIComponent(search)}`)).notices.map(
      (notice) => notice.title,
    );

  beforeAll(async () => {
    api = await createTestApi(engine);
    // Dated 2020, well before the seeded notices, so date ranges can isolate them.
    await insertNotices(api.database.db, [
      { title: "Hostel fee waiver of 50% for residents", section: "news", created_at: "2020-01-15T10:00:00.000Z" },
      { title: "Discount of 5000 rupees on bus passes", section: "news", created_at: "2020-02-15T10:00:00.000Z" },
      { title: "Pattern .* appears in this title", section: "news", created_at: "2020-03-15T10:00:00.000Z" },
      { title: "Under_score (and parenthesis) notice", section: "news", created_at: "2020-03-16T10:00:00.000Z" },
      { title: "UnderXscore without the bracket", section: "news", created_at: "2020-03-17T10:00:00.000Z" },
      { title: "Archive case A: flag only", section: "tenders", created_at: "2020-04-01T10:00:00.000Z", archive: true },
      {
        title: "Archive case B: valid_until passed an hour ago",
        section: "tenders",
        created_at: "2020-04-02T10:00:00.000Z",
        valid_until: new Date(now - hour).toISOString(),
      },
      {
        title: "Archive case C: valid until tomorrow",
        section: "tenders",
        created_at: "2020-04-03T10:00:00.000Z",
        valid_until: new Date(now + 24 * hour).toISOString(),
      },
      {
        title: "Archive case D: flag set, still valid",
        section: "tenders",
        created_at: "2020-04-04T10:00:00.000Z",
        archive: true,
        valid_until: new Date(now + 24 * hour).toISOString(),
      },
    ]);
    api.services.cache.invalidate();
  });
  afterAll(() => api.close());

  it("has seeded notices in every section, spread over two years, some archived both ways", async () => {
    for (const section of noticeSectionKeys) {
      const query = `section=${encodeURIComponent(section)}&created_at_gteq=2021-01-01`;
      const current = await page(`/api/v1/notice?${query}`);
      const archived = await page(`/api/v1/notice/archived?${query}`);
      expect(current.pagination.total + archived.pagination.total, section).toBeGreaterThan(0);
    }
    const archived = (await page("/api/v1/notice/archived?limit=100&created_at_gteq=2021-01-01")).notices;
    expect(archived.some((notice) => notice.archive)).toBe(true);
    expect(archived.some((notice) => !notice.archive && notice.valid_until !== null)).toBe(true);
    const all = [...archived, ...(await page("/api/v1/notice?limit=100&created_at_gteq=2021-01-01")).notices];
    const ages = all.map((notice) => (now - Date.parse(notice.created_at)) / (24 * hour));
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(365);
  });

  it("lists newest first with consistent pagination totals", async () => {
    const first = await page("/api/v1/notice?limit=7");
    const { total, totalPages } = first.pagination;
    expect(first.pagination).toEqual({ page: 1, limit: 7, total, totalPages: Math.ceil(total / 7) });
    const seen = [];
    for (let number = 1; number <= totalPages; number += 1) {
      seen.push(...(await page(`/api/v1/notice?limit=7&page=${number}`)).notices);
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((notice) => notice._id)).size).toBe(total);
    const times = seen.map((notice) => notice.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const beyond = await page(`/api/v1/notice?limit=7&page=${totalPages + 5}`);
    expect(beyond.notices).toEqual([]);
    expect(beyond.pagination.total).toBe(total);
  });

  it("defaults to page 1 of 10", async () => {
    const { pagination, notices } = await page("/api/v1/notice");
    expect(pagination).toMatchObject({ page: 1, limit: 10 });
    expect(notices.length).toBeLessThanOrEqual(10);
  });

  it("filters by section", async () => {
    const { notices, pagination } = await page("/api/v1/notice?section=academic%20positions&limit=100");
    expect(pagination.total).toBeGreaterThan(0);
    expect(notices.every((notice) => notice.section === "academic positions")).toBe(true);
    expect(notices.every((notice) => notice.vacancies !== null && notice.apply_link !== null)).toBe(true);
  });

  it("filters by creation date range, inclusive, with dates or zoned date-times", async () => {
    const titles = async (query: string) =>
      (await page(`/api/v1/notice?section=news&limit=100&${query}`)).notices.map((notice) => notice.title);
    expect(await titles("created_at_gteq=2020-02-01&created_at_lteq=2020-02-29")).toEqual([
      "Discount of 5000 rupees on bus passes",
    ]);
    expect(await titles("created_at_gteq=2020-01-01&created_at_lteq=2020-02-15")).toEqual([
      "Discount of 5000 rupees on bus passes",
      "Hostel fee waiver of 50% for residents",
    ]);
    // 15:30 in India is 10:00 UTC: the bound is inclusive.
    expect(await titles("created_at_gteq=2020-02-15T15:30:00%2B05:30&created_at_lteq=2020-02-15T10:00:00Z")).toEqual([
      "Discount of 5000 rupees on bus passes",
    ]);
  });

  it("searches titles literally and case-insensitively", async () => {
    expect(await titlesFound("50%")).toEqual(["Hostel fee waiver of 50% for residents"]);
    expect(await titlesFound("FEE WAIVER")).toEqual(["Hostel fee waiver of 50% for residents"]);
    expect(await titlesFound(".*")).toEqual(["Pattern .* appears in this title"]);
    expect(await titlesFound("r_s")).toEqual(["Under_score (and parenthesis) notice"]);
    expect(await titlesFound("(and")).toEqual(["Under_score (and parenthesis) notice"]);
    expect(await titlesFound("%")).toEqual(["Hostel fee waiver of 50% for residents"]);
    expect(await titlesFound("\\")).toEqual([]);
    expect(await titlesFound("^Hostel")).toEqual([]);
  });

  it("finds nothing for .* when no title contains it", async () => {
    expect((await page("/api/v1/notice?section=tenders&regex=.*")).pagination.total).toBe(0);
    expect((await page("/api/v1/notice/archived?section=tenders&regex=.*")).pagination.total).toBe(0);
  });

  it("archives by flag or by a passed valid_until, computed at read time", async () => {
    const titles = async (path: string) =>
      (await page(`${path}?section=tenders&regex=Archive%20case`)).notices.map((notice) => notice.title.slice(0, 14));
    expect(await titles("/api/v1/notice")).toEqual(["Archive case C"]);
    expect(await titles("/api/v1/notice/archived")).toEqual(["Archive case D", "Archive case B", "Archive case A"]);
    const archived = (await page("/api/v1/notice/archived?section=tenders&regex=Archive%20case")).notices;
    expect(archived.map((notice) => [notice.archive, notice.archived])).toEqual([
      [true, true],
      [false, true],
      [true, true],
    ]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=5000", "limit"],
    ["limit=1001", "limit"],
    ["page=-1", "page"],
    ["page=0", "page"],
    ["page=two", "page"],
    ["created_at_gteq=yesterday", "created_at_gteq"],
    ["created_at_lteq=2025-02-30", "created_at_lteq"],
    ["created_at_lteq=2025-01-01T10:00", "created_at_lteq"],
    [`regex=${"a".repeat(101)}`, "regex"],
    ["section=gossip", "section"],
  ])("answers %s with a 400 that names %s", async (query, parameter) => {
    for (const path of ["/api/v1/notice", "/api/v1/notice/archived"]) {
      const { status, json } = await getJson(api.app, `${path}?${query}`);
      expect(status).toBe(400);
      expect(json).toMatchObject({ status: "error", error: { code: "bad_request" } });
      expect(json.error.message.startsWith(`${parameter} `), json.error.message).toBe(true);
    }
  });

  it("accepts a search of exactly 100 characters", async () => {
    expect((await getJson(api.app, `/api/v1/notice?regex=${"a".repeat(100)}`)).status).toBe(200);
  });

  it("reads one notice by id, 404 for an unknown id", async () => {
    const [first] = (await page("/api/v1/notice?limit=1")).notices;
    const { json } = await getJson(api.app, `/api/v1/notice/${first!._id}`);
    expect(json.data.notice).toEqual(first);
    expect((await getJson(api.app, "/api/v1/notice/0123456789abcdef01234567")).status).toBe(404);
    expect((await getJson(api.app, "/api/v1/notice/nope")).status).toBe(400);
  });

  it("answers 304 to a matching If-None-Match on lists and single notices", async () => {
    for (const url of ["/api/v1/notice?section=news", "/api/v1/notice/archived?limit=3"]) {
      const first = await api.app.inject(url);
      expect(first.headers["cache-control"]).toMatch(/^public/);
      const again = await api.app.inject({ url, headers: { "if-none-match": String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it("serves a notice's PDF by its content hash, immutable, with nosniff and 304", async () => {
    const notice = (await page("/api/v1/notice?section=tenders&limit=100")).notices.find((item) => item.file);
    const file = notice!.file!;
    expect(file.url).toBe(`/api/v1/files/${file._id}`);
    const response = await api.app.inject(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    // Framable by the site's own pages, and nothing that would stop Chrome's PDF viewer.
    expect(response.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(response.headers["cache-control"]).toBe(
      "public, max-age=31536000, immutable, s-maxage=1, stale-while-revalidate=1",
    );
    expect(response.headers.etag).toBe(`"${file._id}"`);
    expect(response.headers["content-disposition"]).toContain(file.name);
    expect(response.rawPayload.byteLength).toBe(file.size);
    expect(createHash("sha256").update(response.rawPayload).digest("hex")).toBe(file._id);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);
    const again = await api.app.inject({ url: file.url, headers: { "if-none-match": `"${file._id}"` } });
    expect(again.statusCode).toBe(304);
    expect((await getJson(api.app, `/api/v1/files/${"0".repeat(64)}`)).status).toBe(404);
    expect((await getJson(api.app, "/api/v1/files/abc")).json.error.message).toMatch(/^id /);
  });

  it("keeps serving cached reads until a write invalidates the cache", async () => {
    const url = "/api/v1/notice?regex=Invalidation%20probe";
    const before = await page(url);
    expect(before.pagination.total).toBe(0);
    const etagBefore = (await api.app.inject(url)).headers.etag;
    await insertNotices(api.database.db, [
      { title: "Invalidation probe", section: "news", created_at: new Date(now - hour).toISOString() },
    ]);
    // Without the write hook the cached answer stands: repeat reads do not touch the database.
    expect((await page(url)).pagination.total).toBe(0);
    api.services.cache.invalidate();
    const after = await page(url);
    expect(after.notices.map((notice) => notice.title)).toEqual(["Invalidation probe"]);
    expect((await api.app.inject(url)).headers.etag).not.toBe(etagBefore);
  });
});
