// `npm run backup` as operators run it: a separate process, while the site (a real server
// process) answers readers and acknowledges uploads. The copy is then restored somewhere
// fresh, served, and read back over HTTP.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import pg from "pg";
import { campusFacts } from "#common/campus-facts.ts";
import { migrateToLatest, openDatabase, type DatabaseOptions } from "#server/db/database.ts";
import { createTestDatabase, halfWrittenNotices, testEngines } from "../support/databases.ts";
import {
  demoAccounts,
  killStartedServers,
  noticeOf,
  postPdfNotice,
  projectRoot,
  signIn,
  startServer,
  stopServer,
} from "../support/server-process.ts";
import { pdfWithText } from "../support/staff.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Notices the site already holds, with files large enough that making the copy takes a
 * measurable while: SQLite's `VACUUM INTO` copies 40 MB in about a tenth of a second, while
 * `pg_dump` compresses as it goes and takes some seconds over a quarter of that.
 */
const pastNotices = { count: { sqlite: 160, postgres: 40 }, paddingBytes: 256 * 1024 };
/** Uploads acknowledged before the backup starts, and after it ends, before the load stops. */
const writesBefore = 30;
const writesAfter = 20;

/** One acknowledged upload; times from `performance.now()` in this process. */
type Write = { id: string; title: string; sha: string; fileUrl: string; sentAt: number; ackedAt: number };
type Read = { path: string; status: number; startedAt: number; endedAt: number; problem?: string };
type Load = { stopped: boolean; writes: Write[]; reads: Read[]; failures: string[] };

/**
 * Each request names a client address of its own (the server trusts one proxy hop), so
 * neither the per-client limit nor the stricter upload limit stops the load.
 */
let clients = 0;
function nextClient(): Record<string, string> {
  clients += 1;
  return { "x-forwarded-for": `198.18.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}` };
}

/**
 * Past notices written straight to the database before the server starts (as years of
 * use would leave them): each a PDF padded with a comment of random bytes, in a section
 * of its own.
 */
async function addPastNotices(options: DatabaseOptions, count: number): Promise<void> {
  const database = openDatabase(options);
  try {
    await migrateToLatest(database);
    const base = await pdfWithText("Office order from an earlier year");
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < count; index += 1) {
        const padding = `\n% ${randomBytes(pastNotices.paddingBytes).toString("base64")}\n`;
        const content = Buffer.concat([base, Buffer.from(padding)]);
        const id = sha256(content);
        const createdAt = new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString();
        await trx
          .insertInto("stored_file")
          .values({ id, content, content_type: "application/pdf", size: content.length, created_at: createdAt })
          .execute();
        await trx
          .insertInto("notice")
          .values({
            id: `past${index.toString().padStart(20, "0")}`,
            title: `Past office order ${index}`,
            section: "ad office orders",
            file_id: id,
            file_name: `order-${index}.pdf`,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute();
      }
    });
  } finally {
    await database.close();
  }
}

/** A staff member publishing notices with PDFs as fast as the server answers, until told to stop. */
async function writeUntilStopped(address: string, token: string, writer: number, load: Load) {
  for (let round = 0; !load.stopped; round += 1) {
    const title = `Backup load ${writer}-${round}`;
    const pdf = await pdfWithText(title);
    const sentAt = performance.now();
    const response = await postPdfNotice(address, token, title, pdf, nextClient());
    const ackedAt = performance.now();
    if (response.status !== 201) {
      load.failures.push(`upload of ${title} answered ${response.status}: ${await response.text()}`);
      return;
    }
    const notice = await noticeOf(response);
    load.writes.push({ id: notice._id, title, sha: sha256(pdf), fileUrl: notice.file.url, sentAt, ackedAt });
  }
}

/** A visitor reading through the API: notice lists, the campuses, and files of notices already published. */
async function readUntilStopped(address: string, reader: number, load: Load, pastFileUrl: string) {
  for (let round = 0; !load.stopped; round += 1) {
    const latest = load.writes.at(-1 - ((reader + round) % 5));
    const paths = [
      "/api/v1/notice?section=tenders&limit=20",
      "/api/v1/campus",
      latest?.fileUrl ?? pastFileUrl,
      `/api/v1/notice?limit=50&page=${1 + (round % 4)}`,
      pastFileUrl,
    ];
    const requestPath = paths[(reader + round) % paths.length]!;
    const startedAt = performance.now();
    const read: Read = { path: requestPath, status: 0, startedAt, endedAt: startedAt };
    try {
      const response = await fetch(`${address}${requestPath}`, { headers: nextClient() });
      read.status = response.status;
      const body = new Uint8Array(await response.arrayBuffer());
      const fileId = /\/files\/([0-9a-f]{64})$/.exec(requestPath)?.[1];
      if (response.status === 200 && fileId && sha256(body) !== fileId) read.problem = "a file with other bytes";
    } catch (error) {
      read.problem = (error as Error).message;
    }
    read.endedAt = performance.now();
    load.reads.push(read);
  }
}

