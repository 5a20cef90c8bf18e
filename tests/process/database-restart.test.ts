// The database restart of the reliability requirements, for real: a PostgreSQL server of the
// test's own (initdb, pg_ctl) is stopped and started again while the API, a process of its own,
// is under load. tests/api/database-faults.test.ts only cuts a TCP proxy; this one stops the
// server itself, so the app sees what a restart really does (connections terminated by the
// server, then refused, then a server that is starting up).
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidationChannel } from "#server/delivery/cache-sync.ts";
import { freePort } from "../../scripts/site-process.ts";
import { killStartedServers, startServer, stopServer, type RunningServer } from "../support/server-process.ts";

const run = promisify(execFile);

/** The bin folder of the highest PostgreSQL version installed the Debian way, if any. */
function postgresBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, "bin", "pg_ctl")))
        .filter((version) => fs.existsSync(path.join(root, version, "bin", "initdb")))
        .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    : [];
  const highest = versions.at(-1);
  return highest && path.join(root, highest, "bin");
}

const binaries = postgresBinaries();
/** initdb refuses to run as root: the server then runs as the postgres user. */
const asRoot = process.getuid?.() === 0;

type PrivatePostgres = {
  url: string;
  /** `pg_ctl stop -m fast`: connections are terminated, then the server is gone. */
  stop: () => Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start: () => Promise<void>;
  /** Stops the server at once if it runs, and removes its folder. */
  destroy: () => Promise<void>;
};

/** A PostgreSQL server of the test's own in a fresh temporary folder, on a free loopback port. */
async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  if (asRoot) {
    // The server's folder is handed to the postgres user, who must be able to reach it.
    for (let above = os.tmpdir(); ; above = path.dirname(above)) {
      if ((fs.statSync(above).mode & 0o001) === 0) {
        throw new Error(`the postgres user cannot reach ${os.tmpdir()}: ${above} is closed to others (set TMPDIR)`);
      }
      if (above === path.dirname(above)) break;
    }
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-pg-restart-"));
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "postgres.log");
  if (asRoot) {
    const [uid, gid] = ["-u", "-g"].map((flag) => Number(execFileSync("id", [flag, "postgres"]).toString()));
    fs.chownSync(folder, uid!, gid!);
  }
  /** Runs a PostgreSQL program, as the postgres user when the tests run as root. */
  const postgresTool = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    return asRoot
      ? run("runuser", ["-u", "postgres", "--", command, ...args], { timeout: 60_000 })
      : run(command, args, { timeout: 60_000 });
  };
  let running = false;
  const destroy = async () => {
    if (running) await postgresTool("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]).catch(() => {});
    running = false;
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    await postgresTool("initdb", ["-D", dataDir, "-U", "dseu", "--auth=trust", "-E", "UTF8", "--no-sync"]);
    const port = await freePort();
    // Durability is not what is tested here: no fsync keeps the server quick on a busy machine.
    const serverOptions = `-p ${port} -h 127.0.0.1 -k '${folder}' -c fsync=off -c full_page_writes=off`;
    const start = async () => {
      running = true;
      await postgresTool("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", serverOptions, "-w", "-t", "30", "start"]);
    };
    const stop = async () => {
      await postgresTool("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "30", "stop"]);
      running = false;
    };
    await start();
    const admin = new pg.Client({ connectionString: `postgres://dseu@127.0.0.1:${port}/postgres` });
    await admin.connect();
    await admin.query("create database dseu");
    await admin.end();
    return { url: `postgres://dseu@127.0.0.1:${port}/dseu`, stop, start, destroy };
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
    await destroy();
    throw new Error(`could not start a private PostgreSQL server: ${(error as Error).message}\n${log}`, {
      cause: error,
    });
  }
}

type Kind = "search" | "faculty" | "campus" | "readyz";

/** One request of the load: when it was sent and answered (ms since the load began), and how. */
type Answer = {
  kind: Kind;
  /** The database's state when the request was sent, as the test knew it. */
  database: "up" | "down" | "back";
  sent: number;
  answered: number;
  status?: number;
  retryAfter?: string | null;
  code?: string;
  error?: string;
};

const latency = (answer: Answer) => answer.answered - answer.sent;
const byKind = (answers: Answer[], ...kinds: Kind[]) => answers.filter((answer) => kinds.includes(answer.kind));
const describeAnswer = (answer: Answer) =>
  `${answer.kind} sent at ${answer.sent} ms: ${answer.error ?? answer.status} after ${latency(answer)} ms`;

