import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { projectRoot } from "../support/server-process.ts";
import { testBuildDirectory } from "../support/test-build.ts";

const parent = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-read-only-"));
// Open to everyone but the data folder itself, which may only be read.
fs.chmodSync(parent, 0o755);
const dataDir = path.join(parent, "data");
fs.mkdirSync(dataDir);
fs.chmodSync(dataDir, 0o555);

afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

/** Root may write anywhere: as root, the server runs as nobody, for whom the folder is read-only. */
const asUnprivileged = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};

it.each(["server/start.mjs", "server/main.ts"])(
  "%s exits non-zero with one line when DATA_DIR cannot be written to",
  (entry) => {
    const result = spawnSync(process.execPath, [entry], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", BUILD_DIR: testBuildDirectory, PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
      ...asUnprivileged,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        new RegExp(`^DATA_DIR ${dataDir} cannot be written to \\(.+\\); give the server's user write access`),
      ),
    ]);
  },
);
