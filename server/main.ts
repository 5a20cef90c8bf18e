import { buildApp } from "./app.ts";
import { loadConfigOrExit } from "./config.ts";
import { databaseOptions, migrateToLatest, openDatabase } from "./db/database.ts";
import { seedDemoUsers } from "./db/seed/demo-users.ts";
import { seedDatabase } from "./db/seed/index.ts";
import { installGracefulShutdown } from "./lifecycle.ts";
import { registerBuiltPages } from "./pages.ts";
import { createServices } from "./services/index.ts";

const config = loadConfigOrExit();
const development = config.env === "development";
const database = openDatabase(databaseOptions(config));
await migrateToLatest(database);
await seedDatabase(database.db);
if (config.seedDemoUsers) for (const line of await seedDemoUsers(database.db)) console.log(line);
const services = createServices(database.db, { jwtSecret: config.jwtSecret });

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
