/**
 * Results day (`npm run bench:results-day`; docs/benchmarks.md, issue 56): the site as
 * docs/deploy.md deploys it (bench/production-shape.ts: nginx with deploy/nginx.conf and TLS in
 * front of two instances on one PostgreSQL database), and a crowd of phones, each from an
 * address of its own. Three runs, one after the other:
 *
 * 1. the ceiling: nginx alone serving the home page as a static file, with the same TLS;
 * 2. the results-day mix (the home page in both languages, the results board and its page 2,
 *    the newest result's PDF, a search for "result", the results' API read, a programme page),
 *    a staff upload of a new result in the middle, and how soon it shows through nginx;
 * 3. searches for roll numbers, each asked once (students typing their own), at a crowd's pace:
 *    how many a second are answered, and how the rest are refused.
 *
 * RESULTS_DAY_SECONDS (60) and RESULTS_DAY_CONNECTIONS (2,000) set runs 1 and 2;
 * RESULTS_DAY_SEARCH_SECONDS (20) and RESULTS_DAY_SEARCH_CONNECTIONS (1,000) run 3. Needs nginx
 * and a PostgreSQL database (BENCH_DATABASE_URL, or a schema of TEST_DATABASE_URL's). Prints the
 * figures and writes them into docs/benchmarks-log.md, its headline into docs/benchmarks.md; never a step of `npm test`.
 */
import os from "node:os";
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
import { residentBytes } from "../server/services/limited-child.ts";
import { resultSheet, rollNumbers } from "./result-sheet.ts";

const seconds = Number(process.env.RESULTS_DAY_SECONDS ?? 60);
const connections = Number(process.env.RESULTS_DAY_CONNECTIONS ?? 2000);
const searchSeconds = Number(process.env.RESULTS_DAY_SEARCH_SECONDS ?? 20);
const searchConnections = Number(process.env.RESULTS_DAY_SEARCH_CONNECTIONS ?? 1000);

/**
 * Publishes a new result through nginx as staff do, then asks nginx, as a phone does, for the
 * results' API read and board until both show it: the milliseconds from the upload's answer.
 */
