import { fork } from "node:child_process";
import cluster from "node:cluster";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { buildApp } from "./app.ts";
import { relayCacheInvalidations, startCacheSync } from "./cache-sync.ts";
import { loadConfigOrExit, type Config } from "./config.ts";
import { databaseOptions, migrateToLatest, openDatabase, type DatabaseHandle } from "./db/database.ts";
import { pendingSeedParts } from "./db/seed/parts.ts";
import { listenOnAcceptSockets } from "./http/accept-sockets.ts";
import { defaultOverloadLimits } from "./http/overload.ts";
import { installGracefulShutdown } from "./lifecycle.ts";
import { loggerOptions } from "./logging.ts";
import { registerBuiltPages } from "./pages.ts";
import { createServices } from "./services/index.ts";

/** Listening sockets of a single process (decision 0076): each accepts one connection per loop turn. */
const acceptSocketCount = 64;

/** What preparing the database did, logged once per start as "database prepared". */
type Preparation = { migrationsApplied: number; seedPartsApplied: string[] };

/**
 * Runs the seed in a child process (server/db/seed/seed-process.ts) and returns the parts it
 * applied. A first start that seeded in the server's own process kept some 55 MB more RSS
 * for its life than a restart; see docs/decisions/0088.
 */
async function seedInChildProcess(): Promise<string[]> {
  const child = fork(fileURLToPath(new URL("./db/seed/seed-process.ts", import.meta.url)));
  let applied: string[] = [];
  child.on("message", (message) => (applied = message as string[]));
  // "close" comes after the exit and after the message channel has been read to its end.
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`Seeding the database failed (${signal ?? `exit code ${code}`})`);
  return applied;
}

/**
 * Migrations, then the seed (in a process of its own, only when there is something to seed)
 * and, with SEED_DEMO_USERS, the demo accounts: once per database however many processes start.
 */
async function prepareDatabase(database: DatabaseHandle, config: Config): Promise<Preparation> {
  const migrations = await migrateToLatest(database);
  const seedParts = (await pendingSeedParts(database.db)).size > 0 ? await seedInChildProcess() : [];
  if (config.seedDemoUsers) {
    const { seedDemoUsers } = await import("./db/seed/demo-users.ts");
    for (const line of await seedDemoUsers(database.db)) console.log(line);
  }
  return { migrationsApplied: migrations.length, seedPartsApplied: seedParts };
}

/** One server process: the API, the files and the pages on the configured port. */
async function serve(config: Config, { prepare }: { prepare: boolean }): Promise<void> {
  const development = config.env === "development";
  const database = openDatabase(databaseOptions(config));
  const prepared = prepare ? await prepareDatabase(database, config) : undefined;
  const services = createServices(database.db, { jwtSecret: config.jwtSecret });

  const app = await buildApp({
    database,
    services,
    logger: loggerOptions(config),
    contentSecurityPolicy: !development,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
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
  if (prepared) app.log.info(prepared, "database prepared");
  if (cluster.isWorker) {
    // Which process answered, for operators behind one port (and the scale-out tests).
    const servedBy = `worker-${cluster.worker?.id}`;
    app.addHook("onSend", async (_request, reply) => {
      reply.header("x-served-by", servedBy);
    });
  }
  const cacheSync = startCacheSync(database, config.databaseUrl, services.cache, app.log);
  app.addHook("onClose", () => cacheSync.close());

  installGracefulShutdown(app, database, config.shutdownGraceMs);

  try {
    // Node's default accept queue holds 511 connections; a results-day burst beyond it
    // would wait in SYN retries for seconds rather than get a quick answer (even a 503).
    // A cluster's workers get their connections from the primary, which accepts them.
    await listenOnAcceptSockets(app, {
      host: config.host,
      port: config.port,
      backlog: 4096,
      count: cluster.isWorker ? 1 : acceptSocketCount,
    });
    app.log.info(
      `DSEU site on ${database.engine}, Node ${process.versions.node}, at http://localhost:${config.port}` +
        (cluster.isWorker ? ` (worker ${cluster.worker?.id})` : ""),
    );
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

/**
 * The cluster's primary: prepares the database once, then runs the workers,
 * which share the port. A worker that dies is replaced; SIGTERM or SIGINT
 * drains every worker (each finishes its in-flight requests) and then exits,
 * non-zero if any worker did not stop cleanly.
 */
async function runPrimary(config: Config): Promise<void> {
  const log = pino(loggerOptions(config));
  const database = openDatabase(databaseOptions(config));
  log.info(await prepareDatabase(database, config), "database prepared");
  await database.close();

  relayCacheInvalidations();
  let stopping = false;
  const listening = new WeakSet<object>();
  const startWorker = () => cluster.fork();
  cluster.on("listening", (worker) => listening.add(worker));
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) {
        console.error(`Worker ${worker.id} did not stop cleanly (${signal ?? `exit code ${code}`})`);
        process.exitCode = 1;
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    // A worker that never got to listen (a port in use, say) would fail again: stop, it said why.
    if (!listening.has(worker)) {
      stop("SIGTERM");
      process.exitCode = 1;
      return;
    }
    console.error(`Worker ${worker.id} stopped (${signal ?? `exit code ${code}`}); starting another`);
    startWorker();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const forced = setTimeout(() => process.exit(1), config.shutdownGraceMs + 5_000);
    forced.unref();
  };
  // Kept listening: a repeated signal (see server/lifecycle.ts) must not end the primary mid-drain.
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let index = 0; index < config.webConcurrency; index += 1) startWorker();
}

const config = loadConfigOrExit();
if (cluster.isWorker) await serve(config, { prepare: false });
else if (config.webConcurrency > 1 && config.env !== "development") await runPrimary(config);
else await serve(config, { prepare: true });
