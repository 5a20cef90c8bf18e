import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationProvider } from "#server/db/migrations/index.ts";
import { seedParts } from "#server/db/seed/parts.ts";
import { getFresh, startInstance, temporaryDataDir, temporarySchema, type Instance } from "../support/instances.ts";
import { pdfWithText } from "../support/staff.ts";
import { testBuildDirectory } from "../support/test-build.ts";

const root = path.resolve(import.meta.dirname, "../..");
const adminEmail = "scale.admin@dseu.ac.in";
const adminPassword = "a long scale-out test password";
/** How soon a write in one process must show in another's cached reads. */
const propagationMs = 1_000;

function createAdmin(env: Record<string, string>) {
  const result = spawnSync("npm", ["run", "--silent", "user:create", "--", "--email", adminEmail, "--role", "admin"], {
    cwd: root,
    env: { ...process.env, ...env, USER_PASSWORD: adminPassword },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
}

async function signIn(url: string, password = adminPassword) {
  return fetch(`${url}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: adminEmail, password }),
  });
}

async function tokenFrom(url: string): Promise<string> {
  const response = await signIn(url);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function upload(url: string, token: string, title: string): Promise<string> {
  const form = new FormData();
  form.set("fileName", title);
  form.set("section", "tenders");
  form.set("pdf", new Blob([new Uint8Array(await pdfWithText(title))], { type: "application/pdf" }), "notice.pdf");
  const response = await fetch(`${url}/api/v1/notice/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { data: { notice: { _id: string } } }).data.notice._id;
}

const tendersList = "/api/v1/notice?section=tenders&limit=1000";

/** Where the first tender with a PDF keeps it. */
async function firstTenderPdf(url: string): Promise<string> {
  const body = await (await fetch(`${url}${tendersList}`)).json();
  const file = (body.data.notices as Array<{ file?: { url: string } }>).find((notice) => notice.file)?.file;
  expect(file).toBeDefined();
  return file!.url;
}

/** Titles in the tenders list as one answer gives them (a fresh connection each time), and who answered. */
async function tenderTitles(url: string) {
  const response = await getFresh(`${url}${tendersList}`);
  const body = JSON.parse(response.body) as { data: { notices: Array<{ title: string }> } };
  return {
    servedBy: response.headers["x-served-by"] as string | undefined,
    titles: body.data.notices.map((notice) => notice.title),
  };
}

/** The tenders board as one answer gives it (a fresh connection each time): whether it came from the page cache, and who answered. */
async function tendersBoard(url: string) {
  const response = await getFresh(`${url}/tenders`);
  expect(response.status).toBe(200);
  return {
    servedBy: response.headers["x-served-by"] as string | undefined,
    pageCache: response.headers["x-page-cache"],
    html: response.body,
  };
}

/** Asks for the board until it comes from `url`'s page cache (so the page is kept there); returns that page. */
async function keepBoard(url: string): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        const board = await tendersBoard(url);
        html = board.html;
        return board.pageCache;
      },
      { timeout: 10_000 },
    )
    .toBe("hit");
  return html;
}

/** How long, and how often, a poll waits for a write to show in another process. */
const withinPropagation = { timeout: propagationMs, interval: 50 };

type LogLine = { pid: number; msg: string; [field: string]: unknown };

/** The server's JSON log lines, in the order they were written. */
function logLines(output: string): LogLine[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

type Answer = { path: string; status?: number; complete?: boolean; error?: string; at: number };

/** The largest built assets (not their compressed copies), biggest first. */
function largestAssets(count: number): string[] {
  const directory = path.resolve(root, testBuildDirectory, "client/assets");
  return fs
    .readdirSync(directory)
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => ({ name, size: fs.statSync(path.join(directory, name)).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count)
    .map(({ name }) => `/assets/${name}`);
}

/** Requests in flight when the signal goes. */
const drainConnections = 32;

/**
 * Opens `drainConnections` kept-alive connections to the cluster (each held by a
 * worker once it has answered on it), sends a request on every one of them, and
 * calls `signal` as soon as all are written. Returns every answer, when the first
 * and the last signal went (`signal` may send several, resolving after the last),
 * and when the server exited and how.
 */
async function signalUnderLoad(server: Instance, pdfPath: string, signal: () => Promise<void> | void) {
  const { hostname, port } = new URL(server.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: drainConnections });
  const sockets = new Set<unknown>();
  const servedBy = new Set<string>();
  const get = (requestPath: string, written: () => void = () => {}) =>
    new Promise<Answer>((resolve) => {
      const request = http.get(
        { hostname, port, path: requestPath, agent, headers: { "accept-encoding": "br, gzip" } },
        (response) => {
          servedBy.add(String(response.headers["x-served-by"]));
          response.resume();
          response.on("end", () =>
            resolve({ path: requestPath, status: response.statusCode, complete: response.complete, at: Date.now() }),
          );
          response.on("error", (error) => resolve({ path: requestPath, error: error.message, at: Date.now() }));
        },
      );
      request.on("socket", (socket) => sockets.add(socket));
      request.on("finish", written);
      request.on("error", (error) => resolve({ path: requestPath, error: error.message, at: Date.now() }));
    });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    server.process.once("exit", (code, exitSignal) => resolve({ code, signal: exitSignal, at: Date.now() })),
  );

  try {
    const warm = await Promise.all(Array.from({ length: drainConnections }, () => get("/readyz")));
    expect(warm.map((answer) => answer.status)).toEqual(warm.map(() => 200));
    expect([...servedBy].sort()).toEqual(["worker-1", "worker-2"]);

    // Page renders keep the workers busy; built assets are read from disk as they are
    // sent, so their answers are still on the way when a worker turns to the signal.
    const assets = largestAssets(4);
    const paths = Array.from(
      { length: drainConnections },
      (_, index) =>
        [
          `/?drain=${index}`,
          assets[0],
          `/tenders?drain=${index}`,
          assets[1],
          "/api/v1/notice?section=tenders&limit=1000",
          assets[2],
          pdfPath,
          assets[3],
        ][index % 8]!,
    );
    let unwritten = paths.length;
    let signalledAt = 0;
    let lastSignalAt = 0;
    let signalled: Promise<void> = Promise.resolve();
    const answers = Promise.all(
      paths.map((requestPath) =>
        get(requestPath, () => {
          unwritten -= 1;
          if (unwritten > 0) return;
          signalledAt = Date.now();
          signalled = Promise.resolve(signal()).then(() => void (lastSignalAt = Date.now()));
        }),
      ),
    );
    const [answered, exit] = await Promise.all([answers, exited]);
    await signalled;
    // Every request went on a connection a worker already held: none had to be accepted after the signal.
    expect(sockets.size).toBe(drainConnections);
    return { answers: answered, exit, signalledAt, lastSignalAt };
  } finally {
    agent.destroy();
  }
}

