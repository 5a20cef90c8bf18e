/**
 * What `npm start` does once before it serves, in a process of its own that
 * server/supervisor.ts starts and waits for: checks the settings, builds the pages when their
 * sources changed, and prepares the database. Its code (zod, Kysely, the migrations, the
 * build check) and what running it leaves in the heap go when it exits, instead of staying
 * in the supervisor for its life. Sends the supervisor the settings it needs and what
 * preparing did; a failure is said in one line (or the build's messages) and ends it non-zero.
 */
import pino from "pino";
import { loadConfigOrExit, type Config } from "./config.ts";
import { databaseOptions, openDatabaseOrExit } from "./db/database.ts";
import { loggerOptions } from "./logging.ts";
import { buildPagesIfStale } from "./page-build.mjs";
import { prepareDatabaseOrExit, warnOfProductionSettings, type Preparation } from "./prepare-database.ts";

export type Prepared = {
  settings: Pick<Config, "env" | "logLevel" | "webConcurrency" | "shutdownGraceMs">;
  preparation: Preparation;
};

const config = loadConfigOrExit();
const buildFailure = buildPagesIfStale(config.buildDir);
if (buildFailure) {
  console.error(buildFailure);
  process.exit(1);
}
const database = openDatabaseOrExit(databaseOptions(config));
try {
  const preparation = await prepareDatabaseOrExit(database, config);
  warnOfProductionSettings(config, pino(loggerOptions(config)));
  const { env, logLevel, webConcurrency, shutdownGraceMs } = config;
  const prepared: Prepared = { settings: { env, logLevel, webConcurrency, shutdownGraceMs }, preparation };
  await new Promise<void>((resolve, reject) =>
    process.send!(prepared, (error: Error | null) => (error ? reject(error) : resolve())),
  );
} finally {
  await database.close();
}
