import type { Kysely } from "kysely";
import type { Faculty } from "#common/api/academics.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { parseStringList, sortByName } from "./rows.ts";

export function createFacultyService(db: Kysely<Database>, cache: ReadCache) {
  const selectFaculty = () =>
    db
      .selectFrom("faculty")
      .innerJoin("department", "department.id", "faculty.department_id")
      .select([
        "faculty.id",
        "faculty.salutation",
        "faculty.firstname",
        "faculty.surname",
        "faculty.email",
        "faculty.designation",
        "faculty.qualifications",
        "faculty.areas_of_expertise",
        "faculty.photo",
        "faculty.profile",
        "department.id as department_id",
        "department.name as department_name",
        "department.name_hi as department_name_hi",
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof selectFaculty>["executeTakeFirstOrThrow"]>>;

  const toFaculty = (row: Row): Faculty => ({
    _id: row.id,
    salutation: row.salutation,
    firstname: row.firstname,
    surname: row.surname,
    email: row.email,
    dept_id: { _id: row.department_id, name: row.department_name, name_hi: row.department_name_hi },
    designation: row.designation,
    qualifications: parseStringList(row.qualifications),
    areas_of_expertise: parseStringList(row.areas_of_expertise),
    photo: row.photo,
    profile: row.profile,
  });

  /** Everyone, sorted by first name and surname. */
  const listAll = (): Promise<Faculty[]> =>
    cache.read("faculty:all", async () => {
      const rows = await selectFaculty().orderBy("faculty.id").execute();
      return { value: sortByName(rows.map(toFaculty), (person) => `${person.firstname} ${person.surname}`) };
    });

  return {
    /** People sorted by first name and surname, at most `limit` of them. */
    list({ limit }: { limit: number }): Promise<Faculty[]> {
      return cache.read(`faculty:list:${limit}`, async () => ({ value: (await listAll()).slice(0, limit) }));
    },

    find(id: string): Promise<Faculty | undefined> {
      return cache.read(`faculty:one:${id}`, async () => {
        const row = await selectFaculty().where("faculty.id", "=", id).executeTakeFirst();
        return { value: row && toFaculty(row) };
      });
    },
  };
}

export type FacultyService = ReturnType<typeof createFacultyService>;
