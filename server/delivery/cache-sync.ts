import cluster from "node:cluster";
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { sql } from "kysely";
import type pg from "pg";
import { cacheInvalidatedMessage } from "./cache-relay.ts";
import { loadPostgresDriver, type DatabaseHandle } from "../db/database.ts";
import type { ReadCache } from "../services/read-cache.ts";

/**
 * Keeps the read caches (and what is derived from them, such as rendered
 * pages) of several processes true to one database: after a write commits in
 * one process, every other process drops its cached reads within a second.
 * Nothing is asked of the database on the read path; only writes and their
 * announcements cross processes.
 *
 * - PostgreSQL: LISTEN/NOTIFY on one channel, which reaches every process on
 *   every machine that uses the database. A notification reaches every session of the
 *   database, whatever its schema, so it names the schema whose data changed: a site in
 *   another schema of the same database (the tests make one per suite) keeps its caches.
 * - SQLite (one machine): the cluster's IPC channel, relayed by the primary
 *   (relayCacheInvalidations) to every other worker.
 */
export type CacheSync = { close: () => Promise<void> };

export const invalidationChannel = "dseu_cache_invalidated";
const reconnectDelayMs = 1_000;
/** A connection attempt that gets no answer (a host that is down) is given up and retried. */
const connectTimeoutMs = 3_000;

export function startCacheSync(
  database: DatabaseHandle,
  databaseUrl: string | undefined,
  cache: ReadCache,
  log: FastifyBaseLogger,
): CacheSync {
  if (database.engine === "postgres" && databaseUrl) return startPostgresSync(database, databaseUrl, cache, log);
  if (cluster.isWorker) return startClusterSync(cache);
  return { close: async () => {} };
}

function startPostgresSync(
  database: DatabaseHandle,
  databaseUrl: string,
  cache: ReadCache,
  log: FastifyBaseLogger,
): CacheSync {
  const instance = randomUUID();
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const stopPublishing = cache.onInvalidate((origin) => {
    if (origin !== "local") return;
    // The payload is "<schema> <process>": the schema as this process's own connection sees it.
    sql`select pg_notify(${invalidationChannel}, current_schema() || ' ' || ${instance})`
      .execute(database.db)
      .catch((error: unknown) => {
        log.warn({ err: error }, "could not announce a cache invalidation to other processes");
      });
  });

  // One LISTEN connection at a time, and one retry per connection lost or never made: a
  // failed connect ends in both a rejection and an "end" event, and were each to schedule a
  // retry, every second of an outage would add a retry loop (and, once the database is back,
  // a LISTEN connection) that runs for good.
  const listen = () => {
    if (closed) return;
    const client = new (loadPostgresDriver().Client)({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    listener = client;
    let lost = false;
    /** The schema this site's data is in, as the listening connection sees it. */
    let schema: string | undefined;
    const reconnect = (error?: unknown) => {
      if (lost || closed || listener !== client) return;
      lost = true;
      log.warn({ err: error }, "cache invalidation listener has no connection; reconnecting");
      void client.end().catch(() => {});
      retry = setTimeout(listen, reconnectDelayMs);
    };
    client.on("notification", (message) => {
      if (message.channel !== invalidationChannel || schema === undefined) return;
      const payload = message.payload ?? "";
      const split = payload.lastIndexOf(" ");
      if (payload.slice(0, split) === schema && payload.slice(split + 1) !== instance) cache.invalidate("remote");
    });
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    client
      .connect()
      .then(() => client.query<{ schema: string }>("select current_schema() as schema"))
      .then(({ rows }) => {
        schema = rows[0]?.schema;
        return client.query(`listen ${invalidationChannel}`);
      })
      .then(() => {
        // Announcements sent while this process was not listening were missed: forget what was
        // cached until now. Not earlier, when the connection is lost: while the database is
        // away, cached reads are all the site can answer (and no write can happen meanwhile;
        // one elsewhere while only this connection was down is missed until it is back).
        if (!lost) cache.invalidate("remote");
      })
      .catch(reconnect);
  };
  listen();

  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      stopPublishing();
      await listener?.end().catch(() => {});
    },
  };
}

function startClusterSync(cache: ReadCache): CacheSync {
  const stopPublishing = cache.onInvalidate((origin) => {
    if (origin === "local" && process.connected) process.send?.({ type: cacheInvalidatedMessage });
  });
  const onMessage = (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === cacheInvalidatedMessage) cache.invalidate("remote");
  };
  process.on("message", onMessage);
  return {
    close: async () => {
      stopPublishing();
      process.off("message", onMessage);
    },
  };
}
