import type { Insertable, Kysely, Transaction } from "kysely";
import { blockText, type TextBlock } from "#common/notice-text.ts";
import { campusFacts } from "#common/campus-facts.ts";
import { readTextLayerOutcome } from "../notice-text/read-pdf.ts";
import { defaultReadingLimits } from "../notice-text/reading-outcome.ts";
import { rebuildSearchIndex } from "../search-index.ts";
import type { Database } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { programFacts } from "./academics-facts.ts";
import {
  academicRows,
  currentDepartments,
  departmentId,
  firstSeedDepartments,
  firstSeedProgramDepartment,
  schoolId,
  successorDepartmentSlug,
  successorSchoolSlug,
  templateOverview,
} from "./academics.ts";
import { campusDetails } from "./campus-details.ts";
import { reportedProgrammes } from "#common/programme-names.ts";
import { facultyRows, firstSeedEmailDomain, sampleEmailDomain } from "./faculty.ts";
import { seedInformationPages } from "./information-pages.ts";
import { seedAdmissionSessionText } from "./admission-session-text.ts";
import { seedHostelText } from "./hostel-text.ts";
import { isSampleNotice, noticeRows, planNotices } from "./notices.ts";
import { pendingSeedParts, type SeedPart, type SeedProfile } from "./parts.ts";
import { createRandom } from "./random.ts";

/** Reference facts carry a fixed date; notices are dated relative to the seed run (see notices.ts). */
const seededAt = "2024-07-01T00:00:00.000Z";

