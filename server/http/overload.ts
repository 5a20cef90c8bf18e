import v8 from "node:v8";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { statusBody } from "./status-answer.ts";

export type OverloadLimits = {
  /** Mean event-loop delay (ms) over the last sample beyond which new requests are refused. */
  maxEventLoopDelayMs: number;
  /** Share of V8's heap limit in use beyond which new requests are refused. */
  maxHeapShare: number;
};

export const defaultOverloadLimits: OverloadLimits = { maxEventLoopDelayMs: 250, maxHeapShare: 0.9 };

/** Seconds a client is asked to wait: pressure is sampled every second and passes within a few. */
const retryAfterSeconds = 5;

/**
 * Under more load than it can serve, the server refuses new requests at once
 * with 503 and `Retry-After` instead of queueing them until they time out.
 * The health routes still answer, and /readyz says the server is overloaded.
 */
export async function registerOverloadShedding(app: FastifyInstance, limits: OverloadLimits): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * limits.maxHeapShare),
    retryAfter: retryAfterSeconds,
    // Answering here ends the request: Fastify runs nothing more for a sent reply.
    pressureHandler: (request, reply, type) => {
      if (request.url === "/healthz" || request.url === "/readyz") return;
      request.log.warn({ pressure: type }, "overloaded: refusing a request");
      reply.header("retry-after", retryAfterSeconds);
      reply.send(statusBody(request, reply, 503, "The site is busy. Please try again in a few seconds."));
    },
  });
}
