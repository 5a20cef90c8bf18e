import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { departmentSchema, departmentSchoolSchema, programSchema } from "#common/api/academics.ts";
import { campusSchema } from "#common/api/campus.ts";
import { campusFacts } from "#common/campus-facts.ts";
import type { Database } from "#server/db/schema.ts";
import { programFacts } from "#server/db/seed/academics-facts.ts";
import {
  currentDepartments,
  departmentId,
  firstSeedDepartments,
  firstSeedProgramDepartment,
  schoolId,
} from "#server/db/seed/academics.ts";
import { firstSeedSchools } from "#server/db/seed/academics-facts.ts";
import { facultyRows } from "#server/db/seed/faculty.ts";
import { campusDetails } from "#server/db/seed/campus-details.ts";
import { seedDatabase } from "#server/db/seed/index.ts";
import { createRandom } from "#server/db/seed/random.ts";
import { stableId } from "#server/db/stable-id.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";

const devanagari = /^[\u0900-\u097F][\u0900-\u097F\s,.()\-–IV]*$/u;

/** Invented programmes added after the first seed, for what the campuses reported (now their counterparts). */
const addedProgrammes = ["BTAIML", "BTDA", "MBADA", "BCA", "BLIS", "MBARM", "DPOLY", "DPCE", "BSCESDM"];

describe.each(testEngines)("the university's structure in the API on %s", (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(engine);
  });
  afterAll(() => api.close());

  it("has the 15 faculties with their abbreviations and Hindi names, and the 105 departments", async () => {
    const schools = z
      .array(departmentSchoolSchema)
      .parse((await getJson(api.app, "/api/v1/departmentSchools")).json.data.departmentSchools);
    expect(schools).toHaveLength(15);
    expect(schools.map((school) => school.abbreviation).sort()).toEqual(
      [
        "FAAS",
        "FAMSHS",
        "FDS",
        "FACES",
        "FBFMS",
        "FSS",
        "FCES",
        "FCITES",
        "FCSTS",
        "FEEES",
        "FES",
        "FLCS",
        "FMES",
        "FSSLS",
        "FTHS",
      ].sort(),
    );
    expect(schools.every((school) => school.name.startsWith("Faculty of") && devanagari.test(school.name_hi!))).toBe(
      true,
    );
    expect(schools.find((school) => school.abbreviation === "FLCS")).toMatchObject({
      name: "Faculty of Language and Communication Skills",
      name_hi: "भाषा एवं संचार कौशल संकाय",
    });
    expect(schools.reduce((sum, school) => sum + school.dept_id.length, 0)).toBe(105);

    const departments = z
      .array(departmentSchema)
      .parse((await getJson(api.app, "/api/v1/departments")).json.data.departments);
    expect(departments).toHaveLength(105);
    expect(new Set(departments.map((department) => department.name)).size).toBe(105);
    expect(departments.every((department) => department.name_hi?.endsWith(" विभाग"))).toBe(true);
    const fcites = schools.find((school) => school.abbreviation === "FCITES")!;
    expect(departments.find((department) => department.name === "Department of Computer Engineering")).toMatchObject({
      name_hi: "कंप्यूटर इंजीनियरिंग विभाग",
      school: { _id: fcites._id, name: fcites.name, name_hi: fcites.name_hi },
    });
  });

  it("spreads the people over every department, at least three each, the head one of them", async () => {
    const departments = await api.services.departments.list();
    const faculty = await api.services.faculty.list({ limit: 1000 });
    const byDepartment = Map.groupBy(faculty, (person) => person.dept_id._id);
    for (const department of departments) {
      const people = byDepartment.get(department._id) ?? [];
      expect(people.length, department.name).toBeGreaterThanOrEqual(3);
      expect(people.every((person) => person.dept_id.name_hi === department.name_hi)).toBe(true);
      expect(people.map((person) => person.email)).toContain(department.hod);
      // Texts name the person's own department.
      expect(people.every((person) => person.profile.includes(department.name))).toBe(true);
    }
  });

  it("places each invented programme in a department its name fits; those that stood for reported ones give way", async () => {
    const programs = z.array(programSchema).parse((await getJson(api.app, "/api/v1/program")).json.data.programs);
    const counterparts = new Set(Object.values(campusDetails).flatMap((details) => details.inventedCounterparts));
    const invented = programs.filter((program) => program.code !== null);
    expect(invented.map((program) => program.code).sort()).toEqual(
      programFacts
        .map((fact) => fact.code)
        .filter((code) => !counterparts.has(code))
        .sort(),
    );
    const byCode = new Map(invented.map((program) => [program.code, program]));
    expect(byCode.get("DMT")!.dept_id!.name).toBe("Department of Mechatronics");
    expect(byCode.get("MBAIE")!.dept_id!.name).toBe("Department of Innovation Entrepreneurship");
    expect(invented.filter((program) => !devanagari.test(program.name_hi ?? ""))).toEqual([]);
    expect(byCode.get("BTME")!.name_hi).toBe("बी.टेक. (यांत्रिक इंजीनियरिंग)");
    // The department and campuses a programme names come with their Hindi names too.
    expect(byCode.get("DMT")!.dept_id!.name_hi).toBe("मेकाट्रॉनिक्स विभाग");
    expect(programs.every((program) => program.campuses.every((campus) => devanagari.test(campus.name_hi ?? "")))).toBe(
      true,
    );
  });

  it("gives every campus a Hindi name and six campuses the details they reported", async () => {
    const campuses = z.array(campusSchema).parse((await getJson(api.app, "/api/v1/campus")).json.data.campuses);
    expect(campuses).toHaveLength(campusFacts.length);
    expect(campuses.every((campus) => devanagari.test(campus.name_hi!))).toBe(true);
    const bySlug = new Map(campuses.map((campus) => [campus.slug, campus]));
    expect(bySlug.get("ambedkar")).toMatchObject({
      name_hi: "आंबेडकर डीएसईयू परिसर",
      director: "Dr. Ghanshyam",
      director_email: "director-ait@dseu.ac.in",
      address: "Opp. Madhuban Colony, Shakarpur Extension, near Nirman Vihar Metro Station, Delhi-110092",
      transport: null,
      listed_programmes: ["FTD Electronics", "FTD Computers", "BS Computer Application", "UG ESDM", "B.Tech ECE"],
    });
    expect(bySlug.get("ambedkar")!.labs).toHaveLength(17);
    // The map link follows the newer address.
    expect(bySlug.get("ambedkar")!.maps_url).toContain(encodeURIComponent("Nirman Vihar Metro Station"));
    expect(bySlug.get("jaffarpur")).toMatchObject({
      transport: "DTC buses from Uttam Nagar, Dwarka and Dhansa bus stop (nearest metro)",
      highlights: ["Fully air-conditioned building", "Smart classrooms"],
      labs: ["Computer Lab 1", "Computer Lab 2"],
    });
    expect(bySlug.get("bhai-parmanand")!.history).toMatch(/^Founded by the Government of Delhi in 1965;/);
    const withDetails = campuses.filter((campus) => campus.director !== null).map((campus) => campus.slug);
    expect(withDetails.sort()).toEqual(
      ["ambedkar", "bhai-parmanand", "guru-nanak-dev", "jaffarpur", "ranhola", "vivek-vihar"].sort(),
    );
    expect(bySlug.get("dwarka")).toMatchObject({ director: null, history: null, labs: [], listed_programmes: [] });
    // One shape for every campus, in the zone listing too.
    const north = (await getJson(api.app, "/api/v1/campus?zone=north")).json.data.campuses;
    expect(north.find((campus: { slug: string }) => campus.slug === "guru-nanak-dev")).toEqual(
      bySlug.get("guru-nanak-dev"),
    );
  });
});

