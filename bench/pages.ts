/**
 * The pages on a slow phone (`npm run bench:pages`, and the last part of `npm run bench`):
 * Lighthouse 13 (mobile preset, default throttling, Debian Chromium) on the public pages of
 * issue 43 and, in the same run, on a bare React Router page (bench/bare-page: one heading and
 * the framework's own scripts). The runs are interleaved, one round at a time over every page
 * and the bare one, so a moment of load elsewhere on the machine falls on all of them alike.
 * Per page, the median of the rounds: the score, FCP, LCP, CLS, the blocking time, and the
 * main thread's work during load as Lighthouse's `mainthread-work-breakdown` counts it
 * (script evaluation plus style and layout), each beside the bare page's. Then the first tap
 * on each page's menu (bench/first-tap.ts), as many rounds.
 * BENCH_LIGHTHOUSE_RUNS (5) sets the rounds; BENCH_PAGES, run alone, the pages.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { buildPagesIfStale } from "../server/page-build.mjs";
import { freePort, startSite } from "../scripts/site-process.ts";
import { firstTapsTable, measureFirstTaps } from "./first-tap.ts";

const root = path.resolve(import.meta.dirname, "..");
const binaries = path.join(root, "node_modules/.bin");

export type PageRuns = {
  page: string;
  status: number;
  runs: LighthouseRun[];
};

type LighthouseRun = NonNullable<ReturnType<typeof lighthouse>>;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function lighthouse(url: string) {
  const result = spawnSync(
    path.join(binaries, "lighthouse"),
    [
      url,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility",
      "--chrome-flags=--headless=new --no-sandbox",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // A run can fail on a busy machine (NO_NAVSTART, say): it is reported and tried again.
  if (result.status !== 0) {
    console.error(`lighthouse ${url}: ${result.stderr.slice(-300)}`);
    return undefined;
  }
  const report = JSON.parse(result.stdout);
  const audit = (id: string) => report.audits[id]?.numericValue as number;
  const work = (group: string) =>
    (report.audits["mainthread-work-breakdown"].details.items as Array<{ group: string; duration: number }>)
      .filter((item) => item.group === group)
      .reduce((sum, item) => sum + item.duration, 0);
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    scriptEvaluation: work("scriptEvaluation"),
    styleLayout: work("styleLayout"),
    // Lighthouse's measure of this machine's speed: its simulated slow phone multiplies the
    // CPU time measured here, so blocking time depends on it (docs/benchmarks-log.md).
    benchmarkIndex: report.environment.benchmarkIndex as number,
  };
}

/** Builds the bare React Router page into `build-bare-page` and serves it; `stop` ends its server. */
async function startBarePage() {
  const buildDirectory = path.join(root, "build-bare-page");
  const environment = { ...process.env, BARE_PAGE_BUILD_DIR: buildDirectory, PATH: `${binaries}:${process.env.PATH}` };
  const build = spawnSync("react-router", ["build", "bench/bare-page"], {
    cwd: root,
    env: environment,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`the bare React Router page did not build: ${build.stderr.slice(-500)}`);
  const port = await freePort();
  const server = spawn(path.join(binaries, "node"), ["bench/bare-page/serve.ts", buildDirectory, String(port)], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await once(server.stdout, "data");
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.kill("SIGTERM");
      await once(server, "exit");
      fs.rmSync(buildDirectory, { recursive: true, force: true });
    },
  };
}

/**
 * Lighthouse `rounds` times on each of `pages` of the site at `base` and on the bare React
 * Router page, interleaved; a failed run is tried again once in its round. Pages that do not
 * answer 200 are left out and listed with their status.
 */
export async function measurePages(base: string, pages: string[], rounds: number) {
  const bare = await startBarePage();
  try {
    const targets: PageRuns[] = [{ page: "bare React Router page", status: 200, runs: [] }];
    const urls = [`${bare.base}/`];
    for (const page of pages) {
      const status = (await fetch(`${base}${page}`)).status;
      targets.push({ page, status, runs: [] });
      urls.push(`${base}${page}`);
    }
    for (let round = 1; round <= rounds; round += 1) {
      targets.forEach((target, index) => {
        if (target.status !== 200) return;
        const run = lighthouse(urls[index]!) ?? lighthouse(urls[index]!);
        if (run) target.runs.push(run);
      });
      console.error(`lighthouse: round ${round} of ${rounds} done`);
    }
    return targets;
  } finally {
    await bare.stop();
  }
}

/** The Markdown table of `measurePages`'s results, each page's main-thread work as a multiple of the bare page's. */
export function pagesTable(targets: PageRuns[], rounds: number): string[] {
  const pick = (target: PageRuns, read: (run: LighthouseRun) => number) => median(target.runs.map(read));
  const mainThread = (run: LighthouseRun) => run.scriptEvaluation + run.styleLayout;
  const bare = targets[0]!;
  const bareWork = bare.runs.length ? pick(bare, mainThread) : Number.NaN;
  const indexes = targets.flatMap((target) => target.runs.map((run) => run.benchmarkIndex));
  return [
    `| Lighthouse 13, mobile, median of ${rounds} | Runs | Performance | Accessibility | FCP (s) | LCP (s) | CLS | TBT (ms) | Script evaluation (ms) | Style and layout (ms) | Main-thread work (ms) | × bare page |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...targets.map((target) =>
      target.status !== 200 || target.runs.length === 0
        ? `| ${target.page} | ${target.status} | | | | | | | | | | |`
        : `| ${target.page} | ${target.runs.length} | ${pick(target, (run) => run.performance)} | ${pick(target, (run) => run.accessibility)} | ${(pick(target, (run) => run.fcp) / 1000).toFixed(2)} | ${(pick(target, (run) => run.lcp) / 1000).toFixed(2)} | ${pick(target, (run) => run.cls).toFixed(3)} | ${Math.round(pick(target, (run) => run.tbt))} | ${Math.round(pick(target, (run) => run.scriptEvaluation))} | ${Math.round(pick(target, (run) => run.styleLayout))} | ${Math.round(pick(target, mainThread))} | ${(pick(target, mainThread) / bareWork).toFixed(2)} |`,
    ),
    "",
    `Lighthouse's benchmark index of this machine (higher is faster): median ${Math.round(median(indexes))}, ` +
      `${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))} over ${indexes.length} runs.`,
  ];
}

/** The pages, and the Hindi home page: Hindi readers have a font of their own to fetch. */
export async function publicPages(base: string): Promise<string[]> {
  const firstProgram = (await (await fetch(`${base}/api/v1/program?limit=1`)).json()) as {
    data: { programs?: Array<{ _id: string }> };
  };
  const programId = firstProgram.data.programs?.[0]?._id ?? "unknown";
  return ["/", "/courses", `/programs/${programId}`, "/academics/faculty", "/recruitment", "/tenders", "/hi/"];
}

if (import.meta.main) {
  const buildDirectory = process.env.BUILD_DIR || "build";
  const rounds = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const failure = buildPagesIfStale(buildDirectory);
  if (failure) throw new Error(failure);
  const site = await startSite({ BUILD_DIR: buildDirectory });
  try {
    // BENCH_PAGES (paths, comma-separated) measures those alone, to try one change on the page it concerns.
    const pages = process.env.BENCH_PAGES?.split(",") ?? (await publicPages(site.base));
    const targets = await measurePages(site.base, pages, rounds);
    const taps = await measureFirstTaps(site.base, pages, rounds);
    console.log("\n" + [...pagesTable(targets, rounds), "", ...firstTapsTable(taps, rounds)].join("\n"));
  } finally {
    await site.stop();
  }
}
