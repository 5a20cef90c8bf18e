import v8 from "node:v8";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { statusBody } from "./status-answer.ts";

export type OverloadLimits = {
  /**
   * Requests being served at once beyond which new ones are refused. The
   * samples below lag by up to a second, and a burst of a thousand requests
   * arrives within one: only a count stops it from queueing whole.
   */
  maxInFlight: number;
  /** Mean event-loop delay (ms) over the last sample beyond which new requests are refused. */
  maxEventLoopDelayMs: number;
  /**
   * Share of the last second the event loop was busy beyond which new requests are
   * refused. Rendering and SQLite run on the loop in short synchronous turns, so a
   * saturated server shows little delay but a loop that is never idle, while the
   * waiting requests sit unread in the sockets.
   */
  maxEventLoopUtilization: number;
  /** Share of V8's heap limit in use beyond which new requests are refused. */
  maxHeapShare: number;
};

export const defaultOverloadLimits: OverloadLimits = {
  maxInFlight: 64,
  maxEventLoopDelayMs: 250,
  maxEventLoopUtilization: 0.98,
  maxHeapShare: 0.9,
};

/** Seconds a client is asked to wait: pressure is sampled every second and passes within a few. */
const retryAfterSeconds = 5;

/**
 * Under more load than it can serve, the server refuses new requests at once
 * with 503 and `Retry-After` instead of queueing them until they time out.
 * The health routes still answer; the returned check tells /readyz whether the
 * server is overloaded.
 */
export async function registerOverloadShedding(app: FastifyInstance, limits: OverloadLimits): Promise<() => boolean> {
  let lastWarning = 0;
  const refuse = (request: FastifyRequest, reply: FastifyReply, pressure: string) => {
    // One line a second at most: logging every refusal would add to the load.
    if (Date.now() - lastWarning > 1000) {
      lastWarning = Date.now();
      request.log.warn({ pressure }, "overloaded: refusing requests");
    }
    reply.header("retry-after", retryAfterSeconds);
    return reply.send(statusBody(request, reply, 503, "The site is busy. Please try again in a few seconds."));
  };
  const exempt = (request: FastifyRequest) => request.url === "/healthz" || request.url === "/readyz";

  let inFlight = 0;
  app.addHook("onRequest", async (request, reply) => {
    if (exempt(request)) return;
    if (inFlight >= limits.maxInFlight) return refuse(request, reply, "inFlight");
    inFlight += 1;
    // Whichever comes first: "finish" (sent; the only one an injected request gives)
    // or "close" (sent, or the client left).
    let counted = true;
    const done = () => {
      if (counted) inFlight -= 1;
      counted = false;
    };
    reply.raw.once("finish", done);
    reply.raw.once("close", done);
  });

  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxEventLoopUtilization: limits.maxEventLoopUtilization,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * limits.maxHeapShare),
    retryAfter: retryAfterSeconds,
    // Answering here ends the request: Fastify runs nothing more for a sent reply.
    pressureHandler: (request, reply, type) => {
      if (!exempt(request)) refuse(request, reply, type);
    },
  });
  /** Whether a new request would be refused now (for /readyz). */
  return () => inFlight >= limits.maxInFlight || app.isUnderPressure();
}
