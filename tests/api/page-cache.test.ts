import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestSite, type TestSite } from "../support/pages.ts";

/** Page renders finish keeping their copy a moment after the response: wait until kept. */
async function renderAndKeep(site: TestSite, url: string, headers: Record<string, string> = {}) {
  const first = await site.app.inject({ url, headers });
  expect(first.headers["x-page-cache"]).toBe("miss");
  return { first, hit: await keptCopy(site, url, headers) };
}

/** The first response from the page cache for a page already rendered. */
async function keptCopy(site: TestSite, url: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const again = await site.app.inject({ url, headers });
    if (again.headers["x-page-cache"] === "hit") return again;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} was never served from the page cache`);
}

function scriptNonce(response: LightMyRequestResponse): string | undefined {
  return /script-src[^;]*'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"]))?.[1];
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!))
    .map(([, , content]) => content!);
}

describe("the anonymous page cache", () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await createTestSite();
  }, 180_000);
  afterAll(() => site.close());

  it("renders / once and then serves it from memory, each response with a policy of its own", async () => {
    const { first, hit } = await renderAndKeep(site, "/");
    expect(first.statusCode).toBe(200);
    expect(hit.statusCode).toBe(200);
    // The rendered response carries its nonce in its scripts and its policy.
    const missNonce = scriptNonce(first);
    expect(missNonce).toBeDefined();
    expect(first.body).toContain(`nonce="${missNonce}"`);

    const another = await site.app.inject("/");
    expect(another.headers["x-page-cache"]).toBe("hit");
    expect(another.body).toBe(hit.body);
    expect(scriptNonce(hit)).not.toBe(scriptNonce(another));
    expect(scriptNonce(hit)).not.toBe(missNonce);
    // No nonce of any response is in the kept page: the policy allows its inline scripts by hash.
    for (const response of [first, hit, another]) expect(hit.body).not.toContain(scriptNonce(response));
    const scripts = inlineScripts(hit.body);
    expect(scripts.length).toBeGreaterThan(0);
    const scriptPolicy = /script-src([^;]*)/.exec(String(hit.headers["content-security-policy"]))![1]!;
    for (const script of scripts) {
      const hash = createHash("sha256").update(script).digest("base64");
      expect(scriptPolicy).toContain(`'sha256-${hash}'`);
    }
    expect(scriptPolicy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it("lets a shared cache keep a kept page for a moment, per preference cookies; never one with a nonce of its own, nor staff's", async () => {
    const { first, hit } = await renderAndKeep(site, "/?cache-control");
    expect(first.headers["cache-control"]).toBe("private, no-cache");
    expect(hit.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
    expect(hit.headers.vary).toBe("accept-encoding, cookie");
    // A request with a token or the console's session is never cached anywhere (the security headers say no-store).
    const uncached = await site.app.inject({ url: "/", headers: { authorization: "Bearer x" } });
    expect(uncached.headers["cache-control"]).toBe("no-store");
    for (const cookie of ["dseu_session=abc", "text-size=large; dseu_session=abc"]) {
      const staff = await site.app.inject({ url: "/api/v1/campus", headers: { cookie } });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers["cache-control"]).toBe("no-store");
    }
  });

  it("sends a miss that a shared cache asks for whole and as kept, so the first render after a write is shared", async () => {
    const asShared = { "x-shared-cache": "1", "accept-encoding": "br" };
    const first = await site.app.inject({ url: "/?shared-cache-fill", headers: asShared });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=1, stale-while-revalidate=1");
    expect(first.headers["content-encoding"]).toBe("br");
    const body = zlib.brotliDecompressSync(first.rawPayload).toString();
    // No nonce of its own in the page: its inline scripts run by their hashes, as a kept page's do.
    expect(body).not.toContain(scriptNonce(first));
    // It was kept on the way: the next visitor gets the same page from memory.
    const next = await site.app.inject("/?shared-cache-fill");
    expect(next.headers["x-page-cache"]).toBe("hit");
    expect(next.body).toBe(body);
    // A page never kept (a form with a cookie of its own) is sent as rendered, private.
    const form = await site.app.inject({ url: "/grievance-form", headers: asShared });
    expect(form.statusCode).toBe(200);
    expect(form.headers["cache-control"]).toBe("private, no-cache");
  });

  it("keeps each compressed body once, with its own ETag, and answers 304 to it", async () => {
    const { hit: plain } = await renderAndKeep(site, "/?encodings");
    for (const [encoding, decompress] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const headers = { "accept-encoding": encoding };
      const response = await site.app.inject({ url: "/?encodings", headers });
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(decompress(response.rawPayload).toString()).toBe(plain.body);
      expect(response.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, `-${encoding}"`));
      const again = await site.app.inject({ url: "/?encodings", headers });
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
      const revalidated = await site.app.inject({
        url: "/?encodings",
        headers: { ...headers, "if-none-match": String(response.headers.etag) },
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it("keeps a not-found page with its 404", async () => {
    const { hit } = await renderAndKeep(site, "/no-such-page-at-all");
    expect(hit.statusCode).toBe(404);
  });

  it("drops every kept page when the read cache is invalidated", async () => {
    await renderAndKeep(site, "/?invalidate");
    site.services.cache.invalidate();
    const after = await site.app.inject("/?invalidate");
    expect(after.headers["x-page-cache"]).toBe("miss");
  });

  it("keeps one page per combination of preference cookies", async () => {
    await renderAndKeep(site, "/?preferences");
    const large = await site.app.inject({ url: "/?preferences", headers: { cookie: "text-size=large" } });
    expect(large.headers["x-page-cache"]).toBe("miss");
    await keptCopy(site, "/?preferences", { cookie: "text-size=large" });
    const both = await site.app.inject({ url: "/?preferences", headers: { cookie: "contrast=high; text-size=large" } });
    expect(both.headers["x-page-cache"]).toBe("miss");
    // The cookies' order does not matter.
    await keptCopy(site, "/?preferences", { cookie: "text-size=large; contrast=high" });
  });

  it("keeps the pages of a session that has seen the event pop-up apart from its first page", async () => {
    const { hit: first } = await renderAndKeep(site, "/?popup");
    expect(first.body).toMatch(/<dialog [^>]*open=""/);
    const seen = { cookie: "event-popup-seen=1" };
    const later = await site.app.inject({ url: "/?popup", headers: seen });
    expect(later.headers["x-page-cache"]).toBe("miss");
    const laterHit = await keptCopy(site, "/?popup", seen);
    expect(laterHit.body).not.toMatch(/<dialog [^>]*open=""/);
    // With the reading preferences too, in any order.
    await keptCopy(site, "/?popup", { cookie: "text-size=large; event-popup-seen=1" });
    await keptCopy(site, "/?popup", { cookie: "event-popup-seen=1; text-size=large" });
  });

  it.each([
    ["a session cookie", { cookie: "session=abc" }],
    ["a preference cookie with an unknown value", { cookie: "text-size=huge" }],
    ["a preference cookie beside another cookie", { cookie: "text-size=large; tracking=1" }],
    ["two different values of one preference", { cookie: "text-size=large; text-size=small" }],
    ["an Authorization header", { authorization: "Bearer token" }],
  ])("never keeps nor serves a page for a request with %s", async (_label, headers) => {
    const url = `/?bypass=${encodeURIComponent(JSON.stringify(headers))}`;
    for (let request = 0; request < 3; request += 1) {
      const response = await site.app.inject({ url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers["x-page-cache"]).toBeUndefined();
    }
    // Nor did any of those renders become the anonymous page.
    expect((await site.app.inject(url)).headers["x-page-cache"]).toBe("miss");
  });

  it.each(["/grievance-form", "/alumni", "/hi/grievance-form"])(
    "never keeps %s, whose form carries a token of its own for each page view",
    async (url) => {
      const tokens = new Set<string>();
      for (let request = 0; request < 3; request += 1) {
        const response = await site.app.inject(url);
        expect(response.statusCode).toBe(200);
        expect(response.headers["x-page-cache"]).not.toBe("hit");
        expect(response.headers["cache-control"]).toBe("private, no-cache");
        tokens.add(/name="token" value="([^"]+)"/.exec(response.body)?.[1] ?? "none");
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(tokens.size).toBe(3);
      expect(tokens.has("none")).toBe(false);
    },
  );

  it.each(["/admin", "/admin/notices", "/admin-login", "/logindseu", "/hi/admin", "/%61dmin"])(
    "never keeps %s",
    async (url) => {
      for (let request = 0; request < 3; request += 1) {
        expect((await site.app.inject(url)).headers["x-page-cache"]).toBeUndefined();
      }
    },
  );

  it("never keeps an answer to anything but GET", async () => {
    const response = await site.app.inject({ method: "POST", url: "/?post", payload: "a=1" });
    expect(response.headers["x-page-cache"]).toBeUndefined();
    expect((await site.app.inject("/?post")).headers["x-page-cache"]).toBe("miss");
  });

  it("serves the build's assets precompressed, with the immutable header", async () => {
    const assets = path.join(site.buildDirectory, "client/assets");
    const script = fs.readdirSync(assets).find((name) => name.endsWith(".js"))!;
    for (const [encoding, suffix] of [
      ["br", ".br"],
      ["gzip", ".gz"],
    ] as const) {
      const response = await site.app.inject({
        url: `/assets/${script}`,
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.rawPayload.equals(fs.readFileSync(path.join(assets, script + suffix)))).toBe(true);
    }
  });
});
