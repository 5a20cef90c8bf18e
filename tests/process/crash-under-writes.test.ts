import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseOptions } from "#server/db/database.ts";
import { createTestDatabase, halfWrittenNotices, testEngines } from "../support/databases.ts";
import {
  demoAccounts,
  killStartedServers,
  noticeOf,
  postPdfNotice,
  signIn,
  startServer,
  stopServer,
} from "../support/server-process.ts";
import { pdfWithText } from "../support/staff.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Acknowledged writes, and the deletes sent whose answer the crash cut off (either outcome is right). */
type Acknowledged = {
  created: Map<string, { title: string; sha: string }>;
  deleted: Set<string>;
  deleteInFlight: Set<string>;
};

/**
 * One staff member publishing and deleting notices as fast as the server answers, until
 * the server dies. Only what the server acknowledged (201 for a notice, 200 for a
 * delete) is written down; a request cut off by the crash may or may not have landed.
 * Each write names a client address of its own (the server trusts one proxy hop), so
 * the per-client upload limit does not stop the load.
 */
async function writeUntilDown(address: string, token: string, writer: number, acknowledged: Acknowledged) {
  for (let round = 0; ; round += 1) {
    const title = `Crash test ${writer}-${round}`;
    const pdf = await pdfWithText(title);
    const client = { "x-forwarded-for": `198.51.100.${(writer * 50 + round) % 250}` };
    let response: Response;
    try {
      response = await postPdfNotice(address, token, title, pdf, client);
    } catch {
      return; // the server is gone
    }
    if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    const notice = await noticeOf(response);
    acknowledged.created.set(notice._id, { title, sha: sha256(pdf) });
    if (round % 4 !== 3) continue;
    acknowledged.deleteInFlight.add(notice._id);
    try {
      const deleted = await fetch(`${address}/api/v1/notice/${notice._id}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${token}`, ...client },
      });
      if (deleted.status === 200) acknowledged.deleted.add(notice._id);
    } catch {
      return; // the server is gone: the delete may or may not have landed
    }
    acknowledged.deleteInFlight.delete(notice._id);
  }
}

async function checkAfterRestart(options: DatabaseOptions, acknowledged: Acknowledged) {
  const database = openDatabase(options);
  try {
    const { db } = database;
    const ids = [...acknowledged.created.keys()];
    const rows = await db
      .selectFrom("notice")
      .leftJoin("stored_file", "stored_file.id", "notice.file_id")
      .select(["notice.id", "notice.title", "stored_file.content"])
      .where("notice.id", "in", ids)
      .execute();
    const found = new Map(rows.map((row) => [row.id, row]));
    for (const [id, { title, sha }] of acknowledged.created) {
      if (acknowledged.deleted.has(id)) {
        expect(found.has(id), `deleted ${title} came back`).toBe(false);
        continue;
      }
      const row = found.get(id);
      if (!row && acknowledged.deleteInFlight.has(id)) continue;
      expect(row?.title, `acknowledged ${title} is missing`).toBe(title);
      expect(row?.content && sha256(row.content), `the file of ${title}`).toBe(sha);
    }
    expect(await halfWrittenNotices(db)).toEqual({ noticesWithoutFile: [], filesWithoutNotice: [] });
  } finally {
    await database.close();
  }
}

describe.each(testEngines)("kill -9 under write load on %s", { timeout: 120_000 }, (engine) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    killStartedServers();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("keeps every acknowledged write, whole, and no half-written notice or file", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-crash-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    let options: DatabaseOptions = { engine: "sqlite", file: path.join(dataDir, "dseu.sqlite") };
    const environment: Record<string, string> = { SEED_DEMO_USERS: "1", TRUST_PROXY: "1", RATE_LIMIT: "100000" };
    if (engine === "postgres") {
      // An empty schema of its own; the server migrates and seeds it as at any start.
      const schema = await createTestDatabase("postgres", { seed: false });
      cleanups.push(() => schema.drop());
      options = schema.options;
      if (options.engine === "postgres") environment.DATABASE_URL = options.url;
    }

    const first = await startServer(dataDir, environment);
    const admin = demoAccounts(first).find((account) => account.role === "admin");
    if (!admin) throw new Error(`no demo admin in: ${first.output.join("\n")}`);
    const { email, password } = admin;
    const { token } = (await signIn(first.address, email, password)).body;
    const acknowledged: Acknowledged = { created: new Map(), deleted: new Set(), deleteInFlight: new Set() };
    const writers = [0, 1, 2, 3].map((writer) => writeUntilDown(first.address, token!, writer, acknowledged));
    let failure: unknown;
    const dead = Promise.all(writers).catch((error: unknown) => (failure = error));

    // Kill the server once it has acknowledged a good number of writes, with more in flight.
    while (acknowledged.created.size < 40 && failure === undefined)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await stopServer(first, "SIGKILL");
    await dead;
    if (failure !== undefined) throw failure;
    expect(acknowledged.deleted.size).toBeGreaterThan(0);

    // The restart runs migrations and the seed on the crashed database, then serves it.
    const second = await startServer(dataDir, environment);
    try {
      await checkAfterRestart(options, acknowledged);
      const [someId] = [...acknowledged.created.keys()].filter(
        (id) => !acknowledged.deleted.has(id) && !acknowledged.deleteInFlight.has(id),
      );
      const listed = await fetch(`${second.address}/api/v1/notice?section=tenders&limit=1000`);
      const ids = ((await listed.json()) as { data: { notices: Array<{ _id: string }> } }).data.notices.map(
        (notice) => notice._id,
      );
      expect(ids).toContain(someId);
    } finally {
      await stopServer(second);
    }
  });
});
