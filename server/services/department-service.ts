import type { Kysely } from "kysely";
import type { Department, DepartmentSchool } from "#common/api/academics.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { sortByName } from "./rows.ts";

export function createDepartmentService(db: Kysely<Database>, cache: ReadCache) {
  /** Every department with its school, sorted by name. */
  const list = (): Promise<Department[]> =>
    cache.read("department:list", async () => {
      const rows = await db
        .selectFrom("department")
        .innerJoin("department_school as school", "school.id", "department.school_id")
        .select([
          "department.id",
          "department.name",
          "department.name_hi",
          "department.hod_email",
          "department.overview",
          "school.id as school_id",
          "school.name as school_name",
          "school.name_hi as school_name_hi",
        ])
        .orderBy("department.id")
        .execute();
      const departments = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        name_hi: row.name_hi,
        hod: row.hod_email,
        school: { _id: row.school_id, name: row.school_name, name_hi: row.school_name_hi },
        overview: row.overview,
      }));
      return { value: sortByName(departments, (department) => department.name) };
    });

  return {
    list,

    async find(id: string): Promise<Department | undefined> {
      return (await list()).find((department) => department._id === id);
    },

    /** The schools sorted by name, each with its departments sorted by name. */
    listSchools(): Promise<DepartmentSchool[]> {
      return cache.read("department:schools", async () => {
        const [schools, departments] = await Promise.all([
          db.selectFrom("department_school").select(["id", "name", "name_hi", "abbreviation"]).orderBy("id").execute(),
          list(),
        ]);
        const bySchool = Map.groupBy(departments, (department) => department.school._id);
        return {
          value: sortByName(schools, (school) => school.name).map((school) => ({
            _id: school.id,
            name: school.name,
            name_hi: school.name_hi,
            abbreviation: school.abbreviation,
            dept_id: (bySchool.get(school.id) ?? []).map(({ school: _school, ...department }) => department),
          })),
        };
      });
    },
  };
}

export type DepartmentService = ReturnType<typeof createDepartmentService>;
