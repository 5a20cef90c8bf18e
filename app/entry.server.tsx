import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { catalogue } from "./i18n/catalogue.server.ts";
import { provideMessages } from "./i18n/message-store.ts";
import { requestContext, type PageLog, type RequestContext } from "./request-context.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.ts";

export const streamTimeout = 5_000;

// The server renders every page in either language from the whole catalogue.
provideMessages(catalogue);

/**
 * Renders a page to HTML. It waits for all content before sending (not just
 * the shell), so every public page arrives complete for readers, crawlers and
 * visitors whose JavaScript never arrives; being whole, the page's scripts can be
 * moved after its first paint (scripts-after-paint.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { cspNonce } = loadContext.get(requestContext);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={cspNonce} />,
      {
        nonce: cspNonce,
        // React sends a large finished <Suspense> boundary as a hidden chunk that a
        // script swaps in; without JavaScript its fallback would stay. Keep every
        // boundary inline so the HTML itself is the page.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const html = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logOf(loadContext).error({ err: error }, "page render failed");
        },
      },
    );
  });
}

/** The request's context, or undefined when React Router calls before it exists. */
function requestContextOf(context: Readonly<RouterContextProvider> | undefined): RequestContext | undefined {
  try {
    return context?.get(requestContext);
  } catch {
    // No request context: a request React Router refused before any route ran.
    return undefined;
  }
}

/** The request's logger, or the console when React Router calls before the context exists. */
function logOf(context: Readonly<RouterContextProvider> | undefined): PageLog {
  return (
    requestContextOf(context)?.log ?? {
      warn: (details, message) => console.warn(message, details),
      error: (details, message) => console.error(message, details),
    }
  );
}

/**
 * React Router's refusals of a reader's request (a method a page has no action for, a form
 * post from another origin) are the reader's mistake, not ours: one warn line, no stack.
 * Anything else that went wrong in a loader, an action or the render is logged with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = logOf(context);
  // React Router's own refusals carry the Error that explains them (with a stack) inside.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : error;
  if (isRouteErrorResponse(error) && error.status < 500) {
    const reason = cause instanceof Error ? cause.message : error.statusText;
    log.warn({ status: error.status, reason }, "page refused the request");
    return;
  }
  // React Router's check of a form post's Origin throws a plain Error; its answer is a 400.
  if (cause instanceof Error && cause.message.endsWith("Aborting the action.")) {
    log.warn({ status: 400, reason: cause.message }, "page refused the request");
    return;
  }
  // The database refusing for a while (out of reach, a full disk) is logged as such, without a
  // stack, and the page is answered 503 with Retry-After (server/pages.ts).
  if (requestContextOf(context)?.databaseTrouble(cause ?? error)) return;
  log.error({ err: cause ?? error }, "page render failed");
};
