/**
 * A least-recently-used map bounded by the bytes its values hold, for caches of
 * bodies (compressed API responses, rendered pages) whose size is known: a count
 * of entries says nothing about memory when one entry may be 4 kB and another 4 MB.
 * A value larger than the whole budget is not kept at all. Keys count too, at two bytes a
 * character as a string may take: small answers kept under long query strings that a client
 * makes up would otherwise hold far more than the budget.
 */
export function createByteCache<Value>({ maxBytes, sizeOf }: { maxBytes: number; sizeOf: (value: Value) => number }) {
  const entries = new Map<string, { value: Value; bytes: number }>();
  let bytes = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get(key: string): Value | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },

    set(key: string, value: Value): void {
      remove(key);
      const size = sizeOf(value) + 2 * key.length;
      if (size > maxBytes) return;
      entries.set(key, { value, bytes: size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },

    delete: remove,

    clear(): void {
      entries.clear();
      bytes = 0;
    },

    get bytes(): number {
      return bytes;
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type ByteCache<Value> = ReturnType<typeof createByteCache<Value>>;