const academicTables = ["department_school", "department", "faculty", "program", "program_campus", "campus"] as const;

async function snapshot(db: Kysely<Database>) {
  const result: Record<string, string[]> = {};
  for (const table of academicTables) {
    const rows = await db.selectFrom(table).selectAll().execute();
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

/**
 * Turns a freshly seeded database back into what the first seed left: the six
 * invented schools and their departments holding the first seed's people
 * (with its texts) and programmes, no campus details, and the seed part
 * "academics" applied instead of the current ones. (The same convergence was
 * checked against a database made by the first seed's own code.)
 */
async function rebuildFirstSeed(db: Kysely<Database>): Promise<void> {
  const { firstSeed } = facultyRows(
    currentDepartments,
    { firstSeed: createRandom("faculty"), added: createRandom("faculty-added") },
    "2024-07-01T00:00:00.000Z",
  );
  await db.transaction().execute(async (trx) => {
    const at = "2024-07-01T00:00:00.000Z";
    for (const school of firstSeedSchools) {
      await trx
        .insertInto("department_school")
        .values({ id: schoolId(school.slug), slug: school.slug, name: school.name, created_at: at, updated_at: at })
        .execute();
    }
    for (const department of firstSeedDepartments) {
      await trx
        .insertInto("department")
        .values({
          id: departmentId(department.slug),
          slug: department.slug,
          name: department.name,
          school_id: schoolId(department.school),
          overview: `The ${department.name} of the first seed.`,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    for (const placement of firstSeed) {
      await trx
        .updateTable("faculty")
        .set({
          department_id: placement.departmentId,
          profile: placement.profile,
          qualifications: placement.qualifications,
        })
        .where("id", "=", placement.id)
        .execute();
    }
    await trx
      .deleteFrom("faculty")
      .where(
        "id",
        "not in",
        firstSeed.map((placement) => placement.id),
      )
      .execute();
    for (const fact of programFacts) {
      const id = stableId("program", fact.code);
      if (addedProgrammes.includes(fact.code)) {
        await trx.deleteFrom("program").where("id", "=", id).execute();
      } else {
        await trx
          .updateTable("program")
          .set({ department_id: firstSeedProgramDepartment(fact), name_hi: null })
          .where("id", "=", id)
          .execute();
      }
    }
    const firstSeedIds = firstSeedDepartments.map((department) => departmentId(department.slug));
    await trx.deleteFrom("department").where("id", "not in", firstSeedIds).execute();
    await trx
      .deleteFrom("department_school")
      .where(
        "id",
        "not in",
        firstSeedSchools.map((school) => schoolId(school.slug)),
      )
      .execute();
    await trx
      .updateTable("campus")
      .set({
        name_hi: null,
        director: null,
        director_email: null,
        transport: null,
        history: null,
        labs: "[]",
        highlights: "[]",
        listed_programmes: "[]",
      })
      .execute();
    // The programmes the campuses reported came later still (decision 0186).
    await trx.deleteFrom("program").where("code", "is", null).execute();
    await trx
      .deleteFrom("seed_part")
      .where("part", "in", ["academic-structure", "campus-details", "reported-programmes"])
      .execute();
    await trx.insertInto("seed_part").values({ part: "academics", applied_at: at }).execute();
  });
}

// Each test seeds three databases: minutes, not seconds, on a busy shared machine.
describe.each(testEngines)("reseeding a database of the first seed on %s", { timeout: 120_000 }, (engine) => {
  const databases: TestDatabase[] = [];
  afterAll(() => Promise.all(databases.map((database) => database.drop())));
  const today = new Date("2026-03-10T08:00:00Z");

  async function seeded(): Promise<TestDatabase> {
    const database = await createTestDatabase(engine, { seed: false });
    databases.push(database);
    await seedDatabase(database.db, { today });
    return database;
  }

  it("converges to the freshly seeded structure, without duplicates, and a second reseed changes nothing", async () => {
    const fresh = await snapshot((await seeded()).db);
    const old = await seeded();
    await rebuildFirstSeed(old.db);
    expect((await snapshot(old.db)).department).toHaveLength(firstSeedDepartments.length);

    await seedDatabase(old.db, { today });
    const converged = await snapshot(old.db);
    expect(converged).toEqual(fresh);
    expect(converged.department).toHaveLength(105);
    expect(converged.department_school).toHaveLength(15);
    await seedDatabase(old.db, { today: new Date("2026-09-01T08:00:00Z") });
    expect(await snapshot(old.db)).toEqual(fresh);
  });

  it("keeps staff edits and moves what staff added under the old departments and schools", async () => {
    const database = await seeded();
    await rebuildFirstSeed(database.db);
    const at = new Date().toISOString();
    const editedId = stableId("faculty", "civil:0");
    await database.db
      .updateTable("faculty")
      .set({ profile: "Written by the person." })
      .where("id", "=", editedId)
      .execute();
    await database.db
      .insertInto("program")
      .values({
        id: stableId("program", "STAFF"),
        code: "STAFF",
        name: "Diploma in Surveying",
        level: "DIPLOMA",
        department_id: departmentId("civil"),
        duration: "3 years",
        years: "null",
        created_at: at,
        updated_at: at,
      })
      .execute();
    await database.db
      .insertInto("department")
      .values({
        id: stableId("department", "textile-testing"),
        slug: "textile-testing",
        name: "Department of Textile Testing",
        school_id: schoolId("design"),
        overview: "Added by staff.",
        created_at: at,
        updated_at: at,
      })
      .execute();

    await seedDatabase(database.db, { today });

    const edited = await database.db
      .selectFrom("faculty")
      .selectAll()
      .where("id", "=", editedId)
      .executeTakeFirstOrThrow();
    expect(edited).toMatchObject({
      profile: "Written by the person.",
      department_id: departmentId("civil-engineering"),
    });
    const program = await database.db
      .selectFrom("program")
      .select("department_id")
      .where("code", "=", "STAFF")
      .executeTakeFirstOrThrow();
    expect(program.department_id).toBe(departmentId("civil-engineering"));
    const added = await database.db
      .selectFrom("department")
      .select("school_id")
      .where("slug", "=", "textile-testing")
      .executeTakeFirstOrThrow();
    expect(added.school_id).toBe(schoolId("fds"));
    const schools = await database.db.selectFrom("department_school").select("id").execute();
    expect(schools).toHaveLength(15);
    const departments = await database.db.selectFrom("department").select("slug").execute();
    expect(departments).toHaveLength(106);
  });
});
