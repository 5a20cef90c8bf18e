import { createRequestHandler, RouterContextProvider } from "react-router";
import * as build from "virtual:react-router/server-build";
import { requestContext, type RequestContext } from "./request-context.ts";

/** The pages whose words the message catalogue holds, which the server indexes for the site search. */
export { catalogueSearchPages } from "./catalogue-search-pages.ts";

/**
 * The server bundle's entry. The Fastify server imports this module (built, or
 * through Vite in development) and calls this for every page request, so the
 * request-context key is the same object here and in the route modules.
 */
export function createPageHandler(mode: string) {
  const handle = createRequestHandler(build, mode);
  return (request: Request, context: RequestContext): Promise<Response> => {
    const routerContext = new RouterContextProvider();
    routerContext.set(requestContext, context);
    return handle(request, routerContext);
  };
}

export type PageHandler = ReturnType<typeof createPageHandler>;
