import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { createCampusService } from "./campus-service.ts";

/** The domain services: the only code that reaches the database. */
export function createServices(db: Kysely<Database>) {
  return {
    campus: createCampusService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
