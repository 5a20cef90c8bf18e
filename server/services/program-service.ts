import type { Kysely } from "kysely";
import type { Program } from "#common/api/academics.ts";
import { mayEditProgrammes, type ProgramChange } from "#common/api/program-edit.ts";
import type { StaffUser } from "#common/api/staff.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { Refusal } from "./refusal.ts";
import { sortByName } from "./rows.ts";
import { searchIndex } from "../db/search-index.ts";

/** The `years` column holds JSON: an object when the structure is published, else a note or null. */
function parseYears(text: string): Program["years"] {
  const value: unknown = JSON.parse(text);
  if (typeof value === "string" || (typeof value === "object" && value !== null && !Array.isArray(value))) {
    return value as Program["years"];
  }
  return null;
}

export function createProgramService(db: Kysely<Database>, cache: ReadCache) {
  /** Every programme, sorted by name, with the campuses offering it. */
  const list = (): Promise<Program[]> =>
    cache.read("program:list", async () => {
      const [programs, offerings] = await Promise.all([
        db
          .selectFrom("program")
          .leftJoin("department", "department.id", "program.department_id")
          .select([
            "program.id",
            "program.code",
            "program.name",
            "program.name_hi",
            "program.level",
            "program.duration",
            "program.intake",
            "program.years",
            "program.eligibility",
            "program.eligibility_hi",
            "department.id as department_id",
            "department.name as department_name",
            "department.name_hi as department_name_hi",
          ])
          .orderBy("program.id")
          .execute(),
        db
          .selectFrom("program_campus")
          .innerJoin("campus", "campus.id", "program_campus.campus_id")
          .select(["program_campus.program_id", "campus.id", "campus.name", "campus.name_hi", "campus.slug"])
          .orderBy("campus.sort_order")
          .orderBy("campus.name")
          .execute(),
      ]);
      const campusesOf = Map.groupBy(offerings, (offering) => offering.program_id);
      return {
        value: sortByName(programs, (row) => row.name).map((row) => ({
          _id: row.id,
          code: row.code,
          name: row.name,
          name_hi: row.name_hi,
          programLevel: row.level,
          dept_id:
            row.department_id === null || row.department_name === null
              ? null
              : { _id: row.department_id, name: row.department_name, name_hi: row.department_name_hi },
          duration: row.duration,
          intake: row.intake,
          eligibility: row.eligibility,
          eligibility_hi: row.eligibility_hi,
          campuses: (campusesOf.get(row.id) ?? []).map(({ id, name, name_hi, slug }) => ({
            _id: id,
            name,
            name_hi,
            slug,
          })),
          years: parseYears(row.years),
        })),
      };
    });

  return {
    list,

    /** The department's programmes, or undefined when there is no such department. */
    listByDepartment(departmentId: string): Promise<Program[] | undefined> {
      return cache.read(`program:department:${departmentId}`, async () => {
        const department = await db
          .selectFrom("department")
          .select("id")
          .where("id", "=", departmentId)
          .executeTakeFirst();
        if (!department) return { value: undefined };
        return { value: (await list()).filter((program) => program.dept_id?._id === departmentId) };
      });
    },

    async find(id: string): Promise<Program | undefined> {
      return (await list()).find((program) => program._id === id);
    },

    /**
     * Changes a programme's names, code, department, duration, intake, eligibility or structure, with an audit
     * entry naming it; every process forgets what it kept, so its page shows the change at once.
     */
    async update(user: StaffUser, actor: Actor, id: string, change: ProgramChange): Promise<void> {
      if (!mayEditProgrammes(user)) {
        throw new Refusal("forbidden", "Your account may not change programmes: that needs the academic pages");
      }
      await committedWrite(db, cache, async (trx) => {
        const before = await trx.selectFrom("program").selectAll().where("id", "=", id).executeTakeFirst();
        if (!before) throw new Refusal("not_found", "No programme has this id");
        if (change.department_id) {
          const department = await trx
            .selectFrom("department")
            .select("id")
            .where("id", "=", change.department_id)
            .executeTakeFirst();
          if (!department) throw new Refusal("bad_request", "No department has this id");
        }
        if (change.code && change.code !== before.code) {
          const holder = await trx
            .selectFrom("program")
            .select("name")
            .where("code", "=", change.code)
            .executeTakeFirst();
          if (holder) throw new Refusal("conflict", `The code ${change.code} is already ${holder.name}'s`);
        }
        const { years, ...fields } = change;
        const set = { ...fields, ...(years === undefined ? {} : { years: JSON.stringify(years) }) };
        const changed = (Object.keys(set) as Array<keyof typeof set>).filter((field) => before[field] !== set[field]);
        if (changed.length === 0) return;
        await trx
          .updateTable("program")
          .set({ ...set, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        await searchIndex.programme(trx, id);
        const summary = (row: Record<string, unknown>) =>
          Object.fromEntries(changed.map((field) => [field, field === "years" ? "(structure)" : row[field]]));
        await recordAudit(trx, actor, {
          action: "program.update",
          targetType: "program",
          targetId: id,
          before: { title: before.name, ...summary(before) },
          after: { title: set.name ?? before.name, ...summary(set) },
        });
      });
    },
  };
}

export type ProgramService = ReturnType<typeof createProgramService>;
