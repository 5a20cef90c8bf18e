/**
 * Overload check (`npm run bench:overload`): 1,000 connections on pages and
 * searches that no cache answers, far more than the server can serve. Passes
 * when the server stays up, sheds load with 503 + Retry-After instead of
 * letting requests time out, and answers normally within 5 s of the load
 * stopping. Exits non-zero otherwise. OVERLOAD_SECONDS (default 15) sets the run.
 */
import autocannon from "autocannon";
import { startSite } from "../scripts/site-process.ts";

const seconds = Number(process.env.OVERLOAD_SECONDS ?? 15);
const connections = 1_000;
const recoveryMs = 5_000;

const server = await startSite();
const failures: string[] = [];
try {
  let counter = 0;
  let refusalsWithoutRetryAfter = 0;
  const result = await autocannon({
    url: server.base,
    connections,
    duration: seconds,
    timeout: 10,
    // A fresh search text each time, alternating with rendered pages: nothing is cached.
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: (counter += 1) % 2 ? `/api/v1/notice?regex=overload${counter}` : `/campus?overload=${counter}`,
        }),
        onResponse: (status, _body, _context, headers) => {
          const retryAfter = Object.entries(headers ?? {}).some(([name]) => name.toLowerCase() === "retry-after");
          if (status === 503 && !retryAfter) refusalsWithoutRetryAfter += 1;
        },
      },
    ],
  });
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  console.log(
    `${connections} connections, ${seconds} s: ${result.requests.total} answers ${JSON.stringify(statuses)}, ` +
      `${result.timeouts} timeouts, ${result.errors} errors, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  if (server.exited()) failures.push("the server exited under load");
  if (!statuses["503"]) failures.push("no request was refused with 503: the server queued instead of shedding load");
  const others = Object.keys(statuses).filter((code) => !["200", "404", "503"].includes(code));
  if (others.length > 0) failures.push(`unexpected statuses: ${others.join(", ")}`);
  if (result.timeouts > 0) failures.push(`${result.timeouts} requests timed out instead of being refused`);
  if (result.errors > result.timeouts) failures.push(`${result.errors - result.timeouts} connection errors`);
  if (refusalsWithoutRetryAfter > 0) failures.push(`${refusalsWithoutRetryAfter} refusals without Retry-After`);

  const stoppedAt = Date.now();
  let recovered = false;
  const seen: string[] = [];
  while (Date.now() - stoppedAt < recoveryMs) {
    const response = await fetch(`${server.base}/api/v1/notice?regex=after-the-load`, {
      signal: AbortSignal.timeout(1000),
    }).catch((error: unknown) => {
      seen.push(`${Date.now() - stoppedAt} ms: ${error instanceof Error ? error.name : "failed"}`);
      return undefined;
    });
    if (response && response.status !== 200) seen.push(`${Date.now() - stoppedAt} ms: ${response.status}`);
    if (response?.status === 200) {
      recovered = true;
      console.log(`serving normally ${Date.now() - stoppedAt} ms after the load stopped`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(`after the load: ${seen.join(", ") || "no refusal or timeout"}`);
  if (!recovered) {
    failures.push(`not serving normally within ${recoveryMs} ms after the load stopped (${seen.join(", ")})`);
  }
} finally {
  await server.stop();
}
if (failures.length > 0) {
  console.error(`Overload check failed:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("Overload check passed");
