/**
 * API benchmark: starts the real server (server/start.mjs) on loopback, once on
 * a fresh SQLite database and once on PostgreSQL when BENCH_DATABASE_URL is set,
 * and measures a few public reads with autocannon. Prints a Markdown table for
 * docs/benchmarks.md. BENCH_SECONDS (default 10) sets each run's duration.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Scenario = { name: string; path: string; headers?: Record<string, string>; distinctSearch?: boolean };

const scenarios: Scenario[] = [
  { name: "notices of one section (cached)", path: "/api/v1/notice?section=tenders&limit=10" },
  { name: "all faculty, limit 1000 (cached)", path: "/api/v1/faculty" },
  // What a browser asks for: the cached JSON, compressed on every request.
  { name: "all faculty, brotli (cached)", path: "/api/v1/faculty", headers: { "accept-encoding": "br" } },
  {
    name: "notice search, a new text each request (database)",
    path: "/api/v1/notice?section=academic%20positions&limit=10&regex=",
    distinctSearch: true,
  },
];

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, "close");
  return port;
}

async function waitUntilReady(base: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000; // a first start may build the pages
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the server did not become ready in time");
}

async function benchmarkEngine(engine: "sqlite" | "postgres", databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, "node_modules/.bin/node"), ["server/start.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitUntilReady(base, child);
    const rows = [];
    for (const scenario of scenarios) {
      await fetch(`${base}${scenario.path}`); // warm the cache and the connection pool
      let counter = 0;
      const result = await autocannon({
        url: `${base}${scenario.path}`,
        connections,
        duration: seconds,
        headers: scenario.headers,
        requests: scenario.distinctSearch
          ? [{ setupRequest: (request) => ({ ...request, path: `${scenario.path}engineer${(counter += 1)}` }) }]
          : undefined,
      });
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      }
      // The machine may be shared: the one-minute load average says how busy it was.
      const load = os.loadavg()[0]!.toFixed(1);
      rows.push({ engine, scenario: scenario.name, rps: result.requests.average, p99: result.latency.p99, load });
      console.error(
        `${engine} · ${scenario.name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
      );
    }
    return rows;
  } finally {
    child.kill("SIGTERM");
    if (child.exitCode === null) await once(child, "exit");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = await benchmarkEngine("sqlite");
if (process.env.BENCH_DATABASE_URL)
  results.push(...(await benchmarkEngine("postgres", process.env.BENCH_DATABASE_URL)));
else console.error("BENCH_DATABASE_URL is not set: PostgreSQL skipped");

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.versions.node}`,
);
console.log(`autocannon: ${connections} connections, ${seconds} s per run, loopback\n`);
console.log("| Engine | Request | Requests/s | p99 latency (ms) | Load average |");
console.log("| --- | --- | ---: | ---: | ---: |");
for (const row of results) {
  console.log(`| ${row.engine} | ${row.scenario} | ${Math.round(row.rps)} | ${row.p99} | ${row.load} |`);
}
