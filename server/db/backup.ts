import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { DatabaseOptions } from "./database.ts";

/**
 * libpq's environment for a postgres:// URL, so that the password never
 * appears on a command line (where `ps` would show it).
 */
function libpqEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || "5432",
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: decodeURIComponent(url.pathname.slice(1)),
    PGOPTIONS: url.searchParams.get("options") ?? "",
    PGSSLMODE: url.searchParams.get("sslmode") ?? process.env.PGSSLMODE ?? "prefer",
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new Error(`${command} could not run: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** The schema the URL's connection works in (its search_path), so a backup holds only this site's tables. */
async function currentSchema(env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("psql", ["-XAtc", "select current_schema()"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new Error(`psql could not run: ${error.message}`)));
    child.on("exit", (code) =>
      code === 0 ? resolve(output.trim()) : reject(new Error(`psql failed: ${stderr.trim()}`)),
    );
  });
}

/**
 * A consistent copy of the database while the site keeps serving: SQLite's
 * `VACUUM INTO` (one read transaction, so the copy is a single moment even
 * with writes going on), or `pg_dump` of the site's schema in its custom format.
 */
export async function backupDatabase(options: DatabaseOptions, target: string): Promise<void> {
  if (fs.existsSync(target)) throw new Error(`${target} already exists; choose a new file name`);
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  if (options.engine === "sqlite") {
    const database = new DatabaseSync(options.file, { readOnly: true, timeout: 5000 });
    try {
      database.prepare("VACUUM INTO ?").run(path.resolve(target));
    } finally {
      database.close();
    }
    return;
  }
  const env = libpqEnvironment(options.url);
  const schema = await currentSchema(env);
  await run("pg_dump", ["--format=custom", "--no-owner", `--schema=${schema}`, `--file=${target}`], env);
}

/**
 * Puts a backup back. SQLite: the server must be stopped (the file is
 * replaced, after checking the backup's integrity). PostgreSQL: the schema's
 * tables are dropped and restored in one transaction.
 */
export async function restoreDatabase(options: DatabaseOptions, source: string): Promise<void> {
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist`);
  if (options.engine === "sqlite") {
    const backup = new DatabaseSync(source, { readOnly: true });
    try {
      const [result] = backup.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[];
      if (result?.integrity_check !== "ok") throw new Error(`${source} is not an intact SQLite database`);
    } finally {
      backup.close();
    }
    fs.mkdirSync(path.dirname(options.file), { recursive: true });
    const incoming = `${options.file}.restoring`;
    fs.copyFileSync(source, incoming);
    for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${options.file}${suffix}`, { force: true });
    fs.renameSync(incoming, options.file);
    return;
  }
  const env = libpqEnvironment(options.url);
  await run(
    "pg_restore",
    ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${env.PGDATABASE}`, source],
    env,
  );
}
