import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sharedRequestCounts } from "./shared-request-counts.ts";

/** Cheap answers that never count: health checks and the hashed, year-cached build assets. */
function exempt(request: FastifyRequest): boolean {
  return request.url === "/healthz" || request.url === "/readyz" || request.url.startsWith("/assets/");
}

/** The counting headers are for a client that was refused, not on every answer (decision 0083). */
const noCountOnAllowedAnswers = {
  "x-ratelimit-limit": false,
  "x-ratelimit-remaining": false,
  "x-ratelimit-reset": false,
};

/**
 * A generous limit per client address (as TRUST_PROXY resolves it) over every
 * route, counted in the PostgreSQL database `sharedIn` names when there is one, so that every
 * instance counts together (./shared-request-counts.ts), and by each process otherwise: 429 with `Retry-After` (and the limit's `X-RateLimit-*` headers),
 * answered in the error envelope (API) or as a page. A route that needs a
 * stricter limit (sign-in, forms, uploads) says so with
 * `config: stricterRateLimit(…)`; that limit then replaces the global one for
 * the route, counted separately.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  { perMinute, sharedIn }: { perMinute: number; sharedIn?: string },
): Promise<void> {
  // On PostgreSQL every instance counts in the database; otherwise each process counts its own.
  const shared = sharedIn === undefined ? undefined : sharedRequestCounts(sharedIn, app.log);
  if (shared) app.addHook("onClose", () => shared.close());
  await app.register(rateLimit, {
    ...(shared && { store: shared.Store }),
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    allowList: exempt,
    addHeadersOnExceeding: noCountOnAllowedAnswers,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests; try again in ${context.after}`), { statusCode: context.statusCode }),
  });
}

/** Route `config` for a limit stricter than the global one: at most `max` requests per window per client. */
export function stricterRateLimit(max: number, windowMs: number) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

/**
 * The limit of every staff write (POST, PUT, PATCH, DELETE behind a token; not signing
 * out), counted per route: a signed-in person has no business sending more than one a
 * second, and a stolen token or a runaway script is slowed to that before it fills the
 * audit log. The route's token check runs first, so requests it refuses cost little and
 * are not counted.
 */
export const staffWriteRateLimit = stricterRateLimit(60, 60_000);
