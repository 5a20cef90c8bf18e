import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../../scripts/site-process.ts";

export { freePort };

const root = path.resolve(import.meta.dirname, "../../..");

export type Instance = { url: string; process: ChildProcess; output: () => string; stop: () => Promise<number | null> };

/**
 * One server started as `npm start` starts it (server/start.mjs, on the build
 * the end-to-end run made), with its own port and the given settings.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ["server/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR: process.env.E2E_BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      // Load runs come from one address; the limit is for the tests about it.
      RATE_LIMIT: "1000000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before it was ready:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`the server was not ready in time:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
