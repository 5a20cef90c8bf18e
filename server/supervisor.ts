import { fork } from "node:child_process";
import cluster from "node:cluster";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { relayCacheInvalidations } from "./delivery/cache-relay.ts";
import { workerServingMessage } from "./lifecycle.ts";
import { loggerOptions } from "./logging.ts";
import type { Prepared } from "./prepare-process.ts";

/** Deaths closer together than this count as one crash loop. */
const crashWindowMs = 60_000;
/** The longest a crash loop makes the next worker wait. */
const maxRestartDelayMs = 30_000;

/**
 * How long to wait before replacing a worker, given how many died within the last
 * minute (this one included): the first at once, so that the site answers again within
 * a second or two; then 1 s, 2 s, 4 s… up to 30 s, so that a worker that dies as it
 * starts (a broken disk, a bad migration) does not keep two cores busy restarting.
 */
function restartDelayMs(recentDeaths: number): number {
  return recentDeaths <= 1 ? 0 : Math.min(maxRestartDelayMs, 1000 * 2 ** (recentDeaths - 2));
}

/** Checks the settings, builds and prepares the database in a child process (server/prepare-process.ts). */
async function prepareInChildProcess(): Promise<Prepared> {
  const child = fork(fileURLToPath(new URL("./prepare-process.ts", import.meta.url)));
  let prepared: Prepared | undefined;
  child.on("message", (message) => (prepared = message as Prepared));
  // "close" comes after the exit and after the message channel has been read to its end.
  const [code] = (await once(child, "close")) as [number | null];
  // It said why on stderr.
  if (code !== 0 || !prepared) process.exit(code || 1);
  return prepared;
}

/**
 * `npm start`'s first process (decision 0114): has the site prepared once, then runs
 * WEB_CONCURRENCY workers, which serve, and replaces any that dies, whatever the cause.
 * It loads no more than a logger (not the app, the database code or the settings'
 * schema), so it stays small and has next to nothing that could crash it. SIGTERM or
 * SIGINT drains every worker (each finishes its in-flight requests) and then exits,
 * non-zero if any did not stop cleanly.
 */
async function supervise(): Promise<void> {
  const { settings, preparation } = await prepareInChildProcess();
  const log = pino(loggerOptions(settings));
  log.info(preparation, "database prepared");

  relayCacheInvalidations();
  let stopping = false;
  let served = false;
  const deaths: number[] = [];
  const workerCount = () => Object.keys(cluster.workers ?? {}).length;

  // Told by the worker itself: a lone worker listens on sockets of its own, which the
  // cluster's "listening" event does not report.
  cluster.on("message", (_worker, message: unknown) => {
    if ((message as { type?: unknown } | null)?.type === workerServingMessage) served = true;
  });
  cluster.on("exit", (worker, code, signal) => {
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      if (code !== 0) {
        console.error(`Worker ${worker.id} did not stop cleanly (${how})`);
        process.exitCode = 1;
      }
      if (workerCount() === 0) process.exit();
      return;
    }
    // A first worker that never got to serve (a port in use, say) would fail again: stop, it said why.
    if (!served) {
      process.exitCode = 1;
      stop("SIGTERM");
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - crashWindowMs) deaths.shift();
    const delayMs = restartDelayMs(deaths.length);
    log.error({ worker: worker.id, exit: how, restartInMs: delayMs }, "worker stopped; starting another");
    // Checked when it is due: a stop may have come meanwhile, for this death or another's.
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, delayMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    if (workerCount() === 0) process.exit();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const forced = setTimeout(() => process.exit(1), settings.shutdownGraceMs + 5_000);
    forced.unref();
  };
  // Kept listening: a repeated signal (see server/lifecycle.ts) must not end the primary mid-drain.
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let index = 0; index < settings.webConcurrency; index += 1) cluster.fork();
}

await supervise();
