import type { Config } from "../config.ts";

/** Socket errors that mean the database server cannot be reached right now. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL conditions that pass when the server is back: connection
 * exceptions (class 08), shutting down or starting up (57P01-57P03),
 * too many connections (53300).
 */
function isTransientPostgresState(code: string): boolean {
  return code.startsWith("08") || ["57P01", "57P02", "57P03", "53300"].includes(code);
}

/**
 * node-postgres's own messages for a connection that failed, ended or never came, or a query
 * the server did not answer within the pool's `query_timeout` (a database stalled or cut off
 * without the connection closing).
 */
const postgresClientMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout)/;

/**
 * True when a query failed because the database is down, restarting or
 * locked (SQLite past its busy timeout), not because of the query: the
 * request is answered 503 with Retry-After and the next one may succeed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (networkCodes.has(code) || isTransientPostgresState(code)) return true;
    if (code === "ERR_SQLITE_ERROR" && /database is locked|SQLITE_BUSY/i.test(error.message)) return true;
  }
  return postgresClientMessages.test(error.message);
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const databaseRetryAfterSeconds = 5;

/** SQLITE_FULL, the primary result code of node:sqlite's `errcode`. */
const sqliteFull = 13;
/**
 * SQLITE_IOERR_SHMSIZE, an extended code: the WAL's shared-memory file could not be grown,
 * which on a full disk is what opening or reading the database meets first.
 */
const sqliteShmCannotGrow = 4874;

/**
 * True when a write failed because the disk (or SQLite's size limit, `max_page_count`) is
 * full: SQLITE_FULL or SQLITE_IOERR_SHMSIZE, or PostgreSQL's disk_full (53100). Nothing was
 * written; the same request succeeds once an operator frees space.
 */
export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  if (code === "ERR_SQLITE_ERROR") {
    return typeof errcode === "number" && ((errcode & 0xff) === sqliteFull || errcode === sqliteShmCannotGrow);
  }
  return code === "53100";
}

/**
 * The one line a start prints when the database's storage is full (`disk` names it): nothing
 * was written that would need repair, and the same start succeeds once space is freed.
 */
export function storageFullLine(reason: string, disk: string): string {
  return `The database cannot be written: ${disk} is full (${reason}); free space on it, then start again`;
}

/** Where the database's storage is, as a start names it when it is full. */
export function databaseDisk(config: Pick<Config, "dataDir" | "databaseUrl">): string {
  return config.databaseUrl ? "the PostgreSQL server's disk" : `the disk of DATA_DIR ${config.dataDir}`;
}

/** Seconds a client is asked to wait before trying a write again while the disk is full: an operator must act. */
export const storageFullRetryAfterSeconds = 60;

/** A database that refuses for a while: a 503 with `Retry-After`, not a 500. */
export type DatabaseTrouble = { kind: "full" | "unreachable"; retryAfterSeconds: number };

/** What kind of passing trouble an error is, if it is one: a full disk, or a database out of reach. */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  if (isStorageFull(error)) return { kind: "full", retryAfterSeconds: storageFullRetryAfterSeconds };
  if (isDatabaseUnavailable(error)) return { kind: "unreachable", retryAfterSeconds: databaseRetryAfterSeconds };
  return undefined;
}

/**
 * Logs a database's passing trouble once per request it refuses: a full disk as the error it
 * is (an operator must free space), in the database's own words; one out of reach as a warning.
 */
export function logDatabaseTrouble(
  log: { warn: (details: object, message: string) => void; error: (details: object, message: string) => void },
  trouble: DatabaseTrouble,
  error: unknown,
): void {
  const details = { reason: (error as Error).message };
  if (trouble.kind === "full") log.error(details, "database or disk is full");
  else log.warn(details, "database unavailable");
}
