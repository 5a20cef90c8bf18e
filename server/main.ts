import cluster from "node:cluster";
import { buildApp } from "./app.ts";
import { startCacheSync } from "./delivery/cache-sync.ts";
import { loadConfigOrExit, type Config } from "./config.ts";
import { databaseOptions, openDatabaseOrExit } from "./db/database.ts";
import { defaultOverloadLimits } from "./delivery/overload.ts";
import { listenOnAcceptSockets } from "./delivery/accept-sockets.ts";
import { installGracefulShutdown, workerServingMessage } from "./lifecycle.ts";
import { loggerOptions } from "./logging.ts";
import { startMailSender } from "./mail/smtp.ts";
import { registerBuiltPages } from "./pages.ts";
import { prepareDatabaseOrExit, warnOfProductionSettings } from "./prepare-database.ts";
import { createServices } from "./services/index.ts";
import { defaultReadingLimits } from "./db/notice-text/reading-outcome.ts";
import { startReadingRunner } from "./services/notice-text/reading-runner.ts";

/** Listening sockets of a process that has its port to itself (decision 0076): each accepts one connection per loop turn. */
const acceptSocketCount = 64;

/** One server process: the API, the files and the pages on the configured port. */
async function serve(config: Config, { prepare }: { prepare: boolean }): Promise<void> {
  const development = config.env === "development";
  const database = openDatabaseOrExit(databaseOptions(config));
  const prepared = prepare ? await prepareDatabaseOrExit(database, config) : undefined;
  const services = createServices(database.db, {
    jwtSecret: config.jwtSecret,
    formBudgets: config.formBudgets,
    staffSessions: config.staffSessions,
    grievanceDueDays: config.grievanceDueDays,
    mailConfigured: config.mail.smtpUrl !== undefined,
  });

  const app = await buildApp({
    database,
    services,
    logger: loggerOptions(config),
    contentSecurityPolicy: !development,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
    requestCountsIn: config.databaseUrl,
    overloadLimits: {
      ...defaultOverloadLimits,
      ...(config.maxEventLoopDelayMs !== undefined && { maxEventLoopDelayMs: config.maxEventLoopDelayMs }),
    },
    registerPages: async (fastify) => {
      if (development) {
        const { registerDevPages } = await import("./dev-pages.ts");
        await registerDevPages(fastify, services);
      } else {
        await registerBuiltPages(fastify, services, config.buildDir);
      }
    },
  });
  if (prepared) {
    app.log.info(prepared, "database prepared");
    warnOfProductionSettings(config, app.log);
  }
  // Several workers share the port through the supervisor, which accepts for them; a lone
  // worker (WEB_CONCURRENCY=1) has it to itself, with as many accept sockets as a single process.
  const sharesPort = cluster.isWorker && config.webConcurrency > 1;
  if (sharesPort) {
    // Which process answered, for operators behind one port (and the scale-out tests).
    const servedBy = `worker-${cluster.worker?.id}`;
    app.addHook("onSend", async (_request, reply) => {
      reply.header("x-served-by", servedBy);
    });
  }
  const cacheSync = startCacheSync(database, config.databaseUrl, services.cache, app.log);
  app.addHook("onClose", () => cacheSync.close());
  // Notices' PDFs are read (and scans recognised) in the background, one at a time per process.
  const reading = await startReadingRunner(database.db, services.cache, {
    leaseSeconds: config.textReading.leaseSeconds,
    limits: { ...defaultReadingLimits, pages: config.textReading.pages },
    log: app.log,
  });
  app.addHook("onClose", () => reading.stop());
  // Every process delivers the outbox; claims keep a message to one of them (decision 0201).
  const mailSender = await startMailSender(config.mail, { outbox: services.mail, links: services.mailLinks }, app.log);
  app.addHook("onClose", async () => mailSender?.stop());

  installGracefulShutdown(app, database, config.shutdownGraceMs);

  try {
    // Node's default accept queue holds 511 connections; a results-day burst beyond it
    // would wait in SYN retries for seconds rather than get a quick answer (even a 503).
    await listenOnAcceptSockets(app, {
      host: config.host,
      port: config.port,
      backlog: 4096,
      count: sharesPort ? 1 : acceptSocketCount,
    });
    app.log.info(
      `DSEU site on ${database.engine}, Node ${process.versions.node}, at http://localhost:${config.port}` +
        (cluster.isWorker ? ` (worker ${cluster.worker?.id})` : ""),
    );
    if (cluster.isWorker) process.send?.({ type: workerServingMessage });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(
      code === "EADDRINUSE"
        ? `Port ${config.port} is already in use; set PORT to a free port`
        : `Could not start the server: ${(error as Error).message}`,
    );
    await database.close();
    process.exit(1);
  }
}

// Under `npm start` this is a worker of server/supervisor.ts, whose preparing process prepared
// the database; started on its own (`npm run dev`, or node server/main.ts) it prepares it itself.
await serve(loadConfigOrExit(), { prepare: cluster.isPrimary });
