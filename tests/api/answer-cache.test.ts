import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { insertNotices } from "../support/notices.ts";
import { createStaff, signIn, uploadNotice } from "../support/staff.ts";

const tenders = "/api/v1/notice?section=tenders&limit=10";

describe.each(testEngines)("answers to public reads kept whole, on %s", (engine) => {
  let api: TestApi;
  let admin: string;
  /** How many times the notice list's route asked its service since the last reset. */
  let listCalls = 0;

  beforeAll(async () => {
    api = await createTestApi(engine);
    const list = api.services.notices.list;
    api.services.notices.list = (...args) => {
      listCalls += 1;
      return list(...args);
    };
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    admin = await signIn(api.app, "admin@dseu.test");
  });
  afterAll(() => api.close());
  // Each test starts with nothing kept, as after a write.
  beforeEach(() => api.services.cache.invalidate());
  afterEach(() => {
    vi.useRealTimers();
    listCalls = 0;
  });

  it("answers a repeat read from memory, the same bytes and headers, without the route's handler", async () => {
    const first = await api.app.inject({ url: tenders, headers: { "accept-encoding": "br" } });
    const again = await api.app.inject({ url: tenders, headers: { "accept-encoding": "br" } });
    expect(listCalls).toBe(1);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ["etag", "cache-control", "content-type", "content-encoding", "vary"]) {
      expect(again.headers[name], name).toBe(first.headers[name]);
    }
    // The hooks' own headers are made for each answer: a fresh policy nonce, the framing refusal.
    expect(again.headers["x-frame-options"]).toBe("DENY");
    expect(again.headers["content-security-policy"]).not.toBe(first.headers["content-security-policy"]);
    expect(JSON.parse(zlib.brotliDecompressSync(again.rawPayload).toString()).status).toBe("success");
  });

  it("keeps one answer per encoding and per site origin, each right for its client", async () => {
    const plain = await getJson(api.app, tenders);
    const gzip = await api.app.inject({ url: tenders, headers: { "accept-encoding": "gzip" } });
    const elsewhere = await getJson(api.app, tenders, { host: "www.dseu.ac.in", "x-forwarded-proto": "https" });
    const again = [
      await getJson(api.app, tenders),
      await api.app.inject({ url: tenders, headers: { "accept-encoding": "gzip" } }),
      await getJson(api.app, tenders, { host: "www.dseu.ac.in", "x-forwarded-proto": "https" }),
    ] as const;
    expect(listCalls).toBe(3);
    expect(again[0].json).toEqual(plain.json);
    expect(again[1].headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(again[1].rawPayload).toString()).toBe(zlib.gunzipSync(gzip.rawPayload).toString());
    // Notices name their files by absolute address, on the origin the client asked.
    const links = (json: typeof plain.json) =>
      (json.data.notices as Array<{ fileLink: string | null }>).map((notice) => notice.fileLink).filter(Boolean);
    expect(links(again[2].json).length).toBeGreaterThan(0);
    for (const link of links(again[2].json)) expect(link).toMatch(/^https:\/\/www\.dseu\.ac\.in\//);
    expect(again[2].json).toEqual(elsewhere.json);
    for (const link of links(again[0].json)) expect(link).not.toContain("www.dseu.ac.in");
  });

  it("answers a revalidation of a kept answer with 304", async () => {
    const first = await api.app.inject({ url: tenders, headers: { "accept-encoding": "br" } });
    const revalidated = await api.app.inject({
      url: tenders,
      headers: { "accept-encoding": "br", "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    // Another encoding's tag is not this body's.
    const otherTag = await api.app.inject({
      url: tenders,
      headers: { "accept-encoding": "br", "if-none-match": String(first.headers.etag).replace("-br", "") },
    });
    expect(otherTag.statusCode).toBe(200);
    expect(listCalls).toBe(1);
  });

  it("forgets every kept answer when a notice is published, so the next read shows it", async () => {
    await getJson(api.app, tenders);
    const published = await uploadNotice(api.app, admin, {
      fileName: "Tender for kept answers",
      section: "tenders",
      fileLink: "https://example.org/tender",
    });
    expect(published.statusCode).toBe(201);
    const { json } = await getJson(api.app, tenders);
    expect(listCalls).toBe(2);
    expect(json.data.notices[0].title).toBe("Tender for kept answers");
  });

  it("does not keep an answer read before a write that committed while it was being made", async () => {
    const list = api.services.notices.list;
    // The write lands after this read took its values and before it answers.
    const racing = vi.spyOn(api.services.notices, "list").mockImplementationOnce(async (...args) => {
      const page = await list(...args);
      await insertNotices(api.database.db, [
        { title: "Tender written during a read", section: "tenders", created_at: new Date().toISOString() },
      ]);
      api.services.cache.invalidate();
      return page;
    });
    const stale = await getJson(api.app, tenders);
    expect(stale.json.data.notices[0].title).not.toBe("Tender written during a read");
    racing.mockRestore();
    const fresh = await getJson(api.app, tenders);
    expect(fresh.json.data.notices[0].title).toBe("Tender written during a read");
  });

  it("stops answering from a kept answer when a notice in it passes its valid_until", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-01T10:00:00Z") });
    await insertNotices(api.database.db, [
      {
        title: "Tender open until noon",
        section: "tenders",
        created_at: "2031-03-01T09:00:00.000Z",
        valid_until: "2031-03-01T12:00:00.000Z",
      },
    ]);
    api.services.cache.invalidate();
    const before = await getJson(api.app, tenders);
    expect(before.json.data.notices[0].title).toBe("Tender open until noon");
    vi.setSystemTime(new Date("2031-03-01T12:00:01Z"));
    const after = await getJson(api.app, tenders);
    expect(after.json.data.notices.map((notice: { title: string }) => notice.title)).not.toContain(
      "Tender open until noon",
    );
  });

  it("answers afresh after ten minutes, and at midnight in Delhi, without any write", async () => {
    // Far from any end date of the seeded notices, which would expire the answer too.
    await api.database.db.updateTable("notice").set({ valid_until: null }).execute();
    api.services.cache.invalidate();
    // 18:00 UTC, 23:30 in Delhi.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-01T18:00:00Z") });
    await getJson(api.app, tenders);
    vi.setSystemTime(new Date("2031-03-01T18:09:59Z"));
    await getJson(api.app, tenders);
    expect(listCalls).toBe(1);
    vi.setSystemTime(new Date("2031-03-01T18:10:00Z"));
    await getJson(api.app, tenders);
    expect(listCalls).toBe(2);
    // Kept at 23:55 in Delhi: until midnight there, not for ten minutes.
    vi.setSystemTime(new Date("2031-03-01T18:25:00Z"));
    await getJson(api.app, tenders);
    expect(listCalls).toBe(3);
    vi.setSystemTime(new Date("2031-03-01T18:29:59Z"));
    await getJson(api.app, tenders);
    expect(listCalls).toBe(3);
    vi.setSystemTime(new Date("2031-03-01T18:30:00Z"));
    await getJson(api.app, tenders);
    expect(listCalls).toBe(4);
  });

  it("counts kept answers against the client's rate limit", async () => {
    const limited = await createTestApi(engine, { rateLimitPerMinute: 3 });
    try {
      const statuses = [];
      for (let request = 0; request < 5; request += 1) statuses.push((await limited.app.inject(tenders)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await getJson(limited.app, tenders);
      expect(refused.json.status).toBe("error");
      expect(refused.headers["retry-after"]).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  it("still refuses a malformed query, and answers HEAD without a body, after a kept GET", async () => {
    await getJson(api.app, tenders);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await getJson(api.app, "/api/v1/notice?section=tenders&limit=ten");
      expect(refused.status).toBe(400);
      expect(refused.json.error.message).toMatch(/limit/);
    }
    const head = await api.app.inject({ method: "HEAD", url: tenders });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });
});
