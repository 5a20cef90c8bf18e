import type { Kysely, Selectable } from "kysely";
import type { Alumni, AlumniRegistrationInput } from "#common/api/grievance.ts";
import type { AlumniRegistrationTable, Database } from "../db/schema.ts";
import { newRowId } from "./audit-service.ts";
import { toCsv } from "./csv.ts";
import { toFlag } from "./rows.ts";

function toAlumni(row: Selectable<AlumniRegistrationTable>): Alumni {
  return {
    _id: row.id,
    name: row.name,
    programme: row.programme,
    year_of_passing: row.year_of_passing,
    email: row.email,
    current_organisation: row.current_organisation,
    consent: toFlag(row.consent),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Alumni registrations from the public form, one per email: registering again
 * updates the details. No public read shows them, so the read cache is untouched.
 */
export function createAlumniService(db: Kysely<Database>) {
  const listAll = async () =>
    (
      await db
        .selectFrom("alumni_registration")
        .selectAll()
        .orderBy("year_of_passing", "desc")
        .orderBy("name")
        .execute()
    ).map(toAlumni);

  return {
    /** Answers whether this email registered before (the details are updated then). */
    async register(input: AlumniRegistrationInput): Promise<{ updated: boolean }> {
      const now = new Date().toISOString();
      const details = {
        name: input.name,
        programme: input.programme,
        year_of_passing: input.year_of_passing,
        current_organisation: input.current_organisation ?? null,
        consent: 1,
        updated_at: now,
      };
      const id = newRowId();
      const row = await db
        .insertInto("alumni_registration")
        .values({ id, email: input.email, created_at: now, ...details })
        .onConflict((conflict) => conflict.column("email").doUpdateSet(details))
        .returning("id")
        .executeTakeFirstOrThrow();
      // A repeat keeps the first row's id; comparing timestamps failed within one millisecond.
      return { updated: row.id !== id };
    },

    list: listAll,

    async csv(): Promise<string> {
      return toCsv<Alumni>(
        [
          ["name", (row) => row.name],
          ["programme", (row) => row.programme],
          ["year of passing", (row) => row.year_of_passing],
          ["email", (row) => row.email],
          ["current organisation", (row) => row.current_organisation],
          ["registered", (row) => row.created_at],
          ["updated", (row) => row.updated_at],
        ],
        await listAll(),
      );
    },
  };
}

export type AlumniService = ReturnType<typeof createAlumniService>;
