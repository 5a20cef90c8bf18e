import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort, waitUntilReady } from "../../scripts/site-process.ts";
import { testBuildDirectory } from "./test-build.ts";

export { freePort };

const root = path.resolve(import.meta.dirname, "../..");

export type Instance = { url: string; process: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/**
 * One server started as `npm start` starts it (server/start.mjs, on the build
 * the end-to-end run made), with its own port and the given settings.
 * `processGroup` makes it lead a process group of its own (its cluster workers
 * join it), so a test can signal every process at once, as systemd does. `port`: a port
 * the test chose (to name the site's address in its settings, PUBLIC_URL say), else a free one.
 */
export async function startInstance(
  env: Record<string, string>,
  { processGroup = false, port: chosenPort }: { processGroup?: boolean; port?: number } = {},
): Promise<Instance> {
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, ["server/start.mjs"], {
    cwd: root,
    detached: processGroup,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: testBuildDirectory,
      LOG_LEVEL: "warn",
      // Load runs come from one address; the limit is for the tests about it.
      RATE_LIMIT: "1000000000",
      // As for the end-to-end server (playwright.config.ts): a loop lagging because the machine
      // is busy with the browsers is not what these tests are about.
      MAX_EVENT_LOOP_DELAY_MS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await waitUntilReady(url, child, { timeoutMs: 90_000, details: () => `:\n${output}` });
  return {
    url,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** A directory for one test's database, removed by the caller. */
export function temporaryDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "dseu-instances-"));
}

/**
 * A PostgreSQL schema of its own in TEST_DATABASE_URL's database, for the
 * instances of one test, and the database URL that uses it; `drop` removes it.
 */
export async function temporarySchema(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create schema ${schema}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => run(`drop schema if exists ${schema} cascade`) };
}

/** One GET on a connection of its own, so that a cluster's primary hands each to the next worker. */
export function getFresh(url: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
      .on("error", reject);
  });
}
