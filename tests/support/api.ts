import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "#server/app.ts";
import type { Engine } from "#server/db/database.ts";
import { createServices, type ServiceOptions, type Services } from "#server/services/index.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";

export type TestApi = { app: FastifyInstance; database: TestDatabase; services: Services; close: () => Promise<void> };

/**
 * Tests drive the app from its own process, as fast as they can: the test code's
 * work would count as load, so shedding is left to the tests that are about it.
 * The loop's delay is not checked at all: injected requests awaited one after another
 * run in one chain of microtasks, and a chain that outlasts the guard's one-second
 * sample (a property test's hundred requests) leaves it no delay measured, which
 * it reads as an infinite delay once the loop turns.
 */
export const testLoad = { maxEventLoopDelayMs: 0, maxHeapShare: 1 };

/**
 * The real API (no pages) over a fresh seeded database of the given engine, with any app options,
 * the database's seed options (its profile, its day) and the services' (their clock or a test's
 * timers, say).
 */
export async function createTestApi(
  engine: Engine,
  options: Omit<AppOptions, "database" | "services"> = {},
  seeding: Parameters<typeof createTestDatabase>[1] = {},
  serviceOptions: ServiceOptions = {},
): Promise<TestApi> {
  const database = await createTestDatabase(engine, seeding);
  const services = createServices(database.db, serviceOptions);
  // Every injected request comes from one address: the rate limit is for the tests about it.
  // Tests that play several clients name them in X-Forwarded-For, as a trusted proxy would.
  const app = await buildApp({
    overloadLimits: testLoad,
    rateLimitPerMinute: 1_000_000,
    trustProxy: 1,
    ...options,
    database,
    services,
  });
  await app.ready();
  return {
    app,
    database,
    services,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** GETs a path and returns the status, headers and parsed JSON body (undefined when empty). */
export async function getJson(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: "GET", url, headers });
  return {
    status: response.statusCode,
    headers: response.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read into the JSON freely
    json: (response.body ? JSON.parse(response.body) : undefined) as any,
  };
}
