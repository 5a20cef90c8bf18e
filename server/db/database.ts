import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import { Migrator } from "kysely/migration";
import type pg from "pg";
import { migrationProvider } from "./migrations/index.ts";
import { createNodeSqliteDialect, openSqlite } from "./node-sqlite-dialect.ts";
import type { Database } from "./schema.ts";

export type Engine = "sqlite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  engine: Engine;
  /** Answers whether the database takes a query now (for /readyz). */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  { engine: "sqlite"; file: string } | { engine: "postgres"; url: string; maxConnections?: number };

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

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  let db: Kysely<Database>;
  if (options.engine === "sqlite") {
    if (options.file !== ":memory:") fs.mkdirSync(path.dirname(options.file), { recursive: true });
    db = new Kysely<Database>({ dialect: createNodeSqliteDialect(openSqlite(options.file)) });
  } else {
    const pool = new (loadPostgresDriver().Pool)({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // While the database is away, a request fails within seconds (a 503) instead of hanging.
      connectionTimeoutMillis: 3_000,
      query_timeout: 30_000,
    });
    // A connection the server closes (a restart) is an event, not a crash. The
    // query it was running fails (a 503); node-postgres then also emits "error" on
    // the client, in use or idle, which would end the process with no listener.
    // The pool drops that client and opens a new one for the next query.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
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

/** Applies every pending migration; throws with the failing migration's error. */
/** Applies the migrations not yet applied; returns their names (none when the schema is current). */
export async function migrateToLatest(database: Pick<DatabaseHandle, "db" | "engine">): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema it can see. On
  // PostgreSQL, pin them to the connection's own schema, or a database holding
  // several schemas (the tests make one per suite) makes it skip creating them.
  const migrationTableSchema =
    database.engine === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db: database.db, provider: migrationProvider, migrationTableSchema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error;
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * Runs the seed while holding a PostgreSQL advisory lock, so instances that
 * start at the same moment seed one after another (the later ones find every
 * part applied). SQLite serialises writers on its own.
 */
export async function withSeedLock<Result>(
  database: Pick<DatabaseHandle, "db" | "engine">,
  seed: () => Promise<Result>,
): Promise<Result> {
  if (database.engine !== "postgres") return seed();
  const lockKey = sql`hashtext('dseu:seed')`;
  return database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${lockKey})`.execute(connection);
    try {
      return await seed();
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(connection);
    }
  });
}
