import { sql, type Kysely, type Selectable } from "kysely";
import type { Alumni, AlumniChange, AlumniRegistrationInput } from "#common/api/grievance.ts";
import type { AlumniRegistrationTable, AlumniStatus, Database } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { toCsv } from "./csv.ts";
import type { ReadCache } from "./read-cache.ts";
import { Refusal } from "./refusal.ts";
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
    status: row.status,
    internal_note: row.internal_note,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Alumni registrations from the public form, one per email: registering again
 * updates the details. Public registrations leave the read cache alone (no
 * public read shows them); an admin's review invalidates it after it commits,
 * as every staff write does, and is audited (decision 0112).
 */
export function createAlumniService(db: Kysely<Database>, cache: Pick<ReadCache, "invalidate">) {
  const listAll = async (query: { status?: AlumniStatus | undefined } = {}) => {
    let rows = db.selectFrom("alumni_registration").selectAll();
    if (query.status) rows = rows.where("status", "=", query.status);
    return (await rows.orderBy("year_of_passing", "desc").orderBy("name").orderBy("id").execute()).map(toAlumni);
  };

  const existing = async (id: string): Promise<Alumni> => {
    const row = await db.selectFrom("alumni_registration").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", "No alumni registration has this id");
    return toAlumni(row);
  };

  return {
    /**
     * Answers whether this email registered before (the details are updated then).
     * A repeat that changes what a review checked (name, programme, year of
     * passing) puts the registration back to `new`; the internal note stays.
     */
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
        .onConflict((conflict) =>
          conflict.column("email").doUpdateSet({
            ...details,
            status: sql<AlumniStatus>`case
              when alumni_registration.name = excluded.name
                and alumni_registration.programme = excluded.programme
                and alumni_registration.year_of_passing = excluded.year_of_passing
              then alumni_registration.status else 'new' end`,
          }),
        )
        .returning("id")
        .executeTakeFirstOrThrow();
      // A repeat keeps the first row's id; comparing timestamps failed within one millisecond.
      return { updated: row.id !== id };
    },

    list: listAll,

    find: existing,

    /** Status and internal note, audited. */
    async update(id: string, change: AlumniChange, actor: Actor): Promise<Alumni> {
      const before = await existing(id);
      const after = {
        status: change.status ?? before.status,
        internal_note: change.internal_note === undefined ? before.internal_note : change.internal_note || null,
      };
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("alumni_registration")
          .set({ ...after, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        await recordAudit(trx, actor, {
          action: "alumni.update",
          targetType: "alumni_registration",
          targetId: id,
          before: { email: before.email, status: before.status, internal_note: before.internal_note },
          after: { email: before.email, ...after },
        });
      });
      return existing(id);
    },

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
          ["status", (row) => row.status],
          ["internal note", (row) => row.internal_note],
        ],
        await listAll(),
      );
    },
  };
}

export type AlumniService = ReturnType<typeof createAlumniService>;
