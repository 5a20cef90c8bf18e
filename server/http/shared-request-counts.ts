import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import { Kysely, sql } from "kysely";
import { loadPostgresDriver } from "../db/database.ts";
import { OwnSchemaPostgresDialect } from "../db/own-schema-introspector.ts";
import type { Database } from "../db/schema.ts";

/** What @fastify/rate-limit asks a store for: a client's count in the window, and how long the window has left. */
type Counted = Parameters<FastifyRateLimitStore["incr"]>[1];

/** A route's own limit: @fastify/rate-limit hands its store the limit's options, the route's under `routeInfo`. */
type RouteParams = Parameters<FastifyRateLimitStore["child"]>[0] & {
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A key's increments waiting for the next statement: how many, and who waits for the count
 * (`position`: the increment's place among this batch's increments of the key).
 */
type Pending = { windowMs: number; increments: number; waiting: Array<{ position: number; counted: Counted }> };

/** What the last statement said of a key: its count then, and when its window ends. */
type Known = { count: number; windowEndsAt: number };

/**
 * A client whose count this process read in the window, and which with its increments since is
 * within a quarter of its limit, goes on without waiting for the database. Several instances
 * that all see a burst at once from such a client may together let through a quarter of the
 * limit more per instance; a client they have not seen in the window waits, and is counted exactly.
 */
const farFromTheLimit = 4;

/** How long a count may take before this process counts alone for that request (the database is slow or away). */
const statementTimeoutMs = 1_000;
/** How often rows whose window has ended are deleted. */
const sweepEveryMs = 60_000;
/** At most one warning a minute while counts fall back to this process. */
const warnEveryMs = 60_000;

export type SharedRequestCounts = {
  /** The store class to give @fastify/rate-limit (`store`). */
  Store: FastifyRateLimitStoreCtor;
  close: () => Promise<void>;
};

/**
 * The per-address request limits counted in PostgreSQL (table `request_count`), so every
 * instance of the site counts the same requests: N instances allow the limit, not N times it
 * (decision 0216). A window of a limit begins at a client's first request and lasts the
 * limit's time, as @fastify/rate-limit counts in memory.
 *
 * Every request's increment goes to the database: the increments of one turn of the event
 * loop together, one upsert per key in key order (so two instances' statements never wait on
 * each other in a circle), one statement at a time, on a connection of its own (so a count
 * never waits behind the pages' reads for a connection of the pool). A request waits for its
 * count unless this process knows the client to be far from the limit (`farFromTheLimit`):
 * then it goes on at once and its increment follows, so a phone on results day waits for the
 * database once a window at most. Otherwise it waits for the count with its own increment in
 * it, which every instance's increments before it are in as well. While the database does not
 * answer within a second, this process counts alone, in memory, and says so once a minute: a
 * limit is never lifted, and no request waits on it for long.
 */
export function sharedRequestCounts(
  databaseUrl: string,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): SharedRequestCounts {
  const pool = new (loadPostgresDriver().Pool)({
    connectionString: databaseUrl,
    max: 1,
    connectionTimeoutMillis: statementTimeoutMs,
    query_timeout: statementTimeoutMs,
  });
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });

  const known = new Map<string, Known>();
  /** The counts of this process alone, while the database does not answer: windows as the shared ones. */
  const alone = new Map<string, { startedAt: number; windowMs: number; count: number }>();
  let pending = new Map<string, Pending>();
  /** The batch whose statement is on its way: its increments are in no count this process has read. */
  let inFlight = new Map<string, Pending>();
  let flushing = false;
  let scheduled = false;
  let lastWarning = 0;

  const schedule = () => {
    if (flushing || scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  const countAlone = (batch: Map<string, Pending>, error: unknown) => {
    if (now() - lastWarning > warnEveryMs) {
      lastWarning = now();
      log.warn({ err: error }, "request limits are counted in this process alone: the database did not answer");
    }
    const at = now();
    for (const [key, { windowMs, increments, waiting }] of batch) {
      let own = alone.get(key);
      if (!own || own.startedAt + own.windowMs <= at) alone.set(key, (own = { startedAt: at, windowMs, count: 0 }));
      const first = own.count;
      own.count += increments;
      const ttl = own.startedAt + own.windowMs - at;
      for (const { position, counted } of waiting) counted(null, { current: first + position + 1, ttl });
    }
  };

  async function flush(): Promise<void> {
    scheduled = false;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    inFlight = batch;
    flushing = true;
    try {
      const keys = [...batch.keys()].toSorted();
      const at = now();
      const { rows } = await sql<{ key: string; window_started_at: string; window_ms: number; count: number }>`
        insert into request_count as counted (key, window_started_at, window_ms, count)
        select key, ${at}::bigint, window_ms, increment
        from unnest(${keys}::text[], ${keys.map((key) => batch.get(key)!.windowMs)}::int[],
          ${keys.map((key) => batch.get(key)!.increments)}::int[]) as batch(key, window_ms, increment)
        order by key
        on conflict (key) do update set
          count = case when counted.window_started_at + counted.window_ms <= ${at}::bigint
            then excluded.count else counted.count + excluded.count end,
          window_started_at = case when counted.window_started_at + counted.window_ms <= ${at}::bigint
            then excluded.window_started_at else counted.window_started_at end,
          window_ms = excluded.window_ms
        returning key, window_started_at, window_ms, count`.execute(db);
      for (const row of rows) {
        const { increments, waiting } = batch.get(row.key)!;
        const windowEndsAt = Number(row.window_started_at) + row.window_ms;
        known.set(row.key, { count: row.count, windowEndsAt });
        // This batch's increments are the last of the count, in the order the requests came.
        const first = row.count - increments;
        const ttl = Math.max(0, windowEndsAt - at);
        for (const { position, counted } of waiting) counted(null, { current: first + position + 1, ttl });
      }
    } catch (error) {
      countAlone(batch, error);
    } finally {
      inFlight = new Map();
      flushing = false;
      if (pending.size > 0) schedule();
    }
  }

  const sweep = setInterval(() => {
    const at = now();
    for (const [key, own] of alone) if (own.startedAt + own.windowMs <= at) alone.delete(key);
    for (const [key, { windowEndsAt }] of known) if (windowEndsAt <= at) known.delete(key);
    sql`delete from request_count where window_started_at + window_ms < ${at}::bigint`.execute(db).catch(() => {
      // The next sweep deletes them; a stale row restarts its window at its next request anyway.
    });
  }, sweepEveryMs);
  sweep.unref();

  class SharedStore implements FastifyRateLimitStore {
    readonly #namespace: string;

    constructor(_options?: unknown, namespace = "all") {
      this.#namespace = namespace;
    }

    incr(key: string, counted: Counted, timeWindow: number, max: number): void {
      const namespaced = `${this.#namespace} ${key}`;
      let batch = pending.get(namespaced);
      if (!batch) {
        batch = { windowMs: timeWindow, increments: 0, waiting: [] };
        pending.set(namespaced, batch);
      }
      const at = now();
      const last = known.get(namespaced);
      // What this process knows of the count in its window: the count last read, its own
      // increments not yet in it (on their way and waiting), and this request's.
      const unread = (inFlight.get(namespaced)?.increments ?? 0) + batch.increments;
      const estimate = last && last.windowEndsAt > at ? last.count + unread + 1 : undefined;
      if (estimate !== undefined && estimate <= max / farFromTheLimit) {
        counted(null, { current: estimate, ttl: last!.windowEndsAt - at });
      } else batch.waiting.push({ position: batch.increments, counted });
      batch.increments += 1;
      schedule();
    }

    /** A route's own limit: counted apart from the global one and from other routes'. */
    child(params: RouteParams): SharedStore {
      const { method, url } = params.routeInfo ?? params;
      return new SharedStore(params, `${[method].flat().join(",")} ${url ?? ""}`);
    }
  }

  return {
    Store: SharedStore,
    close: async () => {
      clearInterval(sweep);
      await db.destroy();
    },
  };
}
