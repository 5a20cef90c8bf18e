/**
 * Site benchmark (`npm run bench`): the budget check, then autocannon on `/`,
 * `/hi/`, a cached notice list and a bare Fastify route started by this script
 * in the same run (each route's requests/s printed as a fraction of the bare
 * route's, from a client that drops the bodies and from autocannon's own), the
 * same reads from a WEB_CONCURRENCY=auto cluster as a ratio to one process, the
 * server's RSS after a first start and, restarted, before and after the load, and
 * Lighthouse on the main pages and the Hindi home page beside a bare React Router page
 * (bench/pages.ts: five interleaved runs, median). Prints Markdown for docs/benchmarks-log.md.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (50) set the load runs, each after 3 s
 * of load not counted; BENCH_LIGHTHOUSE_RUNS (5) the Lighthouse runs per page.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildPagesIfStale } from "../server/page-build.mjs";
import { budgetTable, measureBudget } from "../scripts/budget.ts";
import { firstTapsTable, measureFirstTaps } from "./first-tap.ts";
import { measurePages, pagesTable, publicPages } from "./pages.ts";
import { freePort, startSite } from "../scripts/site-process.ts";

const root = path.resolve(import.meta.dirname, "..");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Load before each measured run, not counted. */
const warmUpSeconds = 3;
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const buildDirectory = process.env.BUILD_DIR || "build";
const node = path.join(root, "node_modules/.bin/node");

/** `pid` and every process under it: `npm start`'s supervisor and the worker that serves (decision 0114). */
function processTree(pid: number): number[] {
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean));
  return [pid, ...children.flatMap((child) => processTree(Number(child)))];
}

