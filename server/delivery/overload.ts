import v8 from "node:v8";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { WorkGate } from "../services/work-gate.ts";
import { statusBody } from "../http/status-answer.ts";

export type OverloadLimits = {
  /** Mean event-loop delay (ms) over the last sample beyond which new expensive work is refused; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Share of V8's heap limit in use beyond which new expensive work is refused. */
  maxHeapShare: number;
};

export const defaultOverloadLimits: OverloadLimits = { maxEventLoopDelayMs: 250, maxHeapShare: 0.9 };

/** Seconds a client is asked to wait: pressure is sampled every second and passes within a few. */
const retryAfterSeconds = 5;

/**
 * How long after it starts listening a process ignores the pressure sampled: its own start
 * (loading the pages, compiling the routes) stalls the loop with next to no samples beside
 * it, so the first samples say overloaded, and a worker that just started refused visitors.
 * After two samples' time every sample is of serving. Expensive work stays bounded meanwhile
 * (../services/work-gate.ts).
 */
const startupGraceMs = 2_000;

let lastWarning = 0;

/**
 * Answers 503 with `Retry-After`, in the API's envelope or as a page. One log
 * line a second at most: logging every refusal would add to the load.
 */
export function refuseOverloaded(request: FastifyRequest, reply: FastifyReply, pressure: string) {
  if (Date.now() - lastWarning > 1000) {
    lastWarning = Date.now();
    request.log.warn({ pressure }, "overloaded: refusing requests");
  }
  reply.header("retry-after", retryAfterSeconds);
  return reply.send(statusBody(request, reply, 503, "The site is busy. Please try again in a few seconds."));
}

/**
 * The one overload guard: under more load than it can serve, the server refuses expensive
 * work (page renders, reads no cache answers) with 503 and `Retry-After` instead of queueing
 * it until it times out. The work gates (../services/work-gate.ts) refuse it when too much of it runs
 * and waits already, and also, from here, while the event loop lags or the heap nears its
 * limit, whatever the cause (sampled every second by @fastify/under-pressure, which refuses
 * nothing itself). Cheap answers (kept pages and API answers, built files, the health routes)
 * are never refused: refusing costs about as much as serving them. The returned check tells
 * /readyz whether new expensive work would be refused: the process as a whole, or a gate of
 * `gates` other than those in `readyWhenFull` (the searches': a crowd of searches must not
 * take an instance out of a load balancer's rotation, decision 0218).
 */
export async function registerOverloadShedding(
  app: FastifyInstance,
  limits: OverloadLimits,
  gates: Record<string, WorkGate>,
  readyWhenFull: ReadonlyArray<WorkGate> = [],
): Promise<() => boolean> {
  // From when the server listens; one that never does (tests that inject) from now.
  let startedAt = performance.now();
  app.addHook("onListen", (done) => {
    startedAt = performance.now();
    done();
  });
  const pastStartup = () => performance.now() - startedAt >= startupGraceMs;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * limits.maxHeapShare),
    // Let every request through: the gates refuse what is expensive.
    pressureHandler: () => {},
  });
  const overloaded = () => pastStartup() && app.isUnderPressure();
  for (const gate of Object.values(gates)) gate.refuseWhile(overloaded);
  return () => overloaded() || Object.values(gates).some((gate) => gate.full && !readyWhenFull.includes(gate));
}
