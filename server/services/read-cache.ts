import { LRUCache } from "lru-cache";
import type { WorkGate } from "./work-gate.ts";

/** What a cached read loads: the value, and optionally when it stops being true without any write. */
export type Loaded<Value> = { value: Value; expiresAt?: number };

type Entry = { promise: Promise<unknown>; expiresAt: number };

/** Where an invalidation came from: a write in this process, or one another process announced. */
export type InvalidationOrigin = "local" | "remote";

export type ReadCache = {
  read<Value>(key: string, load: () => Promise<Loaded<Value>>): Promise<Value>;
  invalidate(origin?: InvalidationOrigin): void;
  onInvalidate(listener: (origin: InvalidationOrigin) => void): () => void;
  earliestExpiry(): number;
  part(options: { maxEntries: number; loads?: WorkGate }): ReadCache;
  readonly size: number;
};

/** One set of cached reads: at most `maxEntries`, the least recently used going first, misses through `loads`. */
function createEntries({ maxEntries, now, loads }: { maxEntries: number; now: () => number; loads?: WorkGate }) {
  const entries = new LRUCache<string, Entry>({ max: maxEntries });
  /**
   * No kept value stops being true before this moment: the earliest expiry of the values
   * loaded since it was last read from every entry. An entry pushed out or replaced may leave
   * it earlier than need be, never later; it is read again from every entry once it has passed,
   * not at every answer (each answer kept whole asks, and the searches keep thousands).
   */
  let earliestKept = Number.POSITIVE_INFINITY;
  return {
    async read<Value>(key: string, load: () => Promise<Loaded<Value>>): Promise<Value> {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) return cached.promise as Promise<Value>;
      const entry: Entry = { promise: Promise.resolve(), expiresAt: Number.POSITIVE_INFINITY };
      entry.promise = (loads ? loads.run(load) : load()).then(
        (loaded) => {
          entry.expiresAt = loaded.expiresAt ?? Number.POSITIVE_INFINITY;
          earliestKept = Math.min(earliestKept, entry.expiresAt);
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

    /** Forgets every read; a load still running is not kept. */
    clear(): void {
      entries.clear();
      earliestKept = Number.POSITIVE_INFINITY;
    },

    /** The earliest moment a kept value stops being true on its own; entries already past are left out. */
    earliestExpiry(): number {
      const current = now();
      if (earliestKept > current) return earliestKept;
      earliestKept = Number.POSITIVE_INFINITY;
      for (const { expiresAt } of entries.values())
        if (expiresAt > current) earliestKept = Math.min(earliestKept, expiresAt);
      return earliestKept;
    },

    get size(): number {
      return entries.size;
    },
  };
}

/**
 * The in-process cache of public reads. Every value stays until the next write
 * (`invalidate()`, which every service write must call once it commits), or
 * until the moment the loader said it would change on its own (a notice's
 * `valid_until`). Concurrent misses share one load; the least recently used
 * entries go first once `maxEntries` is reached, so hostile query strings
 * cannot grow it without bound. Callers get the same object on every hit and
 * must treat it as read-only.
 * Misses go through the `loads` gate, if any: under a crowd of reads no cache
 * answers, the database gets a bounded share and the rest are refused.
 * A `part` keeps one kind of read apart (the searches), with entries and a gate of its
 * own, so that a crowd asking for ever new ones cannot push the rest out; a write
 * empties every part with the rest.
 */
export function createReadCache({
  maxEntries = 500,
  now = () => Date.now(),
  loads,
}: { maxEntries?: number; now?: () => number; loads?: WorkGate } = {}): ReadCache {
  const own = createEntries({ maxEntries, now, loads });
  const parts: Array<ReturnType<typeof createEntries>> = [];
  const invalidationListeners = new Set<(origin: InvalidationOrigin) => void>();

  const cache: ReadCache = {
    read: own.read,

    /**
     * Forgets every cached read, in every part, and tells the listeners (what is derived from
     * the cache, and the other processes: ../delivery/cache-sync.ts); a load still running when this is
     * called is not kept. Writes call it with no argument.
     */
    invalidate(origin: InvalidationOrigin = "local"): void {
      own.clear();
      for (const part of parts) part.clear();
      for (const listener of invalidationListeners) listener(origin);
    },

    /** Calls `listener` on every invalidate(); returns the function that stops it. */
    onInvalidate(listener: (origin: InvalidationOrigin) => void): () => void {
      invalidationListeners.add(listener);
      return () => invalidationListeners.delete(listener);
    },

    /**
     * The earliest moment a cached value, in any part, stops being true on its own (a notice's
     * `valid_until`), so that what was made from the cache can expire with it.
     */
    earliestExpiry(): number {
      return Math.min(own.earliestExpiry(), ...parts.map((part) => part.earliestExpiry()));
    },

    /**
     * A part of this cache for one kind of read: its own entries (at most `maxEntries`) and
     * its own gate, the same invalidation. Its `read` keeps there; all else is this cache's.
     */
    part(options: { maxEntries: number; loads?: WorkGate }): ReadCache {
      const part = createEntries({ ...options, now });
      parts.push(part);
      return {
        ...cache,
        read: part.read,
        get size() {
          return part.size;
        },
      };
    },

    get size(): number {
      return own.size;
    },
  };
  return cache;
}
