import { createContext } from "react-router";
import type { DatabaseTrouble } from "#server/db/unavailable.ts";
import type { Services } from "#server/services/index.ts";

/** The request's logger (Fastify's pino logger for the request): one JSON line per call. */
export type PageLog = {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/** What the Fastify server hands every loader and action of a request. */
export type RequestContext = {
  services: Services;
  /** The per-response nonce that the Content-Security-Policy allows inline scripts with. */
  cspNonce: string;
  /** The visitor's IP address (behind the proxy, from X-Forwarded-For): the forms' rate limit counts per address. */
  clientAddress: string;
  /** Where the page code's errors and refusals are logged, tagged with the request's id. */
  log: PageLog;
  /** Whether an error is the database's passing trouble (full, or out of reach), logged when it is. */
  databaseTrouble: (error: unknown) => DatabaseTrouble | undefined;
};

export const requestContext = createContext<RequestContext>();
