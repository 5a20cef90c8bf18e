import { LRUCache } from "lru-cache";
import type { WorkGate } from "./work-gate.ts";

/** What a cached read loads: the value, and optionally when it stops being true without any write. */
export type Loaded<Value> = { value: Value; expiresAt?: number };

type Entry = { promise: Promise<unknown>; expiresAt: number };

/** Where an invalidation came from: a write in this process, or one another process announced. */
export type InvalidationOrigin = "local" | "remote";

/**
 * The in-process cache of public reads. Every value stays until the next write
 * (`invalidate()`, which every service write must call once it commits), or
 * until the moment the loader said it would change on its own (a notice's
 * `valid_until`). Concurrent misses share one load; the least recently used
 * entries go first once `maxEntries` is reached, so hostile query strings
 * cannot grow it without bound. Callers get the same object on every hit and
 * must treat it as read-only.
 * Misses go through the `loads` gate, if any: under a crowd of searches no
 * cache answers, the database gets a bounded share and the rest are refused.
 */
export function createReadCache({
  maxEntries = 500,
  now = () => Date.now(),
  loads,
}: { maxEntries?: number; now?: () => number; loads?: WorkGate } = {}) {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  const invalidationListeners = new Set<(origin: InvalidationOrigin) => void>();

  return {
    async read<Value>(key: string, load: () => Promise<Loaded<Value>>): Promise<Value> {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.promise as Promise<Value>;
      const entry: Entry = { promise: Promise.resolve(), expiresAt: Number.POSITIVE_INFINITY };
      entry.promise = (loads ? loads.run(load) : load()).then(
        (loaded) => {
          entry.expiresAt = loaded.expiresAt ?? Number.POSITIVE_INFINITY;
          return loaded.value;
        },
        (error: unknown) => {
          if (entries.peek(key) === entry) entries.delete(key);
          throw error;
        },
      );
      entries.set(key, entry);
      return entry.promise as Promise<Value>;
    },

    /**
     * Forgets every cached read, and tells the listeners (what is derived from
     * the cache, and the other processes: ../delivery/cache-sync.ts); a load still
     * running when this is called is not kept. Writes call it with no argument.
     */
    invalidate(origin: InvalidationOrigin = "local"): void {
      entries.clear();
      for (const listener of invalidationListeners) listener(origin);
    },

    /** Calls `listener` on every invalidate(); returns the function that stops it. */
    onInvalidate(listener: (origin: InvalidationOrigin) => void): () => void {
      invalidationListeners.add(listener);
      return () => invalidationListeners.delete(listener);
    },

    /**
     * The earliest moment a cached value stops being true on its own (a notice's
     * `valid_until`), so that what was made from the cache can expire with it.
     * Entries already past are left out: a read of one would have loaded it again.
     */
    earliestExpiry(): number {
      const current = now();
      let earliest = Number.POSITIVE_INFINITY;
      for (const { expiresAt } of entries.values()) if (expiresAt > current) earliest = Math.min(earliest, expiresAt);
      return earliest;
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
