/**
 * Search benchmark: starts the real server (server/start.mjs) on a fresh seeded database
 * (SQLite, and PostgreSQL when BENCH_DATABASE_URL is set) and times, one request at a time
 * so that no request waits for another, searches no cache has answered (every URL asked
 * once: words of the seeded site, each kind and the first pages, in both languages) and,
 * in the same run, a cached notice read. Prints a Markdown table for docs/benchmarks-log.md.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { searchKinds } from "#common/api/search.ts";
import { startSite } from "../scripts/site-process.ts";

const words = [
  "admission 2026",
  "btech",
  "B.Tech",
  "tender",
  "engineering",
  "library",
  "scholarship",
  "RTI",
  "hostel",
  "result",
  "computer science",
  "campus",
  "प्रवेश",
  "पुस्तकालय",
  "department",
];

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - start;
}

function summary(times: number[]) {
  const sorted = times.toSorted((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1);
  return {
    count: sorted.length,
    p50: ms(percentile(sorted, 0.5)),
    p95: ms(percentile(sorted, 0.95)),
    max: ms(sorted.at(-1)!),
  };
}

async function benchmarkEngine(engine: "sqlite" | "postgres", databaseUrl?: string) {
  const server = await startSite({ DATABASE_URL: databaseUrl ?? "" });
  try {
    // One request first, so the connection pool and the modules are warm, as on a running site.
    await timed(`${server.base}/api/v1/search?q=warm`);
    const searches: number[] = [];
    for (const lang of ["en", "hi"])
      for (const q of words)
        for (const kind of [undefined, ...searchKinds])
          for (const page of [1, 2]) {
            const query = new URLSearchParams({ q, lang, page: String(page), ...(kind && { kind }) });
            searches.push(await timed(`${server.base}/api/v1/search?${query}`));
          }
    const noticeUrl = `${server.base}/api/v1/notice?section=tenders&limit=10`;
    await timed(noticeUrl);
    const notices: number[] = [];
    for (let count = 0; count < 200; count++) notices.push(await timed(noticeUrl));
    return [
      { engine, request: "site search, each URL once (uncached)", ...summary(searches) },
      { engine, request: "notices of one section (cached)", ...summary(notices) },
    ];
  } finally {
    await server.stop();
  }
}

const rows = await benchmarkEngine("sqlite");
if (process.env.BENCH_DATABASE_URL) rows.push(...(await benchmarkEngine("postgres", process.env.BENCH_DATABASE_URL)));
else console.error("BENCH_DATABASE_URL is not set: PostgreSQL skipped");

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log("| Engine | Request | Requests | p50 (ms) | p95 (ms) | Max (ms) |");
console.log("| --- | --- | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(`| ${row.engine} | ${row.request} | ${row.count} | ${row.p50} | ${row.p95} | ${row.max} |`);
}
