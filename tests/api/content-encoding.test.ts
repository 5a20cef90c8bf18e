import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { negotiateEncoding } from "#server/delivery/cacheable.ts";
import { createTestApi, type TestApi } from "../support/api.ts";

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
  identity: (body) => body,
};

describe("content negotiation of cached bodies", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi("sqlite");
  });
  afterAll(() => api.close());

  it.each([
    ["gzip;q=0.5, br;q=0.1", "gzip"],
    ["br;q=0.9, gzip", "gzip"],
    ["gzip, br", "br"],
    ["x-gzip", "gzip"],
    ["*", "gzip"],
    ["br;q=0, *", "gzip"],
    ["deflate", undefined],
    ["zstd", undefined],
    ["identity", undefined],
    ["gzip;q=0, br;q=0", undefined],
    ["", undefined],
  ])("Accept-Encoding %j gets %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it.each([
    ["deflate", "identity"],
    ["zstd", "identity"],
    ["zstd, deflate;q=0.9", "identity"],
    ["x-gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.1", "gzip"],
    ["br", "br"],
  ])("for %j the body goes out as %s with that encoding's own ETag", async (acceptEncoding, encoding) => {
    const url = "/api/v1/faculty";
    const plain = await api.app.inject(url);
    const response = await api.app.inject({ url, headers: { "accept-encoding": acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"] ?? "identity").toBe(encoding);
    expect(decoders[encoding]!(response.rawPayload).toString()).toBe(plain.body);
    const plainTag = String(plain.headers.etag);
    expect(response.headers.etag).toBe(encoding === "identity" ? plainTag : plainTag.replace(/"$/, `-${encoding}"`));
  });

  it("never answers 304 with a body of another encoding", async () => {
    const url = "/api/v1/faculty";
    const identityTag = String((await api.app.inject(url)).headers.etag);
    const response = await api.app.inject({ url, headers: { "accept-encoding": "br", "if-none-match": identityTag } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it.each(["br;q=abc", ";;;,,,", "gzip;q=-1", "a".repeat(8000), "br;q=0.5;q=1, \u00e9"])(
    "survives the hostile Accept-Encoding %j",
    async (acceptEncoding) => {
      const response = await api.app.inject({ url: "/api/v1/faculty", headers: { "accept-encoding": acceptEncoding } });
      expect(response.statusCode).toBe(200);
      const encoding = String(response.headers["content-encoding"] ?? "identity");
      expect(JSON.parse(decoders[encoding]!(response.rawPayload).toString()).status).toBe("success");
    },
  );
});

describe("the API reference's script bundle", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi("sqlite");
  });
  afterAll(() => api.close());

  async function scriptUrl(): Promise<string> {
    const page = await api.app.inject("/api/v1/docs/");
    const src = /<script[^>]+src="([^"]*scalar\.js[^"]*)"/.exec(page.body)?.[1];
    expect(src).toMatch(/^js\/scalar\.js\?v=\d+\.\d+\.\d+$/);
    return `/api/v1/docs/${src}`;
  }

  it("is sent compressed once, with an ETag and a year's caching at the page's versioned URL", async () => {
    const url = await scriptUrl();
    const plain = await api.app.inject(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-type"]).toMatch(/javascript/);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);

    const headers = { "accept-encoding": "gzip, br" };
    const first = await api.app.inject({ url, headers });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    const again = await api.app.inject({ url, headers });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const revalidated = await api.app.inject({
      url,
      headers: { ...headers, "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("is read from the folder, so its relative script URL resolves", async () => {
    const response = await api.app.inject("/api/v1/docs?x=1");
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/api/v1/docs/");
  });

  it("is revalidated hourly at any other URL", async () => {
    const response = await api.app.inject("/api/v1/docs/js/scalar.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
