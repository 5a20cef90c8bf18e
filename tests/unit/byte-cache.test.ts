import { describe, expect, it } from "vitest";
import { createByteCache } from "#server/byte-cache.ts";

describe("the byte-bounded cache", () => {
  // Each one-letter key counts two bytes, each value its length.
  const sized = () => createByteCache<string>({ maxBytes: 12, sizeOf: (value) => value.length });

  it("drops the least recently used values once their bytes pass the bound", () => {
    const cache = sized();
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    expect(cache.get("a")).toBe("aaaa");
    cache.set("c", "cccc");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.get("c")).toBe("cccc");
    expect(cache.bytes).toBe(12);
  });

  it("does not keep a value larger than the whole bound, nor lose the others for it", () => {
    const cache = sized();
    cache.set("a", "aaaa");
    cache.set("huge", "x".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
  });

  it("counts a replaced value once, and forgets on delete and clear", () => {
    const cache = sized();
    cache.set("a", "aaaa");
    cache.set("a", "aaaaaa");
    expect(cache.bytes).toBe(8);
    cache.delete("a");
    expect(cache.bytes).toBe(0);
    cache.set("b", "bb");
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("counts each key, so small values under long keys stay within the bound", () => {
    const cache = createByteCache<string>({ maxBytes: 1000, sizeOf: (value) => value.length });
    for (let index = 0; index < 100; index += 1) cache.set(`/api/v1/notice?q=${index}&${"x".repeat(200)}`, "{}");
    expect(cache.bytes).toBeLessThanOrEqual(1000);
    expect(cache.size).toBe(2);
  });
});
