/**
 * API benchmark: starts the real server (server/start.mjs) on loopback, once on
 * a fresh SQLite database and once on PostgreSQL when BENCH_DATABASE_URL is set,
 * and measures a few public reads with autocannon. Prints a Markdown table for
 * docs/benchmarks-log.md. BENCH_SECONDS (default 10) sets each run's duration.
 */
import os from "node:os";
import autocannon from "autocannon";
import { startSite } from "../scripts/site-process.ts";

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

async function benchmarkEngine(engine: "sqlite" | "postgres", databaseUrl?: string) {
  const server = await startSite({ DATABASE_URL: databaseUrl ?? "" });
  const { base } = server;
  try {
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
    await server.stop();
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
