/**
 * Bounded waits, so slow or idle clients cannot hold sockets open for ever:
 * headers must arrive within 10 s (checked every 2 s), a whole request within
 * 2 minutes (a 20 MB upload over a slow mobile link), a socket may sit idle for
 * a minute, and a kept-alive connection waits 5 s for its next request.
 */
export const serverTimeouts: ServerTimeouts = {
  connectionTimeout: 60_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  http: { headersTimeout: 10_000, connectionsCheckingInterval: 2_000 },
};

/** Fastify's timeout options (milliseconds); the `http` ones are Node's server's own. */
export type ServerTimeouts = {
  readonly connectionTimeout: number;
  readonly requestTimeout: number;
  readonly keepAliveTimeout: number;
  readonly http: { readonly headersTimeout: number; readonly connectionsCheckingInterval: number };
};
