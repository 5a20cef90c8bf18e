import type { Kysely } from "kysely";
import type { Database } from "../schema.ts";

/**
 * The parts of the seed, in the order they run. "academics" (the first seed's
 * six invented schools) is retired: "academic-structure" replaces it and moves
 * a database that has it to the university's structure. "sample-marks" flags
 * the invented rows of a database seeded before they were flagged (decision 0130);
 * "admission-session" gives an older admission page the session's placeholder (decision 0171);
 * "hostel-text" gives an older scholarship page its section on hostels (decision 0126);
 * "reported-programmes" seeds the programmes the campuses reported, in both profiles (decision 0186).
 */
export const seedParts = [
  "campuses",
  "campus-details",
  "academic-structure",
  "notices",
  "sample-marks",
  "information-pages",
  "admission-session",
  "hostel-text",
  "reported-programmes",
] as const;
export type SeedPart = (typeof seedParts)[number];

/**
 * The parts not yet applied (recorded in `seed_part`): one small query, so a
 * start on a seeded database need not load the seed's data and PDF code.
 */
export async function pendingSeedParts(db: Kysely<Database>): Promise<Set<SeedPart>> {
  const applied = new Set((await db.selectFrom("seed_part").select("part").execute()).map((row) => row.part));
  return new Set(seedParts.filter((part) => !applied.has(part)));
}

/**
 * What an empty database is seeded with (SEED): `facts`, only what the university
 * publishes; `demo`, those facts and invented people, programme structures and notices,
 * each flagged as sample data (decision 0130). A part, once applied, never runs again,
 * so the profile of a database's first seed stays its profile.
 */
export const seedProfiles = ["facts", "demo"] as const;
export type SeedProfile = (typeof seedProfiles)[number];
