import type { FastifyInstance } from "fastify";
import { buildApp } from "#server/app.ts";
import type { Engine } from "#server/db/database.ts";
import { createServices } from "#server/services/index.ts";
import { createTestDatabase, type TestDatabase } from "./databases.ts";

export type TestApi = { app: FastifyInstance; database: TestDatabase; close: () => Promise<void> };

/** The real API (no pages) over a fresh seeded database of the given engine. */
export async function createTestApi(engine: Engine): Promise<TestApi> {
  const database = await createTestDatabase(engine);
  const app = await buildApp({ database, services: createServices(database.db) });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
