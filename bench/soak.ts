/**
 * Memory over a day (`npm run bench:soak`; docs/benchmarks.md, issue 56): the site in its
 * results-day shape (bench/production-shape.ts: nginx with deploy/nginx.conf and TLS in front of
 * two instances on one PostgreSQL database), and the serving processes' RSS sampled every
 * 250 ms through four phases, one after the other:
 *
 * 1. a crawl of every page of the sitemap, in both languages, asked of each instance directly
 *    (so each serving process renders and keeps every page, as one process alone would);
 * 2. the results-day mix through nginx (SOAK_CONNECTIONS, 1,000, for SOAK_SECONDS, 60);
 * 3. the same crawl again;
 * 4. nothing for SOAK_SETTLE_SECONDS (30): where the memory settles.
 *
 * The project's ceiling is 250 MB for a serving process throughout. Needs nginx and a PostgreSQL
 * database (BENCH_DATABASE_URL, or a schema of TEST_DATABASE_URL's). Prints the figures and
 * writes them into docs/benchmarks-log.md, its headline into docs/benchmarks.md; never a step of `npm test`.
 */
import os from "node:os";
import { residentBytes } from "../server/services/limited-child.ts";
import {
  asPhone,
  crowd,
  decoded,
  figures,
  machine,
  megabytes,
  onPostgreSQL,
  requestThrough,
  resultsDayMix,
  resultsDayPaths,
  startProductionShape,
  writeFigures,
  type ProductionShape,
} from "./production-shape.ts";

const connections = Number(process.env.SOAK_CONNECTIONS ?? 1000);
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const settleSeconds = Number(process.env.SOAK_SETTLE_SECONDS ?? 30);
/** Pages a crawler asks of one instance at once. */
const crawlersPerInstance = 2;
const ceilingBytes = 250 * 2 ** 20;

/** Every page the sitemap names, in both languages, as paths (the notices' files left out). */
async function sitemapPaths(shape: ProductionShape): Promise<string[]> {
  const sitemap = decoded(await requestThrough(shape.nginx, "/sitemap.xml", { headers: asPhone }));
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
  return paths.filter((path) => !path.startsWith("/api/"));
}

/** How often a crawler asks again for a page the instance refused for the moment (503). */
const triesPerPage = 10;

/**
 * Asks `base` for every path, `crawlersPerInstance` at a time, each request from an address of
 * its own (X-Forwarded-For, as nginx names a client), so no per-address limit is reached. A page
 * refused for the moment is asked for again after its `Retry-After` (at most a second here): the
 * crawl is for the memory of every page rendered, not for the refusals of a busy machine.
 */
async function crawl(
  base: string,
  paths: string[],
  tally: { statuses: Map<number, number>; askedAgain: number },
): Promise<void> {
  const { statuses } = tally;
  let next = 0;
  const crawler = async () => {
    while (next < paths.length) {
      const index = next++;
      const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
      for (let tries = 1; ; tries += 1) {
        const answer = await fetch(`${base}${paths[index]}`, {
          headers: { ...asPhone, "x-forwarded-for": address },
        });
        await answer.arrayBuffer();
        if (answer.status !== 503 || tries === triesPerPage) {
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          break;
        }
        tally.askedAgain += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  };
  await Promise.all(Array.from({ length: crawlersPerInstance }, crawler));
}

/** The serving processes' RSS, sampled until stopped: the largest of each and the last. */
function watchMemory(pids: number[]) {
  let largest = pids.map(() => 0);
  let last = pids.map(() => 0);
  const sample = async () => {
    const now = await Promise.all(pids.map((pid) => residentBytes(pid)));
    last = now.map((bytes) => bytes ?? 0);
    largest = largest.map((bytes, index) => Math.max(bytes, last[index]!));
  };
  const timer = setInterval(() => void sample(), 250);
  return {
    /** The largest and last RSS since the phase before, then starts the next phase. */
    phase: async () => {
      await sample();
      const seen = { largest, last };
      largest = [...last];
      return seen;
    },
    stop: () => clearInterval(timer),
  };
}

await onPostgreSQL("soak", async (databaseUrl) => {
  const shape = await startProductionShape(databaseUrl, connections);
  try {
    const pages = await sitemapPaths(shape);
    const mixPaths = await resultsDayPaths(shape);
    const memory = watchMemory(shape.servingPids());
    const phases: Array<{ name: string; took: number; detail: string; largest: number[]; last: number[] }> = [];
    const fresh = await memory.phase();
    phases.push({ name: "fresh, before the first crawl", took: 0, detail: "", ...fresh });

    const crawlPhase = async (name: string) => {
      console.error(`${name}: ${pages.length} pages from each of ${shape.instances.length} instances…`);
      const began = performance.now();
      const tally = { statuses: new Map<number, number>(), askedAgain: 0 };
      await Promise.all(shape.instances.map((instance) => crawl(instance.base, pages, tally)));
      const took = (performance.now() - began) / 1000;
      const detail = `${JSON.stringify(Object.fromEntries(tally.statuses))}, ${tally.askedAgain} refusals (503) asked again`;
      phases.push({ name, took, detail, ...(await memory.phase()) });
    };

    await crawlPhase("the crawl");

    console.error(`the results-day mix: ${connections} connections for ${seconds} s…`);
    const mix = figures(await crowd(shape.nginx.origin, { connections, seconds, requests: resultsDayMix(mixPaths) }));
    phases.push({
      name: "the results-day mix through nginx",
      took: seconds,
      detail: `${mix.requests} requests, p99 ${mix.p99} ms, ${mix.errors} errors, ${mix.timeouts} timeouts, ${JSON.stringify(mix.statuses)}`,
      ...(await memory.phase()),
    });

    await crawlPhase("the crawl again");

    console.error(`settling for ${settleSeconds} s…`);
    await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
    phases.push({ name: "settled, after the quiet", took: settleSeconds, detail: "", ...(await memory.phase()) });
    memory.stop();

    const largestOfAll = Math.max(...phases.flatMap((phase) => phase.largest));
    const entry = [
      `Machine: ${machine()} (at the end).`,
      `Two instances (\`npm start\`, one serving process each) behind nginx with deploy/nginx.conf over TLS, PostgreSQL on the same machine. ` +
        `The crawl: the sitemap's ${pages.length} pages (both languages) asked of each instance directly, ${crawlersPerInstance} at a time. ` +
        `The mix: ${connections} connections for ${seconds} s, each from an address of its own.`,
      "",
      "| Phase | Seconds | What was answered | RSS at its end (MB) | Largest RSS in it (MB) |",
      "| --- | ---: | --- | --- | --- |",
      ...phases.map(
        (phase) =>
          `| ${phase.name} | ${Math.round(phase.took)} | ${phase.detail} | ${phase.last.map(megabytes).join(", ")} | ${phase.largest.map(megabytes).join(", ")} |`,
      ),
      "",
      `- The largest RSS of a serving process in the run: ${megabytes(largestOfAll)}, ` +
        `${largestOfAll <= ceilingBytes ? "within" : "over"} the 250 MB the project set itself.`,
    ].join("\n");
    console.log(entry);
    const settled = phases.at(-1)!.last.map(megabytes).join(" and ");
    await writeFigures("soak", {
      title: "Memory over a day",
      entry,
      headline:
        `largest RSS of a serving process ${megabytes(largestOfAll)} (ceiling 250 MB), settled at ${settled}; ` +
        `the mix at ${connections} connections (load average ${os.loadavg()[0]!.toFixed(1)})`,
    });
  } finally {
    await shape.stop();
  }
});
