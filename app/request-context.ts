import { createContext } from "react-router";
import type { Services } from "#server/services/index.ts";

/** What the Fastify server hands every loader and action of a request. */
export type RequestContext = {
  services: Services;
  /** The per-response nonce that the Content-Security-Policy allows inline scripts with. */
  cspNonce: string;
  /** The visitor's IP address (behind the proxy, from X-Forwarded-For): the forms' rate limit counts per address. */
  clientAddress: string;
};

export const requestContext = createContext<RequestContext>();