/** The RSS of a process and those under it, added up. */
const rssMegabytes = (pid: number) =>
  Math.round(
    processTree(pid)
      .map((each) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${each}/status`, "utf8"))?.[1] ?? 0))
      .reduce((sum, kilobytes) => sum + kilobytes, 0) / 1024,
  );

/** CPU time (user and system, in clock ticks of 10 ms) a process and those under it have used so far. */
const cpuTicks = (pid: number) =>
  processTree(pid)
    .map((each) => fs.readFileSync(`/proc/${each}/stat`, "utf8").split(") ")[1]!.split(" "))
    .reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0);

/**
 * The load client drops each body as it arrives (autocannon still counts its bytes). As
 * shipped, autocannon appends every chunk of every body to a string: decoding a 13-14 kB
 * compressed page as UTF-8 took 64% of the client's time in a CPU profile, so on the pages
 * the client, not the server, set the rate. See docs/decisions/0087.
 */
function discardBodies(client: { pipelinedRequests?: { addBody?: (chunk: Buffer) => void } }) {
  if (typeof client.pipelinedRequests?.addBody !== "function") {
    throw new Error("autocannon's client has changed: bench/site.ts cannot drop the bodies it reads");
  }
  client.pipelinedRequests.addBody = () => {};
}

/**
 * autocannon's requests/s, and the serving process's CPU time per request; with
 * `decodeBodies`, from autocannon's own client, which turns every body into a string.
 */
async function load(url: string, headers: Record<string, string> = {}, pid?: number, decodeBodies = false) {
  await fetch(url, { headers }); // warm the caches
  await new Promise((resolve) => setTimeout(resolve, 300)); // a page is kept just after its first render
  const run = (duration: number) =>
    autocannon({ url, connections, duration, headers, setupClient: decodeBodies ? undefined : discardBodies });
  // Measured warm: V8 optimizes the hot code of a route in its first second of load, later
  // still in a server that holds its optimizing compilers until it is busy (decision 0093).
  await run(warmUpSeconds);
  const ticksBefore = pid === undefined ? 0 : cpuTicks(pid);
  const result = await run(seconds);
  const ticks = pid === undefined ? 0 : cpuTicks(pid) - ticksBefore;
  return {
    cpuMicroseconds: pid === undefined ? undefined : (ticks * 10_000) / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: `${result.non2xx} non-2xx, ${result.errors} errors`,
  };
}

const failure = buildPagesIfStale(buildDirectory);
if (failure) throw new Error(failure);

// The bare reference, started in the same run.
const barePort = await freePort();
const bare = spawn(node, ["bench/bare-server.ts", String(barePort)], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
});
await once(bare.stdout, "data");

// A first start after a change to the server's code loads Node's type stripper and writes the
// compile cache (decision 0078); a restart, as a deployed server runs between changes, does not.
const firstStart = await startSite({ BUILD_DIR: buildDirectory });
const rssFirstStart = rssMegabytes(firstStart.pid);
await firstStart.stop();
const site = await startSite({ BUILD_DIR: buildDirectory });
const output: string[] = [];
try {
  const budget = await measureBudget(site.base, path.resolve(buildDirectory));
  const rssBefore = rssMegabytes(site.pid);

  const routes: Array<{ name: string; url: string; headers?: Record<string, string>; pid?: number }> = [
    { name: "bare Fastify JSON route", url: `http://127.0.0.1:${barePort}/`, pid: bare.pid },
    { name: "/ (page cache, brotli)", url: `${site.base}/`, headers: { "accept-encoding": "br" } },
    { name: "/hi/ (page cache, brotli)", url: `${site.base}/hi/`, headers: { "accept-encoding": "br" } },
    {
      name: "notice list (cached API read, brotli)",
      url: `${site.base}/api/v1/notice?section=tenders&limit=10`,
      headers: { "accept-encoding": "br" },
    },
  ];
  const results: Array<
    (typeof routes)[number] & Awaited<ReturnType<typeof load>> & { decodingRps: number; load: string }
  > = [];
  for (const route of routes) {
    const result = await load(route.url, route.headers, route.pid ?? site.pid);
    const decoding = await load(route.url, route.headers, undefined, true);
    console.error(
      `${route.name}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms; ${Math.round(decoding.rps)} req/s decoding bodies`,
    );
    results.push({ ...route, ...result, decodingRps: decoding.rps, load: os.loadavg()[0]!.toFixed(1) });
  }
  const rssAfter = rssMegabytes(site.pid);
  const bareRps = results[0]!.rps;
  const bareCpu = results[0]!.cpuMicroseconds!;

  // The same reads from a cluster of one process per core (WEB_CONCURRENCY=auto), against one process.
  const cluster = await startSite({ BUILD_DIR: buildDirectory, WEB_CONCURRENCY: "auto" });
  const clusterRows = [];
  try {
    for (const route of routes.slice(1).filter((route) => !route.name.startsWith("/hi/"))) {
      const single = results.find((row) => row.name === route.name)!;
      const many = await load(route.url.replace(site.base, cluster.base), route.headers);
      clusterRows.push({ name: route.name, single: single.rps, many: many.rps, p99: many.p99 });
      console.error(`${route.name} with WEB_CONCURRENCY=auto: ${Math.round(many.rps)} req/s`);
    }
  } finally {
    await cluster.stop();
  }

  const pages = await publicPages(site.base);
  const pageRuns = await measurePages(site.base, pages, lighthouseRuns);
  const firstTaps = await measureFirstTaps(site.base, pages, lighthouseRuns);

  const cpu = os.cpus()[0]?.model ?? "unknown CPU";
  output.push(
    `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}, Node ${process.versions.node}`,
    `autocannon: ${connections} connections, ${seconds} s per run after ${warmUpSeconds} s of warm-up, loopback; SQLite`,
    "",
  );
  output.push(
    ...budgetTable(budget),
    "",
    "| Route | Requests/s | Share of bare route | p50 (ms) | p99 (ms) | Server CPU per request (µs) | Bare route's CPU as a share | Answers | Load average | Client decoding bodies: req/s | Its share |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: |",
    ...results.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.rps)} | ${Math.round((row.rps / bareRps) * 100)}% | ${row.p50} | ${row.p99} | ${Math.round(row.cpuMicroseconds!)} | ${Math.round((bareCpu / row.cpuMicroseconds!) * 100)}% | ${row.statuses} | ${row.load} | ${Math.round(row.decodingRps)} | ${Math.round((row.decodingRps / results[0]!.decodingRps) * 100)}% |`,
    ),
    "",
    `| WEB_CONCURRENCY=auto (${os.availableParallelism()} processes) | One process (req/s) | Cluster (req/s) | Ratio | Cluster p99 (ms) |`,
    "| --- | ---: | ---: | ---: | ---: |",
    ...clusterRows.map(
      (row) =>
        `| ${row.name} | ${Math.round(row.single)} | ${Math.round(row.many)} | ${(row.many / row.single).toFixed(2)} | ${row.p99} |`,
    ),
    "",
    `Server RSS (supervisor and worker): ${rssFirstStart} MB after a first start, ${rssBefore} MB after a restart and the budget's page load, ${rssAfter} MB after the load runs.`,
    "",
    ...pagesTable(pageRuns, lighthouseRuns),
    "",
    ...firstTapsTable(firstTaps, lighthouseRuns),
  );
} finally {
  await site.stop();
  bare.kill("SIGTERM");
}
console.log("\n" + output.join("\n"));