/** Every request sent before the signal has its whole answer, and the cluster exits 0 within the grace period. */
function expectDrained(
  { answers, exit, signalledAt, lastSignalAt }: Awaited<ReturnType<typeof signalUnderLoad>>,
  graceMs: number,
  output: string,
) {
  // Some answers were still being worked on when the last signal went, or this proves nothing.
  expect(answers.filter((answer) => answer.at > lastSignalAt).length).toBeGreaterThan(0);
  const failed = answers.filter((answer) => answer.status !== 200 || !answer.complete);
  expect(failed, output.slice(-4000)).toEqual([]);
  expect({ code: exit.code, signal: exit.signal }, output.slice(-4000)).toEqual({ code: 0, signal: null });
  expect(exit.at - signalledAt).toBeLessThan(graceMs);
}

describe("several processes on one database", { timeout: 240_000 }, () => {
  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    "two instances on one PostgreSQL (.ci/run sets TEST_DATABASE_URL)",
    () => {
      let schema: Awaited<ReturnType<typeof temporarySchema>> | undefined;
      let databaseUrl: string;
      let instances: Instance[] = [];

      beforeAll(async () => {
        schema = await temporarySchema("scale");
        databaseUrl = schema.url;
      });

      afterAll(async () => {
        await Promise.all(instances.map((instance) => instance.stop()));
        await schema?.drop();
      });

      it("both start at the same moment, migrate and seed once, and share writes (lists and pages), archives and lockouts", async () => {
        instances = await Promise.all([
          startInstance({ DATABASE_URL: databaseUrl }),
          startInstance({ DATABASE_URL: databaseUrl }),
        ]);
        const [a, b] = instances as [Instance, Instance];

        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        const count = async (table: string) =>
          Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
        expect(await count("campus")).toBe(22);
        expect(await count("department")).toBe(105);
        expect(await count("department_school")).toBe(15);
        const parts = (await client.query("select part from seed_part")).rows.map((row) => row.part as string);
        expect(new Set(parts).size).toBe(parts.length);
        await client.end();

        createAdmin({ DATABASE_URL: databaseUrl });
        // Both instances have the list and the board page cached before the write.
        const before = await tenderTitles(b.url);
        await tenderTitles(a.url);
        await keepBoard(a.url);
        await keepBoard(b.url);

        const token = await tokenFrom(a.url);
        const title = `Scale-out tender ${Date.now()}`;
        const id = await upload(a.url, token, title);
        expect(before.titles).not.toContain(title);
        await expect.poll(async () => (await tenderTitles(b.url)).titles, withinPropagation).toContain(title);
        await expect.poll(async () => (await tendersBoard(b.url)).html, withinPropagation).toContain(title);
        // A keeps the board again, now with the notice, before B archives it.
        expect(await keepBoard(a.url)).toContain(title);

        // Archived through B (A's token works there: one signing secret in the database) leaves A's list.
        const archived = await fetch(`${b.url}/api/v1/notice/${id}`, {
          method: "PATCH",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ archive: true }),
        });
        expect(archived.status, await archived.text()).toBe(200);
        await expect.poll(async () => (await tenderTitles(a.url)).titles, withinPropagation).not.toContain(title);
        await expect.poll(async () => (await tendersBoard(a.url)).html, withinPropagation).not.toContain(title);

        // Ten wrong passwords through A lock the account on B too, right password or not.
        for (let attempt = 0; attempt < 10; attempt += 1) await signIn(a.url, "not the password");
        expect((await signIn(b.url)).status).toBe(429);
      });
    },
  );

  describe("WEB_CONCURRENCY=2 on SQLite", () => {
    /** Short enough for the test to wait on; a drain here takes about a second. */
    const graceMs = 4_000;
    const clusterSettings = {
      WEB_CONCURRENCY: "2",
      DATABASE_URL: "",
      SHUTDOWN_GRACE_MS: String(graceMs),
      LOG_LEVEL: "info",
    };
    let dataDir: string;
    let server: Instance;

    /** The cluster, once both workers listen (it answers as soon as one does). */
    async function startCluster(options?: Parameters<typeof startInstance>[1]) {
      const cluster = await startInstance({ ...clusterSettings, DATA_DIR: dataDir }, options);
      const listening = () => logLines(cluster.output()).filter((line) => line.msg.startsWith("DSEU site on")).length;
      for (let waited = 0; listening() < 2 && waited < 30_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(listening()).toBe(2);
      return cluster;
    }

    beforeAll(async () => {
      dataDir = temporaryDataDir();
      server = await startCluster();
    }, 180_000);

    afterAll(async () => {
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("migrations and seeding run once, in the primary, before the workers start", async () => {
      const lines = logLines(server.output());
      const prepared = lines.filter((line) => line.msg === "database prepared");
      expect(
        prepared.map(({ pid, migrationsApplied, seedPartsApplied }) => ({ pid, migrationsApplied, seedPartsApplied })),
      ).toEqual([
        {
          pid: server.process.pid,
          migrationsApplied: Object.keys(await migrationProvider.getMigrations()).length,
          seedPartsApplied: [...seedParts],
        },
      ]);
      const started = lines.filter((line) => line.msg.startsWith("DSEU site on sqlite"));
      expect(started.map((line) => line.msg.replace(/.*\((worker \d+)\)$/, "$1")).sort()).toEqual([
        "worker 1",
        "worker 2",
      ]);
      expect(new Set(started.map((line) => line.pid)).size).toBe(2);
      expect(started.map((line) => line.pid)).not.toContain(server.process.pid);
      for (const line of started) expect(lines.indexOf(line)).toBeGreaterThan(lines.indexOf(prepared[0]!));
    });

    it("a write through one worker shows on the other, in its list and on its board page", async () => {
      // Fresh connections go to the workers in turn: ask until both have answered (and
      // cached the list), then until both serve the board from their page cache.
      const workers = new Set<string>();
      for (let tries = 0; workers.size < 2 && tries < 50; tries += 1) {
        workers.add((await tenderTitles(server.url)).servedBy!);
      }
      expect([...workers].sort()).toEqual(["worker-1", "worker-2"]);
      const boardsKept = new Set<string>();
      for (let tries = 0; boardsKept.size < 2 && tries < 50; tries += 1) {
        const board = await tendersBoard(server.url);
        if (board.pageCache === "hit") boardsKept.add(board.servedBy!);
      }
      expect([...boardsKept].sort()).toEqual(["worker-1", "worker-2"]);

      createAdmin({ DATA_DIR: dataDir, DATABASE_URL: "" });
      const token = await tokenFrom(server.url);
      const title = `Cluster tender ${Date.now()}`;
      await upload(server.url, token, title);

      // Every worker's next answers have the notice, whichever wrote it: first the list, then the board.
      const listedBy = new Set<string>();
      const shownBy = new Set<string>();
      const deadline = Date.now() + propagationMs;
      while (listedBy.size < 2 && Date.now() < deadline) {
        const answer = await tenderTitles(server.url);
        if (answer.titles.includes(title)) listedBy.add(answer.servedBy!);
      }
      while (shownBy.size < 2 && Date.now() < deadline) {
        const board = await tendersBoard(server.url);
        if (board.html.includes(title)) shownBy.add(board.servedBy!);
      }
      expect([...listedBy].sort()).toEqual(["worker-1", "worker-2"]);
      expect([...shownBy].sort()).toEqual(["worker-1", "worker-2"]);
    });

    it("SIGTERM to the primary drains every worker: each request sent has its whole answer, and the cluster exits 0", async () => {
      const pdf = await firstTenderPdf(server.url);
      const result = await signalUnderLoad(server, pdf, () => void server.process.kill("SIGTERM"));
      expectDrained(result, graceMs, server.output());
    });

    it("a stop that signals every process, and the primary again, as systemd does with npm start, drains too", async () => {
      // The database is prepared already: this cluster starts in a moment.
      server = await startCluster({ processGroup: true });
      const pdf = await firstTenderPdf(server.url);
      const result = await signalUnderLoad(server, pdf, () => {
        // systemd signals every process of the unit at once (primary and workers)…
        process.kill(-server.process.pid!, "SIGTERM");
        // …and npm, which it also signalled, passes the signal on to the primary.
        return new Promise<void>((resolve) =>
          setTimeout(() => {
            server.process.kill("SIGTERM");
            resolve();
          }, 20),
        );
      });
      expectDrained(result, graceMs, server.output());
    });
  });
});
