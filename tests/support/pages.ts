import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import type { Engine } from "#server/db/database.ts";
import type { OverloadLimits } from "#server/delivery/overload.ts";
import { testLoad } from "./api.ts";
import { registerBuiltPages } from "#server/pages.ts";
import type { SeedProfile } from "#server/db/seed/parts.ts";
import { createServices, type ServiceOptions, type Services } from "#server/services/index.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";
import { testBuildDirectory } from "./test-build.ts";

export type TestSite = {
  app: FastifyInstance;
  services: Services;
  database: TestDatabase;
  buildDirectory: string;
  close: () => Promise<void>;
};

/**
 * The whole site (API and built pages, as `npm start` serves it) over a fresh database (SQLite
 * unless told the engine) seeded with the demo profile unless told another; with the tests'
 * overload limits unless given others, behind no proxy unless told how many, and with the
 * services' options (their clock, say).
 */
export async function createTestSite({
  overloadLimits = testLoad,
  trustProxy = false,
  profile = "demo",
  engine = "sqlite",
  serviceOptions = {},
}: {
  overloadLimits?: OverloadLimits;
  trustProxy?: false | number;
  profile?: SeedProfile;
  engine?: Engine;
  serviceOptions?: ServiceOptions;
} = {}): Promise<TestSite> {
  const buildDirectory = path.resolve(import.meta.dirname, "../..", testBuildDirectory);
  const database: TestDatabase = await createTestDatabase(engine, { profile });
  const services = createServices(database.db, serviceOptions);
  const app = await buildApp({
    database,
    services,
    overloadLimits,
    trustProxy,
    // As in createTestApi: the rate limit is for the tests about it (a crawl asks for a hundred pages).
    rateLimitPerMinute: 1_000_000,
    registerPages: (fastify) => registerBuiltPages(fastify, services, buildDirectory),
  });
  await app.ready();
  return {
    app,
    services,
    database,
    buildDirectory,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
