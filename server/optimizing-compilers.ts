import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import diagnosticsChannel from "node:diagnostics_channel";

/**
 * V8's optimizing compilers, Maglev and Turbofan, are held back while the server starts and
 * until it first has work enough to pay for them (decision 0093). What a start runs, it runs
 * once (module bodies, schema and route set-up), yet it made them optimize some 300
 * functions; and a few page renders made them optimize React's render loop. Either way the
 * process kept their code, their output and the memory they compiled in: about 20 MB of RSS
 * for a server that then idles. Held, every function runs in V8's interpreter or its
 * baseline compiler (Sparkplug); the price is paid at the first burst, served at about half
 * speed for a second longer while its hot code is optimized.
 */
const optimizingTiers = ["--maglev", "--turbofan"];

export function holdOptimizingCompilers(): void {
  for (const flag of optimizingTiers) v8.setFlagsFromString(flag.replace("--", "--no-"));
}

function releaseOptimizingCompilers(): void {
  for (const flag of optimizingTiers) v8.setFlagsFromString(flag);
}

/** Busy: the event loop worked for at least this share of each sampling period, several in a row. */
const busyUtilization = 0.5;
const busyPeriodsInARow = 3;

/**
 * Releases the optimizing compilers once the event loop has worked for half of each of three
 * sampling periods (100 ms by default) in a row: a load, rather than the render of a page or
 * two. On an idle server that is ten wake-ups a second of a few microseconds each. A server
 * that is never that busy has time to spare by definition, and keeps its memory; under load,
 * the functions that are hot are optimized from the first half second on.
 *
 * A flood of connections is seen from inside the turn of the loop: a turn then lasts seconds
 * (3 s at the start of the overload check, 1,000 connections served at once), and the timer
 * samples only between turns. A request that starts three periods after the last sample
 * releases them at once.
 */
export function releaseOptimizingCompilersWhenBusy({ periodMs = 100 } = {}): void {
  let since = performance.eventLoopUtilization();
  let sampledAt = performance.now();
  let busyPeriods = 0;
  const requestStarts = diagnosticsChannel.channel("http.server.request.start");
  const release = () => {
    clearInterval(timer);
    requestStarts.unsubscribe(releaseIfTurnIsLong);
    releaseOptimizingCompilers();
  };
  const releaseIfTurnIsLong = () => {
    if (performance.now() - sampledAt >= busyPeriodsInARow * periodMs) release();
  };
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, since).utilization >= busyUtilization;
    busyPeriods = busy ? busyPeriods + 1 : 0;
    since = now;
    sampledAt = performance.now();
    if (busyPeriods >= busyPeriodsInARow) release();
  }, periodMs);
  timer.unref();
  requestStarts.subscribe(releaseIfTurnIsLong);
}
