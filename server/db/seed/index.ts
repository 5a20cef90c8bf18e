import type { Insertable, Kysely, Transaction } from "kysely";
import { campusFacts } from "#common/campuses.ts";
import type { Database } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { academicRows, departmentFacts } from "./academics.ts";
import { facultyRows } from "./faculty.ts";
import { noticeRows, planNotices } from "./notices.ts";
import { pendingSeedParts, type SeedPart } from "./parts.ts";
import { createRandom } from "./random.ts";

/** Reference facts carry a fixed date; notices are dated relative to the seed run (see notices.ts). */
const seededAt = "2024-07-01T00:00:00.000Z";

/** A map search for the campus: a link that works without knowing its coordinates. */
function mapsSearchUrl(name: string, address: string | undefined): string {
  const query = [name, address ?? "New Delhi"].join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Rows inserted in batches: well under both engines' limits on bound parameters. */
const batchSize = 100;

function batches<Row>(rows: ReadonlyArray<Row>): Row[][] {
  return Array.from({ length: Math.ceil(rows.length / batchSize) }, (_, index) =>
    rows.slice(index * batchSize, (index + 1) * batchSize),
  );
}

type TableWithId = "department_school" | "department" | "faculty" | "program";

/** Inserts the rows whose id is not taken yet, in batches. */
async function insertMissing<Table extends TableWithId>(
  trx: Transaction<Database>,
  table: Table,
  rows: ReadonlyArray<Insertable<Database[Table]>>,
): Promise<void> {
  for (const batch of batches(rows)) {
    await trx
      .insertInto(table)
      .values(batch)
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  }
}

/**
 * Fills the database with realistic data, one part at a time, each part once
 * (recorded in `seed_part`): a restart neither repeats work nor brings back rows
 * staff deleted. Deterministic: the same run date always gives the same rows,
 * with ids from natural keys; inserts skip ids that exist, so two processes
 * seeding at once cannot collide. A seeded database costs one query at start.
 */
export async function seedDatabase(db: Kysely<Database>, { today = new Date() }: { today?: Date } = {}): Promise<void> {
  const pendingParts = await pendingSeedParts(db);
  if (pendingParts.size === 0) return;
  const pending = (part: SeedPart) => pendingParts.has(part);
  // PDFs are made before the transaction, so it stays short.
  const notices = pending("notices") ? await Promise.all(planNotices(today).map(noticeRows)) : [];

  await db.transaction().execute(async (trx) => {
    const markApplied = (part: SeedPart) =>
      trx
        .insertInto("seed_part")
        .values({ part, applied_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.column("part").doNothing())
        .execute();

    if (pending("campuses")) {
      await seedCampuses(trx);
      await markApplied("campuses");
    }
    if (pending("academics")) {
      await seedAcademics(trx);
      await markApplied("academics");
    }
    if (pending("notices")) {
      for (const { notice, file } of notices) {
        if (file) {
          await trx
            .insertInto("stored_file")
            .values(file)
            .onConflict((conflict) => conflict.column("id").doNothing())
            .execute();
        }
        await trx
          .insertInto("notice")
          .values(notice)
          .onConflict((conflict) => conflict.column("id").doNothing())
          .execute();
      }
      await markApplied("notices");
    }
  });
}

/** The 22 campuses; one seeded before maps links existed gets its link. */
async function seedCampuses(trx: Transaction<Database>): Promise<void> {
  const campuses = campusFacts.map((campus, index) => ({
    id: stableId("campus", campus.slug),
    slug: campus.slug,
    name: campus.name,
    zone: campus.zone,
    address: campus.address ?? null,
    maps_url: mapsSearchUrl(campus.name, campus.address),
    sort_order: index,
    created_at: seededAt,
  }));
  await trx
    .insertInto("campus")
    .values(campuses)
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet((eb) => ({ maps_url: eb.ref("excluded.maps_url") }))
        .where("campus.maps_url", "is", null),
    )
    .execute();
}

/** Schools, departments (with their heads), faculty, programmes and where each is offered. */
async function seedAcademics(trx: Transaction<Database>): Promise<void> {
  const { faculty, headOf } = facultyRows(departmentFacts, createRandom("faculty"), seededAt);
  const academics = academicRows(createRandom("academics"), seededAt, (slug) => headOf.get(slug) ?? null);
  await insertMissing(trx, "department_school", academics.schools);
  await insertMissing(trx, "department", academics.departments);
  await insertMissing(trx, "faculty", faculty);
  await insertMissing(trx, "program", academics.programs);
  for (const batch of batches(academics.offerings)) {
    await trx
      .insertInto("program_campus")
      .values(batch)
      .onConflict((conflict) => conflict.columns(["program_id", "campus_id"]).doNothing())
      .execute();
  }
}
