import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sharedRequestCounts, type SharedRequestCounts } from "#server/http/shared-request-counts.ts";
import { createTestDatabase, type TestDatabase } from "../support/databases.ts";

type Count = { current: number; ttl: number };
type Store = {
  incr: (key: string, counted: (error: Error | null, count?: Count) => void, timeWindow: number, max: number) => void;
  child: (params: object) => Store;
};

const minute = 60_000;

/** The count a store gives one request of `key`, under a limit of `max` a window. */
const increment = (store: Store, key: string, { windowMs = minute, max = 60 } = {}) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, count) => (error ? reject(error) : resolve(count!)), windowMs, max),
  );

describe.skipIf(!process.env.TEST_DATABASE_URL)("per-address request counts shared in PostgreSQL", () => {
  let database: TestDatabase;
  let clock = Date.parse("2026-11-28T10:00:00Z");
  const instances: SharedRequestCounts[] = [];
  const log = pino({ level: "silent" });

  beforeAll(async () => {
    database = await createTestDatabase("postgres", { seed: false });
    const url = database.options.engine === "postgres" ? database.options.url : "";
    // Two instances of the site, each with its own connection, on one database.
    for (let count = 0; count < 2; count += 1) instances.push(sharedRequestCounts(url, log, () => clock));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await database.drop();
  });

  const stores = () => instances.map((instance) => new instance.Store({}) as unknown as Store);

  it("counts every request of a client once, whichever instance it reaches and however many come at once", async () => {
    const [first, second] = stores();
    const counts = await Promise.all(
      Array.from({ length: 120 }, (_, index) => increment(index % 2 ? first! : second!, "198.51.100.1")),
    );
    expect(counts.map((count) => count.current).toSorted((a, b) => a - b)).toEqual(
      Array.from({ length: 120 }, (_, index) => index + 1),
    );
    expect(counts.every((count) => count.ttl === minute)).toBe(true);
    // Another client has counts of its own.
    expect((await increment(first!, "198.51.100.2")).current).toBe(1);
  });

  it("starts a client's window again once it has passed, and counts a route's own limit apart", async () => {
    const [first, second] = stores();
    const key = "198.51.100.3";
    expect((await increment(first!, key)).current).toBe(1);
    clock += minute / 2;
    expect(await increment(second!, key)).toEqual({ current: 2, ttl: minute / 2 });
    const ownRoute = { routeInfo: { method: "POST", url: "/preferences" } };
    expect((await increment(first!.child(ownRoute), key)).current).toBe(1);
    expect((await increment(second!.child(ownRoute), key)).current).toBe(2);
    clock += minute / 2;
    expect(await increment(first!, key)).toEqual({ current: 1, ttl: minute });
  });

  it("lets a client it knows to be far from its limit go on without waiting for the database, and not one near it", async () => {
    const [store] = stores();
    const key = "198.51.100.5";
    // Not known yet: the first request waits for its count.
    expect((await increment(store!, key)).current).toBe(1);
    const answeredAtOnce = (max: number) => {
      let answered = false;
      store!.incr(key, () => (answered = true), minute, max);
      return answered;
    };
    // Within a quarter of a limit of 60 (the count is 1, then 2): answered before incr returns.
    expect(answeredAtOnce(60)).toBe(true);
    expect(answeredAtOnce(60)).toBe(true);
    // Near a limit of 12 (4 of 12 is past a quarter): it waits for the count.
    expect(answeredAtOnce(12)).toBe(false);
    expect((await increment(store!, key)).current).toBe(5);
  });

  it("counts the increments on their way to the database in what it knows of a client", async () => {
    const [store] = stores();
    const key = "198.51.100.6";
    expect((await increment(store!, key)).current).toBe(1);
    const answeredAtOnce = () => {
      let answered = false;
      store!.incr(key, () => (answered = true), minute, 60);
      return answered;
    };
    // Ten within a quarter of 60 (2 to 11); their statement goes at the next turn of the loop.
    expect(Array.from({ length: 10 }, answeredAtOnce).every(Boolean)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    // While it is on its way: 12 to 15 are still within the quarter, the 16th waits for its count.
    expect(Array.from({ length: 5 }, answeredAtOnce)).toEqual([true, true, true, true, false]);
    expect((await increment(store!, key)).current).toBe(17);
  });

  it("counts in the process alone while the database does not answer, and still limits", async () => {
    const away = sharedRequestCounts("postgres://nobody:nothing@127.0.0.1:1/none", log, () => clock);
    try {
      const store = new away.Store({}) as unknown as Store;
      const counts = await Promise.all([1, 2, 3].map(() => increment(store, "198.51.100.4")));
      expect(counts.map((count) => count.current)).toEqual([1, 2, 3]);
      expect((await increment(store, "198.51.100.4")).current).toBe(4);
    } finally {
      await away.close();
    }
  });
});
