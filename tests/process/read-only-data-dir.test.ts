import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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

/**
 * A disk that fills up during a first start, made as a small tmpfs in a mount namespace of the
 * start's own (so nothing is left mounted): needs the right to mount, which root has.
 */
const fullDisk = path.join(parent, "full");
fs.mkdirSync(fullDisk);
const onSmallDisk = (size: string) => [
  "--mount",
  "sh",
  "-c",
  `mount -t tmpfs -o size=${size} tmpfs "$1" && shift && exec "$@"`,
  "sh",
  fullDisk,
];
const mayMount = spawnSync("unshare", [...onSmallDisk("4k"), "true"]).status === 0;

describe.skipIf(!mayMount)("a disk that fills up during the first start", () => {
  // The database's file is some 400 kB once migrated, and a few megabytes once seeded.
  it.each([
    ["first reading it (the WAL's index cannot grow)", "16k"],
    ["migrating", "256k"],
    ["seeding (in a process of its own)", "3m"],
  ])("while %s, server/start.mjs exits non-zero with one line", (_step, size) => {
    const result = spawnSync("unshare", [...onSmallDisk(size), process.execPath, "server/start.mjs"], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: fullDisk, DATABASE_URL: "", BUILD_DIR: testBuildDirectory, PORT: "0" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The database cannot be written: the disk of DATA_DIR ${fullDisk} is full \\(.+\\); free space on it, then start again$`,
        ),
      ),
    ]);
  });
});