describe.runIf(binaries)("PostgreSQL stopped and started during a load run", { timeout: 120_000 }, () => {
  let postgres: PrivatePostgres | undefined;
  let server: RunningServer;
  let exited: string | undefined;
  let appDataDir: string | undefined;
  let facultyIds: string[];

  beforeAll(async () => {
    postgres = await startPrivatePostgres(binaries!);
    appDataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-pg-restart-app-"));
    // The server migrates and seeds the empty database as at any start.
    server = await startServer(appDataDir, {
      DATABASE_URL: postgres.url,
      RATE_LIMIT: "1000000",
    });
    server.child.once("exit", (code, signal) => (exited = `exit code ${code}, signal ${signal}`));
    const faculty = await fetch(`${server.address}/api/v1/faculty?limit=1000`);
    facultyIds = ((await faculty.json()) as { data: { faculty: Array<{ _id: string }> } }).data.faculty.map(
      (person) => person._id,
    );
  });
  afterAll(async () => {
    if (server) {
      killStartedServers();
      await stopServer(server).catch(() => {});
    }
    await postgres?.destroy();
    if (appDataDir) fs.rmSync(appDataDir, { recursive: true, force: true });
  });

  it("answers 503 quickly while it is down, keeps cached reads, never exits, and serves again within 5 s", async () => {
    expect(facultyIds.length).toBeGreaterThan(20);
    // Read once, so the campus list is in the read cache for the whole run.
    expect((await fetch(`${server.address}/api/v1/campus`)).status).toBe(200);

    const began = Date.now();
    const now = () => Date.now() - began;
    const answers: Answer[] = [];
    let loading = true;
    let database: "up" | "down" | "back" = "up";
    let counter = 0;
    // Each faculty member is cached once read: those asked for before the stop are not asked for
    // again, so every faculty read while the database is down needs it.
    const half = Math.floor(facultyIds.length / 2);
    const facultyPath = () => {
      counter += 1;
      const ids = database === "up" ? facultyIds.slice(0, half) : facultyIds.slice(half);
      return `/api/v1/faculty/${ids[counter % ids.length]}`;
    };
    const paths: Record<Kind, () => string> = {
      // A search text of its own each time: no cache answers it.
      search: () => `/api/v1/notice?regex=restart-${(counter += 1)}`,
      faculty: facultyPath,
      campus: () => "/api/v1/campus",
      readyz: () => "/readyz",
    };

    const loop = async (kind: Kind, pauseMs = 0) => {
      while (loading) {
        const sent = now();
        const state = database;
        try {
          // Far longer than any answer should take: a request that hangs shows as an error.
          const response = await fetch(`${server.address}${paths[kind]()}`, { signal: AbortSignal.timeout(10_000) });
          const body = (await response.json()) as { error?: { code?: string } };
          answers.push({
            kind,
            database: state,
            sent,
            answered: now(),
            status: response.status,
            retryAfter: response.headers.get("retry-after"),
            code: body.error?.code,
          });
        } catch (error) {
          answers.push({
            kind,
            database: state,
            sent,
            answered: now(),
            error: (error as Error).name + ": " + (error as Error).message,
          });
        }
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    };
    const loops = [
      ...Array.from({ length: 6 }, () => loop("search")),
      ...Array.from({ length: 3 }, () => loop("faculty")),
      ...Array.from({ length: 2 }, () => loop("campus")),
      loop("readyz", 50),
    ];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    try {
      await pause(1_500);
      const stopping = now();
      await postgres!.stop();
      const stopped = now();
      database = "down";
      await pause(3_000);
      const starting = now();
      await postgres!.start();
      const started = now();
      database = "back";
      // Load on until both database routes have answered 200 for a request sent after the
      // server's return, or 8 s have gone by (the check below then says how long it took).
      const recovered = (kind: Kind) =>
        answers.some((a) => a.kind === kind && a.database === "back" && a.status === 200);
      while (now() - started < 8_000 && !(recovered("search") && recovered("faculty"))) await pause(50);
      await pause(1_000);
      loading = false;
      await Promise.all(loops);

      const groups = Object.groupBy(answers, (a) => `${a.kind} ${a.error ? "error" : a.status}`);
      const counts = Object.fromEntries(Object.entries(groups).map(([key, list]) => [key, list!.length]));

      // The whole run: every answer a 200 or a 503, none an error, a connection failure or a timeout.
      const wrong = answers.filter((a) => a.error !== undefined || (a.status !== 200 && a.status !== 503));
      expect(wrong.map(describeAnswer), JSON.stringify(counts)).toEqual([]);
      expect(exited, "the server process exited").toBeUndefined();

      // While the database is down: what needs it is refused at once with 503 and Retry-After,
      // the cached read still answers, and /readyz says the server is not ready.
      const whileDown = answers.filter((a) => a.database === "down" && a.answered <= starting);
      const needingDatabase = byKind(whileDown, "search", "faculty");
      expect(byKind(needingDatabase, "search").length).toBeGreaterThan(0);
      expect(byKind(needingDatabase, "faculty").length).toBeGreaterThan(0);
      for (const answer of needingDatabase) {
        expect(answer.status, describeAnswer(answer)).toBe(503);
        expect(answer.retryAfter, describeAnswer(answer)).toBe("5");
        expect(answer.code, describeAnswer(answer)).toBe("service_unavailable");
      }
      const slowest = Math.max(...needingDatabase.map(latency));
      expect(slowest, "the slowest 503 while the database was down (ms)").toBeLessThan(3_000);
      const cached = byKind(whileDown, "campus");
      expect(cached.length).toBeGreaterThan(0);
      expect(cached.filter((a) => a.status !== 200).map(describeAnswer)).toEqual([]);
      const readiness = byKind(whileDown, "readyz");
      expect(readiness.length).toBeGreaterThan(0);
      expect(readiness.filter((a) => a.status !== 503).map(describeAnswer)).toEqual([]);

      // Back: each database route answers 200 within 5 s of pg_ctl start returning, and keeps doing so.
      const recovery: Partial<Record<Kind, number>> = {};
      for (const kind of ["search", "faculty", "readyz"] as const) {
        const first = answers.find((a) => a.kind === kind && a.database === "back" && a.status === 200);
        expect(first, `${kind} answered 200 after the database came back`).toBeDefined();
        recovery[kind] = first!.answered - started;
        expect(recovery[kind], `${kind}: ms from the database's return to a 200`).toBeLessThan(5_000);
        const later = answers.filter((a) => a.kind === kind && a.sent > first!.answered);
        expect(later.filter((a) => a.status !== 200).map(describeAnswer)).toEqual([]);
      }
      console.log(
        `database restart under load: stop took ${stopped - stopping} ms, start ${started - starting} ms; ` +
          `while down ${needingDatabase.length} database reads answered 503, slowest in ${slowest} ms; ` +
          `back to 200 after ${JSON.stringify(recovery)} ms; answers ${JSON.stringify(counts)}`,
      );
    } finally {
      loading = false;
      await Promise.all(loops);
    }
  });

  it("then hears other processes' writes again, on one LISTEN connection", async () => {
    const other = new pg.Client({ connectionString: postgres!.url });
    await other.connect();
    try {
      const listening = async () => {
        const { rows } = await other.query<{ count: string }>(
          "select count(*) from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
        );
        return Number(rows[0]!.count);
      };
      const waitFor = async (condition: () => Promise<boolean>, ms: number) => {
        for (const until = Date.now() + ms; Date.now() < until && !(await condition());)
          await new Promise((resolve) => setTimeout(resolve, 100));
      };
      await waitFor(async () => (await listening()) > 0, 5_000);
      // Retries left over from the outage would have connected by now: one listener, not one per retry.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await listening()).toBe(1);

      // A write by another process: the row changes, then the announcement comes.
      const campusNames = async () => {
        const response = await fetch(`${server.address}/api/v1/campus`);
        return ((await response.json()) as { data: { campuses: Array<{ name: string }> } }).data.campuses.map(
          (campus) => campus.name,
        );
      };
      expect(await campusNames()).not.toContain("Renamed campus");
      await other.query("update campus set name = 'Renamed campus' where id = (select min(id) from campus)");
      await other.query("select pg_notify($1, current_schema() || ' another-process')", [invalidationChannel]);
      await waitFor(async () => (await campusNames()).includes("Renamed campus"), 3_000);
      expect(await campusNames()).toContain("Renamed campus");
    } finally {
      await other.end();
    }
  });
});
