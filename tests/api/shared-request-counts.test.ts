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

/** The count a store gives one request of `key`. */
const increment = (store: Store, key: string, windowMs = minute) =>
  new Promise<Count>((resolve, reject) =>
    store.incr(key, (error, count) => (error ? reject(error) : resolve(count!)), windowMs, 1_000),
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
