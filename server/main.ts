import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { databaseOptions, migrateToLatest, openDatabase } from "./db/database.ts";
import { pendingSeedParts } from "./db/seed/parts.ts";
import { installGracefulShutdown } from "./lifecycle.ts";
import { registerBuiltPages } from "./pages.ts";
import { createServices } from "./services/index.ts";

const config = loadConfigOrExit();
const development = config.env === "development";
const database = openDatabase(databaseOptions(config));
await migrateToLatest(database);
// The seed's data and PDF code (some 25 MB) are loaded only when there is something to seed.
if ((await pendingSeedParts(database.db)).size > 0) {
  const { seedDatabase } = await import("./db/seed/index.ts");
  await seedDatabase(database.db);
}
const services = createServices(database.db);

const app = await buildApp({
  database,
  services,
  logger: {
    level: config.logLevel,
    ...(development ? { transport: { target: "pino-pretty", options: { colorize: true } } } : {}),
  },
  contentSecurityPolicy: !development,
  registerPages: async (fastify) => {
    if (development) {
      const { registerDevPages } = await import("./dev-pages.ts");
      await registerDevPages(fastify, services);
    } else {
      await registerBuiltPages(fastify, services, config.buildDir);
    }
  },
});

installGracefulShutdown(app, database, config.shutdownGraceMs);

try {
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`DSEU site on ${database.engine}, Node ${process.versions.node}, at http://localhost:${config.port}`);
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
