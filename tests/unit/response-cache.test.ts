import { describe, expect, it } from "vitest";
import { longestKeepMs } from "#server/delivery/expiry.ts";
import { createResponseCache } from "#server/delivery/response-cache.ts";
import { createReadCache } from "#server/services/read-cache.ts";

type Answer = { bytes: number; text: string };
const answer = (text: string): Answer => ({ bytes: text.length, text });

/** 09:00 in Delhi. */
const morning = Date.parse("2026-03-10T03:30:00Z");

function responseCache(maxBytes: number) {
  const clock = { now: morning };
  const readCache = createReadCache({ now: () => clock.now });
  const cache = createResponseCache({ readCache, maxBytes, now: () => clock.now });
  const keep = (key: string, text: string) => cache.begin()(key, answer(text));
  const text = (key: string) => cache.get<Answer>(key)?.text;
  return { clock, readCache, cache, keep, text };
}

describe("the response cache", () => {
  // Each one-letter key counts two bytes, each answer its length.
  it("drops the least recently used answers once their bytes pass the bound", () => {
    const { cache, keep, text } = responseCache(12);
    keep("a", "aaaa");
    keep("b", "bbbb");
    expect(text("a")).toBe("aaaa");
    keep("c", "cccc");
    expect(text("b")).toBeUndefined();
    expect(text("a")).toBe("aaaa");
    expect(text("c")).toBe("cccc");
    expect(cache.bytes).toBe(12);
  });

  it("does not keep an answer larger than the whole bound, nor lose the others for it", () => {
    const { keep, text } = responseCache(12);
    keep("a", "aaaa");
    keep("huge", "x".repeat(11));
    expect(text("huge")).toBeUndefined();
    expect(text("a")).toBe("aaaa");
  });

  it("counts a replaced answer once, keeping its expiry", () => {
    const { clock, cache, keep, text } = responseCache(100);
    keep("a", "aaaa");
    clock.now += longestKeepMs - 1000;
    cache.replace<Answer>("a", (current) => ({ ...current, ...answer(`${current.text}aa`) }));
    expect(text("a")).toBe("aaaaaa");
    expect(cache.bytes).toBe(8);
    clock.now += 1000;
    expect(text("a")).toBeUndefined();
    // Nothing is replaced that is no longer kept.
    cache.replace<Answer>("a", () => answer("back"));
    expect(text("a")).toBeUndefined();
  });

  it("counts each key, so small answers under long keys stay within the bound", () => {
    const { cache, keep } = responseCache(1000);
    for (let index = 0; index < 100; index += 1) keep(`/api/v1/notice?q=${index}&${"x".repeat(200)}`, "{}");
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(2);
  });

  it("forgets every answer at a write, and keeps none that was being made when it came", () => {
    const { readCache, cache, keep, text } = responseCache(100);
    keep("a", "aaaa");
    const keepLater = cache.begin();
    readCache.invalidate("remote");
    expect(text("a")).toBeUndefined();
    keepLater("b", answer("bbbb"));
    expect(text("b")).toBeUndefined();
    keep("b", "bbbb");
    expect(text("b")).toBe("bbbb");
  });

  it("keeps an answer until the earliest of ten minutes, the next midnight in Delhi, and a value's end", async () => {
    const { clock, readCache, keep, text } = responseCache(100);
    keep("a", "aaaa");
    clock.now += longestKeepMs - 1;
    expect(text("a")).toBe("aaaa");
    clock.now += 1;
    expect(text("a")).toBeUndefined();

    // Five minutes before midnight in Delhi (18:30 UTC).
    clock.now = Date.parse("2026-03-10T18:25:00Z");
    keep("b", "bbbb");
    clock.now = Date.parse("2026-03-10T18:29:59.999Z");
    expect(text("b")).toBe("bbbb");
    clock.now = Date.parse("2026-03-10T18:30:00Z");
    expect(text("b")).toBeUndefined();

    // A value read for it ends in a minute (a notice's valid_until).
    await readCache.read("notice", async () => ({ value: 1, expiresAt: clock.now + 60_000 }));
    keep("c", "cccc");
    clock.now += 59_999;
    expect(text("c")).toBe("cccc");
    clock.now += 1;
    expect(text("c")).toBeUndefined();
  });
});
