/**
 * Search benchmark: starts the real server (server/start.mjs) on a fresh seeded database
 * (SQLite, and PostgreSQL when BENCH_DATABASE_URL is set) and times, one request at a time
 * so that no request waits for another, searches no cache has answered (every URL asked
 * once: words of the seeded site, each kind and the first pages, in both languages) and,
 * in the same run, a cached notice read. Then, in this process (the API injected, no network),
 * roll numbers searched each once in a result sheet of 1,500 lines, as students search on
 * results day (issue 56). Prints a Markdown table for docs/benchmarks-log.md.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { searchKinds } from "#common/api/search.ts";
import { startReadingRunner } from "#server/services/notice-text/reading-runner.ts";
import { startSite } from "../scripts/site-process.ts";
import { createTestApi } from "../tests/support/api.ts";
import { eventually, silentLog } from "../tests/support/notice-reading.ts";
import { createStaff, signIn, uploadNotice } from "../tests/support/staff.ts";
import { resultSheet, rollNumbers } from "./result-sheet.ts";

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

/** How many roll numbers are searched for, each once, spread over the sheet. */
const rollSearches = 300;

/**
 * A result sheet uploaded as staff upload it and read as the servers read it (decision 0261),
 * then roll numbers searched for, each once, one at a time: the API's work and the search's
 * database reads, without the network.
 */
async function rollNumberSearches(engine: "sqlite" | "postgres") {
  const api = await createTestApi(engine);
  try {
    await createStaff(api.services, { email: "results-desk@dseu.test", role: "admin" });
    const token = await signIn(api.app, "results-desk@dseu.test");
    const title = "Result of the semester examinations";
    const uploaded = await uploadNotice(
      api.app,
      token,
      { section: "results", fileName: title },
      { name: "result.pdf", content: await resultSheet(title) },
    );
    if (uploaded.statusCode !== 201) throw new Error(`the upload answered ${uploaded.statusCode}: ${uploaded.body}`);
    const search = (q: string) => api.app.inject({ method: "GET", url: `/api/v1/search?q=${q}` });
    const runner = await startReadingRunner(api.database.db, api.services.cache, { leaseSeconds: 30, log: silentLog });
    await eventually(async () => ((await search(rollNumbers[0]!)).json().data.search.total > 0 ? true : undefined), {
      what: "the result sheet's roll numbers in the search",
    }).finally(() => runner.stop());
    const times: number[] = [];
    for (let index = 0; index < rollSearches; index++) {
      // Every fifth number: the sheet's first lines to its last, each asked once.
      const roll = rollNumbers[(index * 5 + 1) % rollNumbers.length]!;
      const start = performance.now();
      const answer = await search(roll);
      times.push(performance.now() - start);
      if (answer.json().data.search.total !== 1) throw new Error(`${roll} was not found once: ${answer.body}`);
    }
    return {
      engine,
      request: "roll number in a 1,500-line result, each once (uncached, in process)",
      ...summary(times),
    };
  } finally {
    await api.close();
  }
}

const rows = await benchmarkEngine("sqlite");
if (process.env.BENCH_DATABASE_URL) rows.push(...(await benchmarkEngine("postgres", process.env.BENCH_DATABASE_URL)));
else console.error("BENCH_DATABASE_URL is not set: PostgreSQL skipped");
rows.push(await rollNumberSearches("sqlite"));
if (process.env.BENCH_DATABASE_URL) {
  // The tests' helper makes a schema of its own in the database it names, and drops it after.
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
  rows.push(await rollNumberSearches("postgres"));
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
console.log(
  `Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)}`,
);
console.log("| Engine | Request | Requests | p50 (ms) | p95 (ms) | Max (ms) |");
console.log("| --- | --- | ---: | ---: | ---: | ---: |");
for (const row of rows) {
  console.log(`| ${row.engine} | ${row.request} | ${row.count} | ${row.p50} | ${row.p95} | ${row.max} |`);
}
