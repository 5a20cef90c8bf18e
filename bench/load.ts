/**
 * Load check (`npm run bench:load`): 200 connections for 30 s on a mixed read
 * workload, as results day brings it: pages (English and Hindi, from the page
 * cache), notice lists, the faculty list and a notice's PDF. Runs on a fresh
 * SQLite database, and on PostgreSQL too when BENCH_DATABASE_URL is set (or, as in
 * CI, TEST_DATABASE_URL: then in a schema of its own, dropped afterwards). Exits
 * non-zero on any error or any answer other than 2xx/304. LOAD_SECONDS and
 * LOAD_CONNECTIONS change the run. Prints a Markdown table for docs/benchmarks-log.md.
 */
import os from "node:os";
import autocannon from "autocannon";
import { startSite } from "../scripts/site-process.ts";
import { inOwnSchema } from "./own-schema.ts";

const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 200);

const readPaths = [
  "/",
  "/hi/",
  "/courses",
  "/tenders",
  "/recruitment",
  "/api/v1/notice?section=tenders&limit=10",
  "/api/v1/notice?section=results&limit=10",
  "/api/v1/faculty",
  "/api/v1/program",
];

async function loadEngine(engine: "sqlite" | "postgres", databaseUrl = "") {
  const server = await startSite({ DATABASE_URL: databaseUrl });
  try {
    const listed = (await (await fetch(`${server.base}/api/v1/notice?section=tenders&limit=1`)).json()) as {
      data: { notices: Array<{ file: { url: string } | null }> };
    };
    const fileUrl = listed.data.notices[0]?.file?.url;
    if (!fileUrl) throw new Error("no seeded tender has a file");
    const paths = [...readPaths, fileUrl];
    for (const path of paths) await fetch(`${server.base}${path}`); // fill the caches, as a first visitor would

    let counter = 0;
    const result = await autocannon({
      url: server.base,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "br, gzip" },
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[(counter += 1) % paths.length]! }) }],
    });
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    );
    const unexpected = Object.keys(statuses).filter((code) => !/^2\d\d$|^304$/.test(code));
    return {
      engine,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      errors: result.errors + result.timeouts,
      statuses,
      unexpected,
      load: os.loadavg()[0]!.toFixed(1),
      exited: server.exited(),
    };
  } finally {
    await server.stop();
  }
}

const runs = [await loadEngine("sqlite")];
if (process.env.BENCH_DATABASE_URL) runs.push(await loadEngine("postgres", process.env.BENCH_DATABASE_URL));
else if (process.env.TEST_DATABASE_URL) {
  runs.push(await inOwnSchema(process.env.TEST_DATABASE_URL, "load_check", (url) => loadEngine("postgres", url)));
} else console.error("Neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set: PostgreSQL skipped");

console.log(`${connections} connections, ${seconds} s, ${readPaths.length + 1} paths in turn, loopback\n`);
console.log("| Engine | Requests/s | p50 (ms) | p99 (ms) | Answers | Errors | Load average |");
console.log("| --- | ---: | ---: | ---: | --- | ---: | ---: |");
for (const run of runs) {
  console.log(
    `| ${run.engine} | ${run.rps} | ${run.p50} | ${run.p99} | ${run.total}: ${JSON.stringify(run.statuses)} | ${run.errors} | ${run.load} |`,
  );
}
const failures = runs.flatMap((run) => [
  ...(run.exited ? [`${run.engine}: the server exited`] : []),
  ...(run.errors > 0 ? [`${run.engine}: ${run.errors} errors or timeouts`] : []),
  ...(run.unexpected.length > 0 ? [`${run.engine}: answers ${run.unexpected.join(", ")}`] : []),
]);
if (failures.length > 0) {
  console.error(`Load check failed:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
}