/** Runs one of the ops scripts (`npm run backup`, `npm run restore`) as its own process. */
function runOps(script: "backup" | "restore", file: string, env: NodeJS.ProcessEnv, running: Set<() => void>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [`server/ops/${script}.ts`, file], {
      cwd: projectRoot,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const kill = () => child.kill("SIGKILL");
    running.add(kill);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      running.delete(kill);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Runs statements on the PostgreSQL test server (TEST_DATABASE_URL), outside any test schema. */
async function onTestServer(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropSchemas = (...names: string[]) =>
  onTestServer(...names.map((name) => `drop schema if exists ${name} cascade`));

async function getJson<Body>(url: string): Promise<Body> {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as Body;
}

type ListedNotice = { _id: string; title: string; file: { _id: string; url: string } | null; link: string | null };

/** Every notice the restored server lists, current and archived, page by page. */
async function everyNotice(address: string): Promise<ListedNotice[]> {
  const notices: ListedNotice[] = [];
  for (const list of ["notice", "notice/archived"]) {
    for (let page = 1; ; page += 1) {
      const body = await getJson<{ data: { notices: ListedNotice[]; pagination: { totalPages: number } } }>(
        `${address}/api/v1/${list}?limit=1000&page=${page}`,
      );
      notices.push(...body.data.notices);
      if (page >= body.data.pagination.totalPages) break;
    }
  }
  return notices;
}

describe.each(testEngines)("npm run backup under load on %s", { timeout: 60_000 }, (engine) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  const running = new Set<() => void>();
  afterAll(async () => {
    for (const kill of running) kill();
    killStartedServers();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("copies one moment while the site serves, and the copy restores whole", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-backup-load-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const backupFile = path.join(dataDir, "copy", engine === "sqlite" ? "dseu.sqlite" : "dseu.pgdump");
    let options: DatabaseOptions = { engine: "sqlite", file: path.join(dataDir, "live", "dseu.sqlite") };
    const environment: Record<string, string> = { DATA_DIR: path.join(dataDir, "live"), DATABASE_URL: "" };
    let schemaName = "";
    if (engine === "postgres") {
      // An empty schema of its own; the server migrates and seeds it as at any start. The
      // restore recreates it under the same name, so both it and the live one moved aside go.
      const schema = await createTestDatabase("postgres", { seed: false });
      await schema.close();
      if (schema.options.engine !== "postgres") throw new Error("expected a PostgreSQL schema");
      options = schema.options;
      environment.DATABASE_URL = schema.options.url;
      schemaName = new URL(schema.options.url).searchParams.get("options")!.replace("-c search_path=", "");
      cleanups.push(() => dropSchemas(schemaName, `${schemaName}_live`));
    }
    await addPastNotices(options, pastNotices.count[engine]);

    const live = await startServer(environment.DATA_DIR!, { ...environment, SEED_DEMO_USERS: "1", TRUST_PROXY: "1" });
    const admin = demoAccounts(live).find((account) => account.role === "admin");
    if (!admin) throw new Error(`no demo admin in: ${live.output.join("\n")}`);
    const { token } = (await signIn(live.address, admin.email, admin.password)).body;
    const firstPast = await getJson<{ data: { notices: ListedNotice[] } }>(
      `${live.address}/api/v1/notice?section=ad%20office%20orders&limit=1`,
    );
    const pastFileUrl = firstPast.data.notices[0]!.file!.url;

    // The load: four staff members uploading, four visitors reading, until stopped.
    const load: Load = { stopped: false, writes: [], reads: [], failures: [] };
    const loadDone = Promise.all([
      ...[0, 1, 2, 3].map((writer) => writeUntilStopped(live.address, token!, writer, load)),
      ...[0, 1, 2, 3].map((reader) => readUntilStopped(live.address, reader, load, pastFileUrl)),
    ]);
    const waitFor = async (done: () => boolean) => {
      while (!done() && load.failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    };

    let backup: Awaited<ReturnType<typeof runOps>>;
    let backupStart = 0;
    let backupEnd = 0;
    try {
      await waitFor(() => load.writes.length >= writesBefore);
      backupStart = performance.now();
      backup = await runOps("backup", backupFile, { ...process.env, ...environment }, running);
      backupEnd = performance.now();
      const writtenByEnd = load.writes.length;
      await waitFor(() => load.writes.length >= writtenByEnd + writesAfter);
    } finally {
      load.stopped = true;
      await loadDone;
      await stopServer(live);
    }
    expect(load.failures).toEqual([]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`written to ${backupFile}`);

    // Readers got only 200s, during the backup as before and after it, and writes went on.
    const readsDuring = load.reads.filter((read) => read.endedAt > backupStart && read.startedAt < backupEnd);
    const writesDuring = load.writes.filter((write) => write.ackedAt > backupStart && write.ackedAt < backupEnd);
    const statuses = Object.groupBy(load.reads, (read) => String(read.status));
    const badReads = load.reads.filter((read) => read.status !== 200 || read.problem);
    expect(badReads).toEqual([]);
    expect(readsDuring.length).toBeGreaterThan(0);
    expect(writesDuring.length).toBeGreaterThan(0);

    // Restore into a fresh place: a new DATA_DIR, or (PostgreSQL) with the live schema
    // moved aside so that the restore recreates it from nothing.
    const restoredEnvironment = { ...environment };
    if (engine === "sqlite") {
      restoredEnvironment.DATA_DIR = path.join(dataDir, "restored");
    } else {
      await onTestServer(`alter schema ${schemaName} rename to ${schemaName}_live`);
    }
    const restore = await runOps("restore", backupFile, { ...process.env, ...restoredEnvironment }, running);
    expect(restore.code, restore.stderr).toBe(0);
    const restoredOptions: DatabaseOptions =
      engine === "sqlite"
        ? { engine: "sqlite", file: path.join(restoredEnvironment.DATA_DIR!, "dseu.sqlite") }
        : options;

    const restored = await startServer(restoredEnvironment.DATA_DIR!, restoredEnvironment);
    try {
      // The API's read checks over the copy.
      const campuses = await getJson<{ data: { campuses: Array<{ slug: string }> } }>(
        `${restored.address}/api/v1/campus`,
      );
      expect(campuses.data.campuses.map((campus) => campus.slug).sort()).toEqual(
        campusFacts.map((campus) => campus.slug).sort(),
      );
      const notices = await everyNotice(restored.address);
      expect(notices.filter((notice) => notice.title.startsWith("Past office order "))).toHaveLength(
        pastNotices.count[engine],
      );
      const acknowledged = new Map(load.writes.map((write) => [write.title, write]));
      for (const notice of notices) {
        expect(notice.file ?? notice.link, `${notice.title} has neither file nor link`).not.toBeNull();
        if (!notice.file) continue;
        const response = await fetch(`${restored.address}${notice.file.url}`);
        expect(response.status, `the file of ${notice.title}`).toBe(200);
        const sha = sha256(new Uint8Array(await response.arrayBuffer()));
        expect(sha, `the file of ${notice.title}`).toBe(notice.file._id);
        const write = acknowledged.get(notice.title);
        if (write) expect(sha, `the file of ${notice.title}`).toBe(write.sha);
      }

      // One moment: every load notice in the copy was acknowledged, and there is a point in
      // time before which each write was acknowledged and after which none in the copy began.
      const loadTitles = notices.map((notice) => notice.title).filter((title) => title.startsWith("Backup load "));
      expect(loadTitles.filter((title) => !acknowledged.has(title))).toEqual([]);
      const inCopy = new Set(loadTitles);
      const present = load.writes.filter((write) => inCopy.has(write.title));
      const absent = load.writes.filter((write) => !inCopy.has(write.title));
      expect(present.map((write) => write.id).sort()).toEqual(
        notices
          .filter((notice) => inCopy.has(notice.title))
          .map((notice) => notice._id)
          .sort(),
      );
      const ackedBeforeBackup = load.writes.filter((write) => write.ackedAt < backupStart);
      expect(ackedBeforeBackup.filter((write) => !inCopy.has(write.title)).map((write) => write.title)).toEqual([]);
      const sentAfterBackup = load.writes.filter((write) => write.sentAt > backupEnd);
      expect(sentAfterBackup.length).toBeGreaterThan(0);
      expect(sentAfterBackup.filter((write) => inCopy.has(write.title)).map((write) => write.title)).toEqual([]);
      const lastSentInCopy = Math.max(...present.map((write) => write.sentAt));
      const firstAckedOutside = Math.min(...absent.map((write) => write.ackedAt));
      expect(lastSentInCopy).toBeLessThan(firstAckedOutside);
      // Writes were committed while the backup held its moment: acknowledged during the
      // backup, after the moment the copy shows.
      const afterMoment = writesDuring.filter((write) => !inCopy.has(write.title));
      expect(afterMoment.length).toBeGreaterThan(0);

      console.log(
        `${engine}: backup took ${Math.round(backupEnd - backupStart)} ms (${fs.statSync(backupFile).size} bytes); ` +
          `${writesDuring.length} uploads acknowledged during it, ` +
          `${afterMoment.length} of them after the copy's moment; ` +
          `${readsDuring.length} reads during it; read statuses ${JSON.stringify(
            Object.fromEntries(Object.entries(statuses).map(([status, reads]) => [status, reads!.length])),
          )}; ${load.writes.length} uploads in all, ${present.length} in the copy`,
      );
    } finally {
      await stopServer(restored);
    }

    // No notice row without its file, nor a file without its notice, in the restored database.
    const copy = openDatabase(restoredOptions);
    try {
      expect(await halfWrittenNotices(copy.db)).toEqual({ noticesWithoutFile: [], filesWithoutNotice: [] });
    } finally {
      await copy.close();
    }
  });
});
