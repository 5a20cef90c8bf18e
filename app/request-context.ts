import { createContext } from "react-router";
import type { Services } from "#server/services/index.ts";

/** What the Fastify server hands every loader and action of a request. */
export type RequestContext = {
  services: Services;
  /** The per-response nonce that the Content-Security-Policy allows inline scripts with. */
  cspNonce: string;
};

export const requestContext = createContext<RequestContext>();
