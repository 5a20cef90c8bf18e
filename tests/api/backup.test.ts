import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campusFacts } from "#common/campus-facts.ts";
import { buildApp } from "#server/app.ts";
import { backupDatabase, restoreDatabase } from "#server/db/backup.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/database.ts";
import { createServices } from "#server/services/index.ts";
import { testLoad } from "../support/api.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";
import { insertNotices } from "../support/notices.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** The API's read checks over a database: every campus, and the notices a title search finds. */
async function readChecks(database: DatabaseHandle, search: string) {
  const app = await buildApp({ database, services: createServices(database.db), overloadLimits: testLoad });
  try {
    const campuses = (await app.inject("/api/v1/campus")).json();
    const notices = (await app.inject(`/api/v1/notice?limit=1000&regex=${encodeURIComponent(search)}`)).json();
    return {
      campuses: campuses.data.campuses.length as number,
      titles: notices.data.notices.map((n: { title: string }) => n.title) as string[],
    };
  } finally {
    await app.close();
  }
}

describe.each(testEngines)("backup and restore on %s", (engine) => {
  let database: TestDatabase;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-backup-"));
  const backupFile = path.join(directory, "backup");
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  // A backup taken by `npm run backup` while a server process reads and writes:
  // tests/process/backup-under-load.test.ts.
  it("restores exactly the copy, over the database it was taken from", async () => {
    await insertNotices(database.db, [
      { title: "Backup notice before", section: "news", created_at: "2018-01-01T00:00:00.000Z" },
    ]);
    await backupDatabase(database.options, backupFile);
    expect(fs.statSync(backupFile).size).toBeGreaterThan(0);
    await insertNotices(database.db, [
      { title: "Backup notice after", section: "news", created_at: "2018-06-01T00:00:00.000Z" },
    ]);
    const before = await readChecks(database, "Backup notice");
    expect(before.titles).toEqual(["Backup notice after", "Backup notice before"]);

    let restored: DatabaseHandle = database;
    if (database.options.engine === "sqlite") {
      await database.close(); // SQLite: the server is stopped for a restore
      await restoreDatabase(database.options, backupFile);
      restored = openDatabase(database.options);
    } else {
      await restoreDatabase(database.options, backupFile);
    }
    try {
      const after = await readChecks(restored, "Backup notice");
      expect(after.campuses).toBe(campusFacts.length);
      expect(after.titles).toEqual(["Backup notice before"]);
    } finally {
      if (restored !== database) await restored.close();
    }
  });

  it("refuses to overwrite an existing file or restore a missing one", async () => {
    await expect(backupDatabase(database.options, backupFile)).rejects.toThrow("already exists");
    await expect(restoreDatabase(database.options, path.join(directory, "missing"))).rejects.toThrow("does not exist");
  });
});

describe("npm run backup and npm run restore", () => {
  it("back up and restore the SQLite database under DATA_DIR", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-backup-cli-"));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    try {
      await openDatabase({ engine: "sqlite", file: path.join(dataDir, "dseu.sqlite") }).close();
      const file = path.join(dataDir, "copy.sqlite");
      const backup = spawnSync(process.execPath, ["server/ops/backup.ts", file], { cwd: root, env, encoding: "utf8" });
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`written to ${file}`);
      const restore = spawnSync(process.execPath, ["server/ops/restore.ts", file], {
        cwd: root,
        env,
        encoding: "utf8",
      });
      expect(restore.status, restore.stderr).toBe(0);
      const missing = spawnSync(process.execPath, ["server/ops/restore.ts"], { cwd: root, env, encoding: "utf8" });
      expect(missing.status).toBe(1);
      expect(missing.stderr.trim()).toBe("Usage: npm run restore -- <backup file>");
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
