import { createHash } from "node:crypto";

/**
 * A small deterministic pseudo-random generator (mulberry32) seeded from a
 * string, so every seed run invents exactly the same people and notices.
 */
export function createRandom(seed: string) {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const integer = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <Item>(items: ReadonlyArray<Item>): Item => items[integer(0, items.length - 1)]!;
  return {
    /** A whole number from min to max, both included. */
    integer,
    pick,
    chance: (probability: number): boolean => next() < probability,
    /** `count` distinct items in a random order. */
    sample<Item>(items: ReadonlyArray<Item>, count: number): Item[] {
      const pool = [...items];
      const chosen: Item[] = [];
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(integer(0, pool.length - 1), 1)[0]!);
      return chosen;
    },
  };
}

export type Random = ReturnType<typeof createRandom>;
