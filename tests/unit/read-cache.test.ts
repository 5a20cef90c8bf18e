import { describe, expect, it } from "vitest";
import { createReadCache } from "#server/services/read-cache.ts";

function counter() {
  let calls = 0;
  return {
    load: async () => ({ value: { call: ++calls } }),
    get calls() {
      return calls;
    },
  };
}

describe("the read cache", () => {
  it("loads once and hands out the same object until invalidated", async () => {
    const cache = createReadCache();
    const source = counter();
    const first = await cache.read("key", source.load);
    expect(await cache.read("key", source.load)).toBe(first);
    expect(source.calls).toBe(1);
    cache.invalidate();
    expect(await cache.read("key", source.load)).toEqual({ call: 2 });
  });

  it("shares one load between concurrent misses", async () => {
    const cache = createReadCache();
    const source = counter();
    const [a, b] = await Promise.all([cache.read("key", source.load), cache.read("key", source.load)]);
    expect(a).toBe(b);
    expect(source.calls).toBe(1);
  });

  it("reloads once the value's own expiry has passed", async () => {
    let now = 1_000;
    const cache = createReadCache({ now: () => now });
    let calls = 0;
    const load = async () => ({ value: ++calls, expiresAt: 2_000 });
    expect(await cache.read("key", load)).toBe(1);
    now = 1_999;
    expect(await cache.read("key", load)).toBe(1);
    now = 2_000;
    expect(await cache.read("key", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = createReadCache();
    await expect(cache.read("key", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.read("key", async () => ({ value: "recovered" }))).toBe("recovered");
  });

  it("does not keep a load that was running when a write invalidated the cache", async () => {
    const cache = createReadCache();
    let finish: (value: { value: string }) => void = () => {};
    const slow = cache.read("key", () => new Promise<{ value: string }>((resolve) => (finish = resolve)));
    cache.invalidate();
    finish({ value: "before the write" });
    expect(await slow).toBe("before the write");
    expect(await cache.read("key", async () => ({ value: "after the write" }))).toBe("after the write");
  });

  it("keeps at most maxEntries, dropping the least recently used", async () => {
    const cache = createReadCache({ maxEntries: 2 });
    const source = counter();
    await cache.read("a", source.load);
    await cache.read("b", source.load);
    await cache.read("a", source.load);
    await cache.read("c", source.load);
    expect(cache.size).toBe(2);
    const calls = source.calls;
    await cache.read("a", source.load);
    expect(source.calls).toBe(calls);
    await cache.read("b", source.load);
    expect(source.calls).toBe(calls + 1);
  });

  it("tells its listeners about every invalidation until they stop listening", () => {
    const cache = createReadCache();
    let calls = 0;
    const stop = cache.onInvalidate(() => (calls += 1));
    cache.invalidate();
    expect(calls).toBe(1);
    stop();
    cache.invalidate();
    expect(calls).toBe(1);
  });

  it("knows the earliest future moment a cached value expires", async () => {
    let clock = 1000;
    const cache = createReadCache({ now: () => clock });
    expect(cache.earliestExpiry()).toBe(Number.POSITIVE_INFINITY);
    await cache.read("forever", async () => ({ value: 1 }));
    await cache.read("later", async () => ({ value: 2, expiresAt: 5000 }));
    await cache.read("sooner", async () => ({ value: 3, expiresAt: 2000 }));
    expect(cache.earliestExpiry()).toBe(2000);
    clock = 2000;
    expect(cache.earliestExpiry()).toBe(5000);
  });

  it("keeps a part's reads apart: a crowd of new ones there pushes none of the others out, and a write empties both", async () => {
    const clock = 1000;
    const cache = createReadCache({ maxEntries: 2, now: () => clock });
    const searches = cache.part({ maxEntries: 3 });
    const source = counter();
    await cache.read("board", source.load);
    for (let query = 0; query < 10; query += 1) await searches.read(`search ${query}`, source.load);
    expect(searches.size).toBe(3);
    const calls = source.calls;
    await cache.read("board", source.load);
    expect(source.calls).toBe(calls);
    // What is made of a part's values expires with them, and the part's writes empty everything.
    await searches.read("until noon", async () => ({ value: 0, expiresAt: 3000 }));
    expect(cache.earliestExpiry()).toBe(3000);
    let told = 0;
    cache.onInvalidate(() => (told += 1));
    searches.invalidate();
    expect({ told, own: cache.size, part: searches.size }).toEqual({ told: 1, own: 0, part: 0 });
  });
});
