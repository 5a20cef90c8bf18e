import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The parts of the seed, in the order they run. "academics" (the first seed's
 * six invented schools) is retired: "academic-structure" replaces it and moves
 * a database that has it to the university's structure.
 */
export const seedParts = ["campuses", "campus-details", "academic-structure", "notices"] as const;
export type SeedPart = (typeof seedParts)[number];

/**
 * The parts not yet applied (recorded in `seed_part`): one small query, so a
 * start on a seeded database need not load the seed's data and PDF code.
 */
export async function pendingSeedParts(db: Kysely<Database>): Promise<Set<SeedPart>> {
  const applied = new Set((await db.selectFrom("seed_part").select("part").execute()).map((row) => row.part));
  return new Set(seedParts.filter((part) => !applied.has(part)));
}
