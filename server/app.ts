import compress from "@fastify/compress";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { apiPrefix } from "#common/api/envelope.ts";
import { compressionThreshold, servedEncodings } from "./delivery/cacheable.ts";
import { apiPlugin } from "./api/index.ts";
import { createResponseCache } from "./delivery/response-cache.ts";
import type { DatabaseHandle } from "./db/database.ts";
import { installBodyLimits } from "./http/body-limits.ts";
import { answerClientError, refuseTunnel } from "./http/client-errors.ts";
import { installFeedPageRedirects } from "./http/feed-pages.ts";
import { installLegacyUrlRedirects } from "./http/legacy-urls.ts";
import { defaultOverloadLimits, registerOverloadShedding, type OverloadLimits } from "./delivery/overload.ts";
import { registerRateLimit } from "./http/rate-limit.ts";
import { installRequestGuards } from "./http/request-guards.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { installStatusAnswers, statusBody } from "./http/status-answer.ts";
import { serverTimeouts, type ServerTimeouts } from "./http/timeouts.ts";
import { logsAt, requestLine, requestLogger } from "./logging.ts";
import type { Services } from "./services/index.ts";

/** One log line per request, written when it completes, instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || !logsAt(reply.log, error ? "error" : "info")) return;
    const line = requestLine(request, reply);
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}

/** Fastify takes a hop count at run time but not in its types: the same rule as a function. */
function trustedProxies(setting: false | number | string[]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

export type AppOptions = {
  database: DatabaseHandle;
  services: Services;
  logger?: boolean | object;
  /** Registers the page routes (built or via Vite); omitted in API-only tests. */
  registerPages?: (app: FastifyInstance) => Promise<void>;
  /** Vite's development server injects inline scripts that a strict policy would block. */
  contentSecurityPolicy?: boolean;
  /** Which proxies' X-Forwarded-* headers to believe: none by default (see TRUST_PROXY). */
  trustProxy?: false | number | string[];
  /** Origins allowed to read the API from a browser (see CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Requests per minute per client before 429 (see RATE_LIMIT). */
  rateLimitPerMinute?: number;
  /** The PostgreSQL database the per-client limits are counted in, shared by every instance; unset: in this process. */
  requestCountsIn?: string;
  overloadLimits?: OverloadLimits;
  /** How long a client may take (server/http/timeouts.ts); tests shorten them to see them act. */
  timeouts?: ServerTimeouts;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    childLoggerFactory: requestLogger,
    logController: new OneLinePerRequest({
      disableRequestLogging: (request) => request.url === "/healthz" || request.url === "/readyz",
    }),
    trustProxy: trustedProxies(options.trustProxy ?? false),
    ...(options.timeouts ?? serverTimeouts),
    clientErrorHandler: answerClientError,
    // 20 MB uploads plus form fields; the upload routes check the file itself.
    bodyLimit: 21 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A malformed URL or an over-long path segment is refused by the router before
    // any route (and its error handler) runs: answer it in the API's error envelope
    // or as a page.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      reply.send(statusBody(request, reply, error.statusCode ?? 400, "The request URL is malformed or too long"));
    },
  });

  app.decorate("responses", createResponseCache({ readCache: options.services.cache }));
  app.server.on("connect", refuseTunnel);
  await registerSecurityHeaders(app, { contentSecurityPolicy: options.contentSecurityPolicy !== false });
  installStatusAnswers(app);
  const overloaded = await registerOverloadShedding(
    app,
    options.overloadLimits ?? defaultOverloadLimits,
    options.services.gates,
    [options.services.gates.searches],
  );
  await registerRateLimit(app, { perMinute: options.rateLimitPerMinute ?? 500, sharedIn: options.requestCountsIn });
  const answerUnknownApiPath = installRequestGuards(app);
  installLegacyUrlRedirects(app);
  installFeedPageRedirects(app);
  installBodyLimits(app);
  // Only the encodings the API's cached bodies are made in (server/api/cacheable.ts),
  // negotiated the same way, so what it leaves unencoded stays so.
  await app.register(compress, { threshold: compressionThreshold, encodings: servedEncodings });

  // While shutting down, answer in-flight requests with `Connection: close` so
  // kept-alive sockets end with them and the server can close promptly.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // Hooks on every request take Fastify's callback, not a promise: a microtask less each.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  // An answer already under way when closing began went out keep-alive: once it is
  // complete its connection is idle, and would otherwise hold the close up for the
  // keep-alive timeout. Connections still answering are left alone.
  app.addHook("onResponse", (_request, _reply, done) => {
    if (closing) app.server.closeIdleConnections();
    done();
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const busy = overloaded();
    const ready = !busy && (await options.database.ping());
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? "ok" : busy ? "overloaded" : "unavailable", database: options.database.engine });
  });

  await app.register(apiPlugin, {
    prefix: apiPrefix,
    services: options.services,
    corsOrigins: options.corsOrigins ?? [],
    answerUnknownPath: answerUnknownApiPath,
  });
  if (options.registerPages) await options.registerPages(app);
  // A serving app records scheduled notices' appearances in the audit log at their moments.
  app.addHook("onReady", async () => options.services.appearances.start());
  app.addHook("onClose", () => options.services.appearances.stop());
  return app;
}
