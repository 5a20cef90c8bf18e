import { performance } from "node:perf_hooks";
import v8 from "node:v8";

/**
 * V8's optimizing compilers, Maglev and Turbofan, are held back while the server starts and
 * until it first has work enough to pay for them (decision 0093). What a start runs, it runs
 * once (module bodies, schema and route set-up), yet it made them optimize some 300
 * functions; and a few page renders made them optimize React's render loop. Either way the
 * process kept their code, their output and the memory they compiled in: about 20 MB of RSS
 * for a server that then idles. Held, every function runs in V8's interpreter and its
 * baseline compiler (Sparkplug), which start no slower.
 */
const optimizingTiers = ["--maglev", "--turbofan"];

export function holdOptimizingCompilers(): void {
  for (const flag of optimizingTiers) v8.setFlagsFromString(flag.replace("--", "--no-"));
}

export function releaseOptimizingCompilers(): void {
  for (const flag of optimizingTiers) v8.setFlagsFromString(flag);
}

/** Busy: the event loop worked for at least this share of one sampling period. */
export const busyUtilization = 0.5;
const samplingPeriodMs = 1000;

/**
 * Releases the optimizing compilers the first time the event loop works for half of a
 * one-second period; an idle server checks once a second and wakes for nothing else. A server
 * that never gets that busy has time to spare by definition, and keeps its memory; under
 * load, the functions that are hot are optimized a second after it begins. Returns a stop
 * function, for tests.
 */
export function releaseOptimizingCompilersWhenBusy({ periodMs = samplingPeriodMs } = {}): () => void {
  let since = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    if (performance.eventLoopUtilization(now, since).utilization >= busyUtilization) {
      clearInterval(timer);
      releaseOptimizingCompilers();
    }
    since = now;
  }, periodMs);
  timer.unref();
  return () => clearInterval(timer);
}
