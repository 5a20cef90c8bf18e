/**
 * Starts the real server (server/start.mjs, as `npm start` runs it, production
 * mode) on a free loopback port with a fresh SQLite database, for the budget and
 * benchmark scripts. The rate limit is lifted: every request comes from one address.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * `npm start`'s command, read from package.json: the variables it sets before `node` (glibc's
 * allocator settings) and its arguments to Node (its V8 flags, then server/start.mjs).
 */
const startCommand = (
  JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }
).scripts.start.split(" ");
const nodeAt = startCommand.indexOf("node");
const startEnvironment = Object.fromEntries(
  startCommand.slice(0, nodeAt).map((assignment) => assignment.split("=", 2) as [string, string]),
);
const startArguments = startCommand.slice(nodeAt + 1);

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

/**
 * Waits until the server at `base` answers `/readyz` with 200 (listening is not enough: just
 * after a start on a busy machine the overload guard may refuse requests for a moment). Throws
 * when `child` exits first, or after `timeoutMs`; each message ends with `details()`, such as
 * the server's output so far.
 */
export async function waitUntilReady(
  base: string,
  child: ChildProcess,
  { timeoutMs = Infinity, details = () => "" }: { timeoutMs?: number; details?: () => string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}${details()}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`the server at ${base} was not ready in time${details()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export type SiteProcess = { base: string; pid: number; exited: () => boolean; stop: () => Promise<void> };

export async function startSite(environment: Record<string, string> = {}): Promise<SiteProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-site-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, "node_modules/.bin/node"), startArguments, {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      RATE_LIMIT: "1000000000",
      ...startEnvironment,
      ...environment,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(base, child, { timeoutMs: 300_000 }); // a first start may build the pages
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, exited: () => child.exitCode !== null, stop };
}
