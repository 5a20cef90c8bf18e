// The API server as a real process (tests/fixtures/api-server.ts), for tests that
// start, kill and restart it: sign-in, uploads and crashes; and the whole site as
// `npm start` runs it (`startSite`), for tests that read what it logs.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { waitUntilReady } from "../../scripts/site-process.ts";
import { testBuildDirectory } from "./test-build.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export type RunningServer = { child: ChildProcess; address: string; output: string[] };

/** Every server started, so none outlives a failed or timed-out test (see `killStartedServers`). */
const started = new Set<ChildProcess>();

/**
 * Starts the server on `dataDir` (the embedded database, unless `environment`
 * names a DATABASE_URL) and waits for its address.
 */
export async function startServer(dataDir: string, environment: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["tests/fixtures/api-server.ts"], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", JWT_SECRET: "", SEED_DEMO_USERS: "0", ...environment },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  const output: string[] = [];
  let stderr = "";
  child.stderr!.on("data", (data: Buffer) => (stderr += data.toString()));
  const address = await new Promise<string>((resolve, reject) => {
    let buffered = "";
    child.stdout!.on("data", (data: Buffer) => {
      buffered += data.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        output.push(line);
        const match = /^listening (\S+)/.exec(line);
        if (match) resolve(match[1]!);
      }
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  return { child, address, output };
}

/**
 * The whole site as `npm start` runs it (`server/start.mjs`, which first builds the pages when
 * their sources changed), on a free loopback port, at the info log level. Every line it writes,
 * to stdout or stderr, is kept in `output`. The build goes to a folder of its own, so that it
 * never races the end-to-end build or the API tests' (tests/support/pages.ts). Returns once the
 * site takes requests (`/readyz` answers 200).
 */
export async function startSite(dataDir: string, environment: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["server/start.mjs"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      JWT_SECRET: "",
      SEED_DEMO_USERS: "0",
      LOG_LEVEL: "info",
      RATE_LIMIT: "100000",
      BUILD_DIR: testBuildDirectory,
      ...environment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.add(child);
  const output: string[] = [];
  const address = await new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      let buffered = "";
      stream.on("data", (data: Buffer) => {
        buffered += data.toString();
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        for (const line of lines) {
          output.push(line);
          const match = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(line);
          if (match) resolve(match[1]!);
        }
      });
    }
    child.once("exit", (code) => reject(new Error(`the site exited with ${code}: ${output.join("\n")}`)));
  });
  await waitUntilReady(address, child, { timeoutMs: 30_000, details: () => `: ${output.join("\n")}` });
  return { child, address, output };
}

/**
 * The processes of a site started by `startSite` that serve (the workers of server/supervisor.ts),
 * in the order they started, by the line each logs once it listens.
 */
export function servingPids(site: RunningServer): number[] {
  return site.output
    .filter((line) => line.includes('"msg":"DSEU site on'))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await once(server.child, "exit");
}

export function killStartedServers(): void {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
}

/** The demo accounts a server printed with SEED_DEMO_USERS=1 (`demo <role>: <email> <password>`), in order. */
export function demoAccounts(server: RunningServer): Array<{ role: string; email: string; password: string }> {
  return server.output
    .map((line) => /^demo (admin|editor|faculty): (\S+) (\S+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, role, email, password]) => ({ role: role!, email: email!, password: password! }));
}

export async function signIn(address: string, email: string, password: string) {
  const response = await fetch(`${address}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string; role?: string } };
}

/** POST /api/v1/notice/upload with a PDF, as the console sends it; `headers` adds to the bearer token. */
export function postPdfNotice(
  address: string,
  token: string,
  title: string,
  pdf: Uint8Array,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  form.append("fileName", title);
  form.append("section", "tenders");
  form.append("pdf", new Blob([Buffer.from(pdf)], { type: "application/pdf" }), `${title}.pdf`);
  return fetch(`${address}/api/v1/notice/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: form,
  });
}

export type PublishedNotice = { _id: string; title: string; file: { url: string } };

export async function noticeOf(response: Response): Promise<PublishedNotice> {
  return ((await response.json()) as { data: { notice: PublishedNotice } }).data.notice;
}
