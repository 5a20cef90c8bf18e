import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { killStartedServers, startSite, stopServer, type RunningServer } from "../../support/server-process.ts";
import { test } from "./fixtures.ts";

/**
 * A demo site of a spec's own, on a fresh data folder, for tests that change what every page
 * shows: the suite's shared server stays as the other specs expect it. `prepare` fills the folder
 * before the server starts.
 * The answer reads the running site, once the spec's first test has begun.
 */
export function ownSite(name: string, prepare?: (dataDir: string) => Promise<void>): () => RunningServer {
  let site: RunningServer | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dseu-${name}-`));
    await prepare?.(dataDir);
    site = await startSite(dataDir, { SEED_DEMO_USERS: "1" });
  });

  test.afterAll(async () => {
    if (site) await stopServer(site);
    killStartedServers();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!site) throw new Error(`the site "${name}" has not started`);
    return site;
  };
}
