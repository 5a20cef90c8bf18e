/**
 * Results day (`npm run bench:results-day`; docs/benchmarks.md, issue 56): the site as
 * docs/deploy.md deploys it (bench/production-shape.ts: nginx with deploy/nginx.conf and TLS in
 * front of two instances on one PostgreSQL database), and a crowd of phones, each from an
 * address of its own. The runs, one after the other, each of the first two twice: flat out
 * (every connection asks again the moment it is answered: the most the machine serves), then
 * paced (every connection once a second: phones whose people read between taps, the shape the
 * goal's p99 is judged in, docs/decisions/0219):
 *
 * 1. the ceiling: nginx alone serving the home page as a static file, with the same TLS;
 * 2. the results-day mix (the home page in both languages, the results board and its page 2,
 *    the newest result's PDF, a search for "result", the results' API read, a programme page),
 *    a staff upload of a new result in the middle, and how soon it shows through nginx;
 * 3. searches for roll numbers, each asked once (students typing their own): paced, how many a
 *    second are answered and how soon; then flat out, how the rest are refused.
 *
 * RESULTS_DAY_SECONDS (60) and RESULTS_DAY_CONNECTIONS (2,000) set runs 1 and 2;
 * RESULTS_DAY_SEARCH_SECONDS (20), RESULTS_DAY_SEARCHERS (300, paced) and
 * RESULTS_DAY_SEARCH_CONNECTIONS (1,000, flat out) run 3. Needs nginx
 * and a PostgreSQL database (BENCH_DATABASE_URL, or a schema of TEST_DATABASE_URL's). Prints the
 * figures and writes them into docs/benchmarks-log.md, its headline into docs/benchmarks.md; never a step of `npm test`.
 */
import os from "node:os";
import {
  asPhone,
  crowd,
  figures,
  machine,
  megabytes,
  onPostgreSQL,
  percentile,
  requestThrough,
  resultsDayMix,
  resultsDayPaths,
  startProductionShape,
  writeFigures,
  type ProductionShape,
} from "./production-shape.ts";
import { residentBytes } from "../server/services/limited-child.ts";
import { publishApartAndWatch } from "./results-day-upload.ts";
import { rollNumbers } from "./result-sheet.ts";

const seconds = Number(process.env.RESULTS_DAY_SECONDS ?? 60);
const connections = Number(process.env.RESULTS_DAY_CONNECTIONS ?? 2000);
const searchSeconds = Number(process.env.RESULTS_DAY_SEARCH_SECONDS ?? 20);
const searchers = Number(process.env.RESULTS_DAY_SEARCHERS ?? 300);
const searchConnections = Number(process.env.RESULTS_DAY_SEARCH_CONNECTIONS ?? 1000);

/** Roll numbers asked so far, in every run: each query is new to the caches. */
let searchesAsked = 0;

/** Run 3: every request a roll number no one asked for before, timed per answer by its status. */
async function distinctSearches(shape: ProductionShape, pace: { connections: number; perSecond?: number }) {
  const times = new Map<number, number[]>();
  let refusedWithoutRetryAfter = 0;
  const result = await crowd(shape.nginx.origin, {
    ...pace,
    seconds: searchSeconds,
    requests: [
      {
        setupRequest: (request, context) => {
          (context as { sentAt?: number }).sentAt = performance.now();
          const roll = rollNumbers[searchesAsked % rollNumbers.length]!;
          // Past the sheet's numbers, numbers on no sheet: every query is a new one all the same.
          const q =
            searchesAsked < rollNumbers.length ? roll : `${roll}${Math.floor(searchesAsked / rollNumbers.length)}`;
          searchesAsked += 1;
          return { ...request, path: `/api/v1/search?q=${q}` };
        },
        onResponse: (status, _body, context, headers) => {
          const took = performance.now() - ((context as { sentAt?: number }).sentAt ?? performance.now());
          const ofStatus = times.get(status) ?? [];
          ofStatus.push(took);
          times.set(status, ofStatus);
          const retryAfter = Object.keys(headers ?? {}).some((name) => name.toLowerCase() === "retry-after");
          if (status === 503 && !retryAfter) refusedWithoutRetryAfter += 1;
        },
      },
    ],
  });
  const answered = times.get(200) ?? [];
  const refused = times.get(503) ?? [];
  return {
    ...figures(result),
    answeredPerSecond: Math.round(answered.length / result.duration),
    answeredP50: Math.round(percentile(answered, 0.5)),
    answeredP99: Math.round(percentile(answered, 0.99)),
    refusedP99: Math.round(percentile(refused, 0.99)),
    refusedWithoutRetryAfter,
  };
}

/** Run 2: the mix, flat out or paced, with a staff upload of a new result half way through. */
async function mixWithUpload(shape: ProductionShape, paths: string[], perSecond?: number) {
  const run = crowd(shape.nginx.origin, { connections, seconds, perSecond, requests: resultsDayMix(paths) });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
  const upload = await publishApartAndWatch(shape);
  return { mix: figures(await run), upload };
}

