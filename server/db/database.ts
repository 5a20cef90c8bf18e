import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import type pg from "pg";
import { migrationProvider } from "./migrations/index.ts";
import { createNodeSqliteDialect, openSqlite } from "./node-sqlite-dialect.ts";
import { OwnSchemaPostgresDialect } from "./own-schema-introspector.ts";
import type { Database } from "./schema.ts";
import { isStorageFull, storageFullLine } from "./unavailable.ts";

export type Engine = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  /** Answers whether the database takes a query now (for /readyz). */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { engine: "sqlite"; file: string }
  | {
      engine: "postgres";
      url: string;
      maxConnections?: number;
      /** How long a query may wait for the server's answer before it fails (a 503); 30 s unless told. */
      queryTimeoutMs?: number;
    };

/** SQLite under DATA_DIR by default; PostgreSQL when a URL is given. */
export function databaseOptions(config: { dataDir: string; databaseUrl: string | undefined }): DatabaseOptions {
  return config.databaseUrl
    ? { engine: "postgres", url: config.databaseUrl }
    : { engine: "sqlite", file: path.join(config.dataDir, "dseu.sqlite") };
}

/**
 * node-postgres, loaded when a PostgreSQL database is opened: a server on SQLite never
 * needs it (decision 0090). Synchronous, as opening a database is.
 */
export function loadPostgresDriver(): typeof pg {
  return createRequire(import.meta.url)("pg") as typeof pg;
}

/** A database folder the server may not write to, or whose disk is full; the message is the one line a start prints. */
export class UnwritableDataDirectory extends Error {}

/** Refusals of the file system, and SQLite's (SQLITE_CANTOPEN, SQLITE_READONLY), that a writable folder would not give. */
const unwritableCodes = new Set(["EACCES", "EPERM", "EROFS"]);
const unwritableSqliteCodes = new Set([8, 14]);

function openSqliteIn(file: string) {
  if (file === ":memory:") return openSqlite(file);
  const folder = path.dirname(file);
  try {
    fs.mkdirSync(folder, { recursive: true });
    // SQLite opens a folder it may only read, and fails at the first write: say so now.
    fs.accessSync(folder, fs.constants.W_OK);
    if (fs.existsSync(file)) fs.accessSync(file, fs.constants.W_OK);
    return openSqlite(file);
  } catch (error) {
    // Opening writes (the WAL's header): a full disk refuses it.
    if (isStorageFull(error)) {
      throw new UnwritableDataDirectory(storageFullLine((error as Error).message, `the disk of DATA_DIR ${folder}`));
    }
    const { code, errcode } = error as { code?: string; errcode?: number };
    if (!unwritableCodes.has(code ?? "") && !unwritableSqliteCodes.has((errcode ?? 0) & 0xff)) throw error;
    throw new UnwritableDataDirectory(
      `DATA_DIR ${folder} cannot be written to (${(error as Error).message}); ` +
        "give the server's user write access to it, or set DATA_DIR to another folder",
    );
  }
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  let db: Kysely<Database>;
  if (options.engine === "sqlite") {
    db = new Kysely<Database>({ dialect: createNodeSqliteDialect(openSqliteIn(options.file)) });
  } else {
    const pool = new (loadPostgresDriver().Pool)({
      connectionString: options.url,
      // The gates of reads and searches no cache answers (services/index.ts: 8 and 4 at once),
      // and two more, so that a write never waits for a reader's connection.
      max: options.maxConnections ?? 14,
      // While the database is away, a request fails within seconds (a 503) instead of hanging.
      connectionTimeoutMillis: 3_000,
      query_timeout: options.queryTimeoutMs ?? 30_000,
    });
    // A connection the server closes (a restart) is an event, not a crash. The
    // query it was running fails (a 503); node-postgres then also emits "error" on
    // the client, in use or idle, which would end the process with no listener.
    // The pool drops that client and opens a new one for the next query.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  }
  return {
    db,
    engine: options.engine,
    ping: async () => {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

/**
 * openDatabase for a server's start: a folder it cannot write to, or on a full disk, ends the
 * process with one line, as a bad setting does, rather than with a stack.
 */
export function openDatabaseOrExit(options: DatabaseOptions): DatabaseHandle {
  try {
    return openDatabase(options);
  } catch (error) {
    if (!(error instanceof UnwritableDataDirectory)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Applies the migrations not yet applied; returns their names (none when the schema is current). */
export async function migrateToLatest(database: Pick<DatabaseHandle, "db">): Promise<string[]> {
  // On PostgreSQL its bookkeeping tables are those of the connection's own schema: the dialect's
  // introspector sees no other (server/db/own-schema-introspector.ts).
  // Work on several features lands in parallel, each numbering its migrations from a range of its
  // own, so a release may bring a migration numbered below one a site has already run (decision
  // 0300): each applies on its own, whatever the order.
  const migrator = new Migrator({ db: database.db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/** How often an instance waiting for another's seed asks for the lock again. */
const seedLockPollMs = 250;

/**
 * Runs the seed while holding a PostgreSQL advisory lock, so instances that
 * start at the same moment seed one after another (the later ones find every
 * part applied). The lock is asked for again until it is free, not waited for in
 * one statement: a first seed on a busy machine may take longer than a query may
 * (the pool's `query_timeout`), which would end the waiting instance's start.
 * SQLite serialises writers on its own.
 */
export async function withSeedLock<Result>(
  database: Pick<DatabaseHandle, "db" | "engine">,
  seed: () => Promise<Result>,
): Promise<Result> {
  if (database.engine !== "postgres") return seed();
  const lockKey = sql`hashtext('dseu:seed')`;
  return database.db.connection().execute(async (connection) => {
    const tryLock = sql<{ locked: boolean }>`select pg_try_advisory_lock(${lockKey}) as locked`;
    while (!(await tryLock.execute(connection)).rows[0]!.locked) {
      await new Promise((resolve) => setTimeout(resolve, seedLockPollMs));
    }
    try {
      return await seed();
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(connection);
    }
  });
}
