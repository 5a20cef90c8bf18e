import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/** node:sqlite refuses booleans and undefined; SQLite itself stores booleans as 0/1. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value === undefined) return null;
  return value as SQLInputValue;
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

/** The ROLLBACK of a transaction SQLite has already rolled back: nothing left to do. */
const alreadyRolledBack: SqliteStatement = {
  reader: false,
  all: () => [],
  run: () => ({ changes: 0, lastInsertRowid: 0 }),
  iterate: () => [][Symbol.iterator](),
};

/**
 * Gives Node's built-in DatabaseSync the shape Kysely's SqliteDialect expects
 * (the better-sqlite3 API), so SQLite needs no native add-on.
 */
class NodeSqliteDatabase implements SqliteDatabase {
  readonly #database: DatabaseSync;

  constructor(database: DatabaseSync) {
    this.#database = database;
  }

  close(): void {
    if (this.#database.isOpen) this.#database.close();
  }

  prepare(sql: string): SqliteStatement {
    // SQLite rolls a transaction back on its own when a statement fails with SQLITE_FULL or
    // an I/O error; Kysely's ROLLBACK after it would then fail with "no transaction is
    // active", and that error would replace the one that says what happened.
    if (sql === "rollback" && !this.#database.isTransaction) return alreadyRolledBack;
    // Kysely begins a transaction with a plain BEGIN, which takes the write lock only at the first
    // write. Every transaction here writes, most after a read; when another process (a second
    // server process, a command) writes in between, SQLite refuses that first write at once
    // ("database is locked", without waiting: the read saw an older snapshot). BEGIN IMMEDIATE
    // takes the lock at the start, waiting for it as any write does (the busy timeout).
    const statement = this.#database.prepare(sql === "begin" ? "begin immediate" : sql);
    return {
      reader: statement.columns().length > 0,
      all: (parameters) => statement.all(...bind(parameters)),
      run: (parameters) => statement.run(...bind(parameters)),
      iterate: (parameters) => statement.iterate(...bind(parameters)),
    };
  }
}

export function openSqlite(file: string): DatabaseSync {
  const database = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA synchronous = NORMAL");
  return database;
}

export function createNodeSqliteDialect(database: DatabaseSync): SqliteDialect {
  return new SqliteDialect({ database: new NodeSqliteDatabase(database) });
}