await onPostgreSQL("results_day", async (databaseUrl) => {
  const shape = await startProductionShape(databaseUrl, connections);
  try {
    const paths = await resultsDayPaths(shape);
    // As the first phones would: every path asked for twice (a first render is the instance's own).
    for (const url of paths)
      for (let twice = 0; twice < 2; twice += 1) await requestThrough(shape.nginx, url, { headers: asPhone });
    const memoryBefore = await Promise.all(shape.servingPids().map((pid) => residentBytes(pid)));

    const ceiling = (perSecond?: number) =>
      crowd(shape.ceilingUrl, { connections, seconds, perSecond, requests: [{ path: "/home.html" }] }).then(figures);
    console.error(`flat out: nginx alone, then the mix, ${connections} connections for ${seconds} s each…`);
    const flatOut = { ceiling: await ceiling(), ...(await mixWithUpload(shape, paths)) };
    console.error(`paced (each connection once a second): nginx alone, then the mix…`);
    const paced = { ceiling: await ceiling(1), ...(await mixWithUpload(shape, paths, 1)) };
    const memoryAfter = await Promise.all(shape.servingPids().map((pid) => residentBytes(pid)));

    console.error(
      `distinct searches: ${searchers} a second for ${searchSeconds} s, then ${searchConnections} connections flat out…`,
    );
    const pacedSearches = await distinctSearches(shape, { connections: searchers, perSecond: 1 });
    const searches = await distinctSearches(shape, { connections: searchConnections });

    const rows = [
      ["nginx alone: the home page as a static file (the ceiling), flat out", connections, seconds, flatOut.ceiling],
      ["the results-day mix through nginx, two instances, PostgreSQL, flat out", connections, seconds, flatOut.mix],
      ["nginx alone (the ceiling), each connection once a second", connections, seconds, paced.ceiling],
      ["the results-day mix, each connection once a second", connections, seconds, paced.mix],
      [
        "a roll number each, asked once (`/api/v1/search`), each connection once a second",
        searchers,
        searchSeconds,
        pacedSearches,
      ],
      ["a roll number each, asked once (`/api/v1/search`), flat out", searchConnections, searchSeconds, searches],
    ] as const;
    const uploaded = ({ upload }: typeof paced, how: string) =>
      `- The new result ${how} (a PDF of ${rollNumbers.length} roll numbers; its text read in the background as \`${upload.text.state}\` ${upload.text.ms} ms after the upload's answer): its upload took ${upload.uploadMs} ms; ` +
      `it showed through nginx ${upload.api} ms after the upload's answer on the results' API read and ${upload.board} ms after it on the results board ` +
      `(each instance asked directly showed it after ${upload.instances.join(" and ")} ms).`;
    const searched = (run: typeof searches, how: string) =>
      `- Distinct searches ${how}: ${run.answeredPerSecond} a second answered (p50 ${run.answeredP50} ms, p99 ${run.answeredP99} ms); ` +
      `the rest refused (p99 ${run.refusedP99} ms), ${run.refusedWithoutRetryAfter} of them without \`Retry-After\`.`;
    const entry = [
      `Machine: ${machine()} (at the end).`,
      `Two instances (\`npm start\`, one serving process each), nginx with deploy/nginx.conf (worker_processes auto) over TLS, PostgreSQL on the same machine; every connection from an address of its own.`,
      "",
      "| Run | Connections | Seconds | Requests | Per second | p50 (ms) | p99 (ms) | Max (ms) | Errors | Timeouts | Answers |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
      ...rows.map(
        ([run, count, duration, row]) =>
          `| ${run} | ${count} | ${duration} | ${row.requests} | ${row.perSecond} | ${row.p50} | ${row.p99} | ${row.max} | ${row.errors} | ${row.timeouts} | ${JSON.stringify(row.statuses)} |`,
      ),
      "",
      uploaded(flatOut, "in the mix flat out"),
      uploaded(paced, "in the paced mix"),
      searched(pacedSearches, `at ${searchers} a second`),
      searched(searches, "flat out"),
      `- The serving processes' RSS: ${memoryBefore.map(megabytes).join(" and ")} before the mixes, ${memoryAfter.map(megabytes).join(" and ")} after them.`,
    ].join("\n");
    console.log(entry);
    const load = os.loadavg()[0]!.toFixed(1);
    await writeFigures("results-day", {
      title: "Results day",
      entry,
      headline:
        `paced, each of ${connections} connections once a second: the mix p99 ${paced.mix.p99} ms (nginx's static file ${paced.ceiling.p99} ms), ` +
        `${paced.mix.errors} errors, ${paced.mix.timeouts} timeouts, answers ${JSON.stringify(paced.mix.statuses)}, the new result through nginx ${paced.upload.board} ms after its upload; ` +
        `${pacedSearches.answeredPerSecond} of ${searchers} distinct searches a second answered, p99 ${pacedSearches.answeredP99} ms; ` +
        `flat out: the mix ${flatOut.mix.perSecond} requests/s (nginx's static ${flatOut.ceiling.perSecond}/s), p99 ${flatOut.mix.p99} ms (load average ${load})`,
    });
  } finally {
    await shape.stop();
  }
});