/** A map search for the campus: a link that works without knowing its coordinates. */
/** A seeded PDF's blocks: the seed makes PDFs with a text layer, read as an upload's would be. */
async function seededFileBlocks(content: Uint8Array): Promise<TextBlock[]> {
  const read = await readTextLayerOutcome(content, defaultReadingLimits, Number.POSITIVE_INFINITY);
  if (!("outcome" in read) || read.outcome.state !== "pdf") throw new Error("A seeded PDF has no text layer");
  return read.outcome.blocks;
}

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
 * Fills the database, one part at a time, each part once (recorded in
 * `seed_part`): a restart neither repeats work nor brings back rows staff
 * deleted. `facts` seeds what the university publishes; `demo` adds invented
 * people, programmes and notices, flagged as sample data (decision 0130).
 * Deterministic: the same run date always gives the same rows,
 * with ids from natural keys; inserts skip ids that exist, so two processes
 * seeding at once cannot collide. A seeded database costs one query at start.
 * Returns the parts this run applied.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  { today = new Date(), profile = "demo" }: { today?: Date; profile?: SeedProfile } = {},
): Promise<SeedPart[]> {
  const pendingParts = await pendingSeedParts(db);
  if (pendingParts.size === 0) return [];
  const pending = (part: SeedPart) => pendingParts.has(part);
  // PDFs are made before the transaction, so it stays short.
  const plannedNotices = planNotices(today).filter((notice) => profile === "demo" || !isSampleNotice(notice));
  const notices = pending("notices") ? await Promise.all(plannedNotices.map(noticeRows)) : [];
  // Their PDFs' text too, as the servers' reading gives it (decision 0260), for the reading views
  // and the search (which an upload's text, decision 0152, is the same words as).
  const fileBlocks = new Map<string, TextBlock[]>();
  for (const { file } of notices) if (file) fileBlocks.set(file.id, await seededFileBlocks(file.content));
  // An empty database gets its invented rows flagged as they are inserted; only an older one needs marking.
  const seededBefore = !pending("campuses");

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
    if (pending("campus-details")) {
      await seedCampusDetails(trx);
      await markApplied("campus-details");
    }
    if (pending("academic-structure")) {
      await seedAcademicStructure(trx, profile);
      await markApplied("academic-structure");
    }
    if (pending("notices")) {
      for (const { notice, file } of notices) {
        if (file) {
          const blocks = fileBlocks.get(file.id)!;
          await trx
            .insertInto("stored_file")
            .values({ ...file, text: blocks.map(blockText).join("\n") })
            .onConflict((conflict) => conflict.column("id").doNothing())
            .execute();
          await trx
            .insertInto("notice_file_text")
            .values({ file_id: file.id, state: "pdf", blocks: JSON.stringify(blocks), updated_at: file.created_at })
            .onConflict((conflict) => conflict.column("file_id").doNothing())
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
    if (pending("sample-marks")) {
      if (seededBefore) await markSampleRows(trx);
      await markApplied("sample-marks");
    }
    if (pending("information-pages")) {
      await seedInformationPages(trx);
      await markApplied("information-pages");
    }
    if (pending("admission-session")) {
      await seedAdmissionSessionText(trx);
      await markApplied("admission-session");
    }
    if (pending("hostel-text")) {
      await seedHostelText(trx);
      await markApplied("hostel-text");
    }
    if (pending("reported-programmes")) {
      await seedReportedProgrammes(trx);
      await markApplied("reported-programmes");
    }
    // What any part added is found by the search at once (decision 0151).
    await rebuildSearchIndex(trx);
  });
  return [...pendingParts];
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

/** Hindi names of every campus, and what six campuses report about themselves (the newer address and its map link included). */
async function seedCampusDetails(trx: Transaction<Database>): Promise<void> {
  for (const campus of campusFacts) {
    const details = campusDetails[campus.slug];
    await trx
      .updateTable("campus")
      .set({
        name_hi: campus.nameHi,
        ...(details && {
          director: details.director,
          director_email: details.directorEmail,
          address: details.address,
          maps_url: mapsSearchUrl(campus.name, details.address),
          transport: details.transport ?? null,
          history: details.history ?? null,
          highlights: JSON.stringify(details.highlights ?? []),
          labs: JSON.stringify(details.labs),
          listed_programmes: JSON.stringify(details.listedProgrammes),
        }),
      })
      .where("id", "=", stableId("campus", campus.slug))
      .execute();
  }
}

/**
 * The university's faculties and departments and, in the demo, the invented
 * faculty and the programmes. On a database that holds the first seed's six schools, the same
 * step moves that seed's people and programmes to their current departments
 * (texts too, unless staff edited them), moves anything staff added under the
 * old departments and schools to their successors, and deletes the old ones:
 * the result is the freshly seeded database plus the staff's own rows.
 */
async function seedAcademicStructure(trx: Transaction<Database>, profile: SeedProfile): Promise<void> {
  const { faculty, firstSeed, academics } = demoAcademics();
  const demo = profile === "demo";
  await insertMissing(trx, "department_school", academics.schools);
  await insertMissing(
    trx,
    "department",
    academics.departments.map((department) => (demo ? department : { ...department, hod_email: null })),
  );
  if (demo) {
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

  const current = new Map(faculty.map((person) => [person.id, person]));
  for (const placement of firstSeed) {
    const person = current.get(placement.id)!;
    await trx
      .updateTable("faculty")
      .set({ department_id: person.department_id })
      .where("id", "=", placement.id)
      .where("department_id", "=", placement.departmentId)
      .execute();
    for (const text of ["profile", "qualifications"] as const) {
      await trx
        .updateTable("faculty")
        .set({ [text]: person[text] })
        .where("id", "=", placement.id)
        .where(text, "=", placement[text])
        .execute();
    }
  }
  const programs = new Map(academics.programs.map((program) => [program.code, program]));
  for (const fact of programFacts) {
    const program = programs.get(fact.code)!;
    await trx
      .updateTable("program")
      .set({ department_id: program.department_id })
      .where("id", "=", program.id)
      .where("department_id", "=", firstSeedProgramDepartment(fact))
      .execute();
    await trx
      .updateTable("program")
      .set({ name_hi: program.name_hi })
      .where("id", "=", program.id)
      .where("name_hi", "is", null)
      .execute();
  }

  for (const old of firstSeedDepartments) {
    const oldId = departmentId(old.slug);
    const successorId = departmentId(successorDepartmentSlug(old.slug));
    for (const table of ["faculty", "program"] as const) {
      await trx.updateTable(table).set({ department_id: successorId }).where("department_id", "=", oldId).execute();
    }
    await trx.deleteFrom("department").where("id", "=", oldId).execute();
  }
  for (const oldSchool of new Set(firstSeedDepartments.map((department) => department.school))) {
    const oldId = schoolId(oldSchool);
    await trx
      .updateTable("department")
      .set({ school_id: schoolId(successorSchoolSlug(oldSchool)) })
      .where("school_id", "=", oldId)
      .execute();
    await trx.deleteFrom("department_school").where("id", "=", oldId).execute();
  }
}

/** The structure's rows with the demo's invented people and programmes (the same streams every run). */
function demoAcademics() {
  const { faculty, headOf, firstSeed } = facultyRows(
    currentDepartments,
    { firstSeed: createRandom("faculty"), added: createRandom("faculty-added") },
    seededAt,
  );
  const academics = academicRows(createRandom("academics"), seededAt, (slug) => headOf.get(slug) ?? null);
  return { faculty, firstSeed, academics };
}

/**
 * The programmes the campuses reported (decision 0186), in every profile: each once, with
 * the campuses that list it, its level as its name states it and nothing the facts do not
 * say (no code, department, duration, intake, eligibility or structure). The demo's
 * invented programmes that stood for them go, unless staff have changed them since.
 */
async function seedReportedProgrammes(trx: Transaction<Database>): Promise<void> {
  const counterparts = Object.values(campusDetails).flatMap((details) => details.inventedCounterparts);
  await trx
    .deleteFrom("program")
    .where(
      "id",
      "in",
      [...new Set(counterparts)].map((code) => stableId("program", code)),
    )
    .where("sample", "=", 1)
    .whereRef("updated_at", "=", "created_at")
    .execute();
  const listed = Object.fromEntries(
    Object.entries(campusDetails).map(([slug, details]) => [slug, details.listedProgrammes]),
  );
  for (const programme of reportedProgrammes(listed)) {
    const id = stableId("program", `reported:${programme.key}`);
    await trx
      .insertInto("program")
      .values({
        id,
        code: null,
        name: programme.name,
        level: programme.level,
        department_id: null,
        duration: null,
        intake: null,
        years: JSON.stringify(null),
        created_at: seededAt,
        updated_at: seededAt,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    await trx
      .insertInto("program_campus")
      .values(programme.campuses.map((slug) => ({ program_id: id, campus_id: stableId("campus", slug) })))
      .onConflict((conflict) => conflict.columns(["program_id", "campus_id"]).doNothing())
      .execute();
  }
}

/**
 * On a database seeded before invented rows were flagged (decision 0130): flags the
 * seed's people, programmes and notices as sample data, moves the people's addresses
 * from the university's domain to the reserved one (where staff have not changed
 * them, the heads of department with them), and empties the template overview of
 * every department still holding it.
 */
async function markSampleRows(trx: Transaction<Database>): Promise<void> {
  const { faculty, academics } = demoAcademics();
  for (const person of faculty) {
    const firstSeedEmail = person.email.replace(`@${sampleEmailDomain}`, `@${firstSeedEmailDomain}`);
    await trx.updateTable("faculty").set({ sample: 1 }).where("id", "=", person.id).execute();
    await trx
      .updateTable("faculty")
      .set({ email: person.email })
      .where("id", "=", person.id)
      .where("email", "=", firstSeedEmail)
      .execute();
    await trx
      .updateTable("department")
      .set({ hod_email: person.email })
      .where("hod_email", "=", firstSeedEmail)
      .execute();
  }
  const samples = {
    program: academics.programs.map((program) => program.id),
    notice: planNotices(new Date())
      .filter(isSampleNotice)
      .map((notice) => notice.id),
  };
  for (const table of ["program", "notice"] as const) {
    for (const ids of batches(samples[table])) {
      await trx.updateTable(table).set({ sample: 1 }).where("id", "in", ids).execute();
    }
  }
  for (const department of currentDepartments) {
    await trx
      .updateTable("department")
      .set({ overview: "" })
      .where("id", "=", departmentId(department.slug))
      .where("overview", "=", templateOverview(department))
      .execute();
  }
}
