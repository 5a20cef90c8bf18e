import { LRUCache } from "lru-cache";
import type { ReadCache } from "../services/read-cache.ts";
import { keptUntil, longestKeepMs } from "./expiry.ts";

/** What the response cache holds: a whole answer, with the bytes it takes. */
export type Kept = { bytes: number };

/**
 * Whole answers kept in memory: rendered public pages (./page-cache.ts) and the answers to
 * public API reads (./answer-cache.ts), in one least-recently-used store bounded by bytes
 * (keys count too, at two bytes a character, so small answers under long query strings a
 * client makes up stay within the bound). Each answer is kept until the earliest of: a write
 * (the read cache's invalidation, in this process or announced by another), the end of a value
 * it was made from, the next change of date in the site's time zone, and ten minutes
 * (./expiry.ts). An answer larger than the whole bound is not kept.
 */
export function createResponseCache({
  readCache,
  maxBytes = 32 * 1024 * 1024,
  now = () => Date.now(),
}: {
  readCache: ReadCache;
  maxBytes?: number;
  now?: () => number;
}) {
  const kept = new LRUCache<string, Kept>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(value.bytes + 2 * key.length)),
    ttl: longestKeepMs,
    // Expiry by the given clock, read at every lookup (it may be moved: tests).
    perf: { now: () => now() },
    ttlResolution: 0,
  });
  /** Bumped by every invalidation, so an answer made from values read before one is not kept. */
  let generation = 0;
  readCache.onInvalidate(() => {
    generation += 1;
    kept.clear();
  });

  return {
    /** The answer kept under `key`, unless it has expired. */
    get<Value extends Kept>(key: string): Value | undefined {
      return kept.get(key) as Value | undefined;
    },

    /**
     * Called as an answer starts to be made: returns the function that keeps it once made,
     * unless a write came in between (it may show values read before the write).
     */
    begin(): <Value extends Kept>(key: string, value: Value) => void {
      const startedIn = generation;
      return (key, value) => {
        if (startedIn !== generation) return;
        const at = now();
        // lru-cache drops an entry once more than its `ttl` has passed: one millisecond less.
        const ttl = Math.ceil(keptUntil(at, readCache.earliestExpiry()) - at) - 1;
        if (ttl > 0) kept.set(key, value, { ttl });
      };
    },

    /**
     * Replaces a kept answer by what `change` makes of it (a page with one compressed copy
     * more, and so more bytes), keeping its expiry; nothing when it is no longer kept or
     * `change` returns nothing.
     */
    replace<Value extends Kept>(key: string, change: (current: Value) => Value | undefined): void {
      const current = kept.peek(key) as Value | undefined;
      const changed = current && change(current);
      if (changed) kept.set(key, changed, { noUpdateTTL: true });
    },

    get size(): number {
      return kept.size;
    },

    get bytes(): number {
      return kept.calculatedSize;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

declare module "fastify" {
  interface FastifyInstance {
    /** The one response cache of the server, for pages and API reads alike (server/app.ts). */
    responses: ResponseCache;
  }
}
