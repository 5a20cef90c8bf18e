import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { apiPrefix } from "#common/api/envelope.ts";
import { codeForStatus, errorBody } from "./api/errors.ts";
import { apiPlugin } from "./api/index.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Services } from "./services/index.ts";

/** One log line per request, written when it completes, instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}

export type AppOptions = {
  database: DatabaseHandle;
  services: Services;
  logger?: boolean | object;
  /** Registers the page routes (built or via Vite); omitted in API-only tests. */
  registerPages?: (app: FastifyInstance) => Promise<void>;
  /** Vite's development server injects inline scripts that a strict policy would block. */
  contentSecurityPolicy?: boolean;
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest({
      disableRequestLogging: (request) => request.url === "/healthz" || request.url === "/readyz",
    }),
    trustProxy: true,
    // 20 MB uploads plus form fields; the upload routes check the file itself.
    bodyLimit: 21 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A malformed URL or an over-long path segment is refused by the router before
    // any route (and its error handler) runs: answer it in the API's error envelope.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      reply.code(status).send(errorBody(codeForStatus(status), "The request URL is malformed or too long"));
    },
  });

  await app.register(helmet, {
    enableCSPNonces: options.contentSecurityPolicy !== false,
    contentSecurityPolicy:
      options.contentSecurityPolicy === false
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", "data:"],
              fontSrc: ["'self'", "data:"],
              connectSrc: ["'self'"],
              frameAncestors: ["'none'"],
              objectSrc: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
    crossOriginEmbedderPolicy: false,
    // Not helmet's "no-referrer": under it browsers send `Origin: null` with a plain form post, which
    // React Router's action guard refuses; "same-origin" still tells other sites nothing.
    referrerPolicy: { policy: "same-origin" },
  });
  await app.register(compress, { threshold: 1024 });

  // While shutting down, answer in-flight requests with `Connection: close` so
  // kept-alive sockets end with them and the server can close promptly.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ready = await options.database.ping();
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? "ok" : "unavailable", database: options.database.engine });
  });

  await app.register(apiPlugin, { prefix: apiPrefix, services: options.services });
  if (options.registerPages) await options.registerPages(app);
  return app;
}
