import type { Kysely, Selectable } from "kysely";
import type { Alumni, AlumniChange, AlumniRegistrationInput } from "#common/api/grievance.ts";
import type { AlumniRegistrationTable, AlumniStatus, Database } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { toCsv } from "./csv.ts";
import type { ReadCache } from "../delivery/read-cache.ts";
import { Refusal } from "./refusal.ts";
import { claimReceipt, ReplayedSubmission } from "./form-guard-service.ts";
import { toCount, toFlag } from "./rows.ts";

type AlumniRow = Selectable<AlumniRegistrationTable> & { other_registrations: number | string };

function toAlumni(row: AlumniRow): Alumni {
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
    other_registrations: toCount(row.other_registrations),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Alumni registrations from the public form. A post only ever adds a registration:
 * nobody proves they own the email they type, so a second one with a known email is
 * a registration of its own, shown to the reviewer beside the others with that email
 * (decision 0115). Public registrations leave the read cache alone (no public read
 * shows them); an admin's review invalidates it after it commits, as every staff
 * write does, and is audited (decision 0112).
 */
export function createAlumniService(db: Kysely<Database>, cache: Pick<ReadCache, "invalidate">) {
  /** Every registration with how many others share its email: the reviewer's sign of a duplicate. */
  const registrations = () =>
    db
      .selectFrom("alumni_registration")
      .selectAll("alumni_registration")
      .select((eb) =>
        eb
          .selectFrom("alumni_registration as other")
          .select((inner) => inner.fn.countAll<number | string>().as("count"))
          .whereRef("other.email", "=", "alumni_registration.email")
          .whereRef("other.id", "!=", "alumni_registration.id")
          .$asScalar()
          .$notNull()
          .as("other_registrations"),
      );

  const listAll = async (query: { status?: AlumniStatus | undefined } = {}) => {
    let rows = registrations();
    if (query.status) rows = rows.where("status", "=", query.status);
    // Registrations of one person stand together, in the order they came.
    return (
      await rows.orderBy("year_of_passing", "desc").orderBy("name").orderBy("created_at").orderBy("id").execute()
    ).map(toAlumni);
  };

  const existing = async (id: string): Promise<Alumni> => {
    const row = await registrations().where("id", "=", id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", "No alumni registration has this id");
    return toAlumni(row);
  };

  return {
    /**
     * Stores a new registration, status `new`; a second post with the page's token (a
     * double click, a resent form) stores nothing more. The caller learns only whether
     * it was such a resend: never whether the email was known.
     */
    async register(input: AlumniRegistrationInput, token?: string): Promise<{ replayed: boolean }> {
      const now = new Date().toISOString();
      const id = newRowId();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("alumni_registration")
            .values({
              id,
              email: input.email,
              name: input.name,
              programme: input.programme,
              year_of_passing: input.year_of_passing,
              current_organisation: input.current_organisation ?? null,
              consent: 1,
              created_at: now,
              updated_at: now,
            })
            .execute();
          if (token) {
            const claimed = await claimReceipt(trx, { token, form: "alumni", result: id });
            if (claimed !== id) throw new ReplayedSubmission(claimed);
          }
        });
        return { replayed: false };
      } catch (error) {
        if (error instanceof ReplayedSubmission) return { replayed: true };
        throw error;
      }
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