async function publishAndWatch(shape: ProductionShape) {
  const title = `Result of the semester examinations, ${new Date().toISOString()}`;
  const form = new FormData();
  form.append("fileName", title);
  form.append("section", "results");
  form.append("pdf", new Blob([Buffer.from(await resultSheet(title))], { type: "application/pdf" }), "result.pdf");
  const encoded = new Response(form);
  const began = performance.now();
  const published = await requestThrough(shape.nginx, "/api/v1/notice/upload", {
    method: "POST",
    headers: { authorization: `Bearer ${shape.staffToken}`, "content-type": encoded.headers.get("content-type")! },
    body: Buffer.from(await encoded.arrayBuffer()),
  });
  if (published.status !== 201) throw new Error(`the upload answered ${published.status}: ${published.body}`);
  const answered = performance.now();
  const visibleAfter = async (url: string) => {
    for (;;) {
      const shown = decoded(await requestThrough(shape.nginx, url, { headers: asPhone }));
      if (shown.includes(title)) return Math.round(performance.now() - answered);
      if (performance.now() - answered > 30_000) return Number.POSITIVE_INFINITY;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const [api, board, text] = await Promise.all([
    visibleAfter("/api/v1/notice?section=results"),
    visibleAfter("/recruitment?category=results"),
    textRead(shape, JSON.parse(published.body.toString()).data.notice._id as string),
  ]);
  return { uploadMs: Math.round(answered - began), api, board, text };
}

/** How the new result's PDF was read in the background (decision 0261), and how long after its upload. */
async function textRead(shape: ProductionShape, noticeId: string) {
  const began = performance.now();
  for (;;) {
    const answer = await requestThrough(shape.nginx, `/api/v1/notice/text-states?ids=${noticeId}`, {
      headers: { authorization: `Bearer ${shape.staffToken}` },
    });
    const state = (JSON.parse(answer.body.toString()) as { data: { states: Record<string, { state: string }> } }).data
      .states[noticeId]?.state;
    if (state !== undefined && state !== "pending") return { state, ms: Math.round(performance.now() - began) };
    if (performance.now() - began > 60_000) return { state: state ?? "unknown", ms: Number.POSITIVE_INFINITY };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function percentile(values: number[], share: number): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;
}

/** Run 3: every request a roll number no one asked for before, timed per answer by its status. */
async function distinctSearches(shape: ProductionShape) {
  let asked = 0;
  const times = new Map<number, number[]>();
  let refusedWithoutRetryAfter = 0;
  const result = await crowd(shape.nginx.origin, {
    connections: searchConnections,
    seconds: searchSeconds,
    requests: [
      {
        setupRequest: (request, context) => {
          (context as { sentAt?: number }).sentAt = performance.now();
          const roll = rollNumbers[asked % rollNumbers.length]!;
          // Past the sheet's numbers, numbers on no sheet: every query is a new one all the same.
          const q = asked < rollNumbers.length ? roll : `${roll}${Math.floor(asked / rollNumbers.length)}`;
          asked += 1;
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

await onPostgreSQL("results_day", async (databaseUrl) => {
  const shape = await startProductionShape(databaseUrl, connections);
  try {
    const paths = await resultsDayPaths(shape);
    // As the first phones would: every path asked for twice (a first render is the instance's own).
    for (const url of paths)
      for (let twice = 0; twice < 2; twice += 1) await requestThrough(shape.nginx, url, { headers: asPhone });
    const memoryBefore = await Promise.all(shape.servingPids().map((pid) => residentBytes(pid)));

    console.error(`ceiling: nginx alone, ${connections} connections for ${seconds} s…`);
    const ceiling = figures(
      await crowd(shape.ceilingUrl, { connections, seconds, requests: [{ path: "/home.html" }] }),
    );

    console.error(`results-day mix: ${connections} connections for ${seconds} s, an upload at ${seconds / 2} s…`);
    const mixRun = crowd(shape.nginx.origin, { connections, seconds, requests: resultsDayMix(paths) });
    await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
    const upload = await publishAndWatch(shape);
    const mix = figures(await mixRun);
    const memoryAfter = await Promise.all(shape.servingPids().map((pid) => residentBytes(pid)));

    console.error(`distinct searches: ${searchConnections} connections for ${searchSeconds} s…`);
    const searches = await distinctSearches(shape);

    const rows = [
      ["nginx alone: the home page as a static file (the ceiling)", connections, seconds, ceiling],
      ["the results-day mix through nginx, two instances, PostgreSQL", connections, seconds, mix],
      ["a roll number each, asked once (`/api/v1/search`)", searchConnections, searchSeconds, searches],
    ] as const;
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
      `- The new result (a PDF of ${rollNumbers.length} roll numbers; its text read in the background as \`${upload.text.state}\` ${upload.text.ms} ms after the upload's answer): its upload took ${upload.uploadMs} ms; ` +
        `it showed through nginx ${upload.api} ms after the upload's answer on the results' API read and ${upload.board} ms after it on the results board.`,
      `- Distinct searches: ${searches.answeredPerSecond} a second answered (p50 ${searches.answeredP50} ms, p99 ${searches.answeredP99} ms); ` +
        `the rest refused (p99 ${searches.refusedP99} ms), ${searches.refusedWithoutRetryAfter} of them without \`Retry-After\`.`,
      `- The serving processes' RSS: ${memoryBefore.map(megabytes).join(" and ")} before the mix, ${memoryAfter.map(megabytes).join(" and ")} after it.`,
    ].join("\n");
    console.log(entry);
    const load = os.loadavg()[0]!.toFixed(1);
    await writeFigures("results-day", {
      title: "Results day",
      entry,
      headline:
        `the mix at ${connections} connections: ${mix.perSecond} requests/s, p99 ${mix.p99} ms, ${mix.errors} errors, ` +
        `${mix.timeouts} timeouts, answers ${JSON.stringify(mix.statuses)}; nginx's static ceiling ${ceiling.perSecond}/s; ` +
        `${searches.answeredPerSecond} distinct searches/s answered; the new result through nginx ${upload.board} ms after its upload (load average ${load})`,
    });
  } finally {
    await shape.stop();
  }
});
