import type { Kysely, Selectable } from "kysely";
import type {
  Alumni,
  AlumniChange,
  AlumniDuplicates,
  AlumniMerge,
  AlumniRegistrationInput,
} from "#common/api/grievance.ts";
import type { AlumniRegistrationTable, AlumniStatus, Database, MailLanguage } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { toCsv } from "./csv.ts";
import type { ReadCache } from "./read-cache.ts";
import { Refusal } from "./refusal.ts";
import { claimReceipt, ReplayedSubmission } from "./form-guard-service.ts";
import { confirmByLink, type LinkState, type MailLinkService } from "./mail-link-service.ts";
import { addToOutbox, type MailOutbox } from "./mail-outbox-service.ts";
import { toFlag } from "./rows.ts";

type AlumniRow = Selectable<AlumniRegistrationTable>;
type Reason = AlumniDuplicates["duplicates"][number]["same"][number];

/** Why `other` may be `row`'s duplicate: the same email, or the same name (any case) and year of passing. */
function sameAs(row: AlumniRow, other: AlumniRow): Reason[] {
  const reasons: Reason[] = [];
  if (other.email === row.email) reasons.push("email");
  if (other.name.toLowerCase() === row.name.toLowerCase() && other.year_of_passing === row.year_of_passing) {
    reasons.push("name_and_year");
  }
  return reasons;
}

/** The keys two possible duplicates share at least one of. */
const duplicateKeys = (row: AlumniRow) => [
  `email ${row.email}`,
  `name ${row.year_of_passing} ${row.name.toLowerCase()}`,
];

function toAlumni(row: AlumniRow, otherRegistrations: number): Alumni {
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
    confirmed_at: row.confirmed_at,
    other_registrations: otherRegistrations,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Alumni registrations from the public form. A post only ever adds a registration:
 * nobody proves they own the email they type, so a second one with a known email is
 * a registration of its own, shown to the reviewer beside the others with that email, or
 * that name and year, who keeps one and rejects the rest in one merge (decisions 0115, 0142).
 * Each registration is sent a link to its address, whose owner confirms it (decision 0204);
 * until then staff see it as unconfirmed, and a confirmation changes that one registration
 * only. Public registrations leave the read cache alone (no public read
 * shows them); an admin's review invalidates it after it commits, as every staff
 * write does, and is audited (decision 0112).
 */
export function createAlumniService(
  db: Kysely<Database>,
  cache: Pick<ReadCache, "invalidate">,
  mail: Pick<MailOutbox, "announce">,
  links: Pick<MailLinkService, "inspect">,
  clock: () => Date,
) {
  /**
   * Every registration with how many others may be the same person's. Counted over all of
   * them in one pass (a duplicate may have any status), then filtered: the list is the
   * hundreds or thousands a university has, which the page shows whole anyway.
   */
  const listAll = async (query: { status?: AlumniStatus | undefined } = {}) => {
    // Registrations of one person stand together, in the order they came.
    const rows = await db
      .selectFrom("alumni_registration")
      .selectAll()
      .orderBy("year_of_passing", "desc")
      .orderBy("name")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const idsByKey = new Map<string, string[]>();
    for (const row of rows) {
      for (const key of duplicateKeys(row)) idsByKey.set(key, [...(idsByKey.get(key) ?? []), row.id]);
    }
    const othersOf = (row: AlumniRow) => new Set(duplicateKeys(row).flatMap((key) => idsByKey.get(key) ?? [])).size - 1;
    return rows
      .filter((row) => !query.status || row.status === query.status)
      .map((row) => toAlumni(row, othersOf(row)));
  };

  const storedRow = async (id: string): Promise<AlumniRow> => {
    const row = await db.selectFrom("alumni_registration").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", "No alumni registration has this id");
    return row;
  };

  /** The other registrations with the row's email, or its name and year of passing, oldest first. */
  const duplicatesOf = async (row: AlumniRow) => {
    const others = await db
      .selectFrom("alumni_registration")
      .selectAll()
      .where("id", "!=", row.id)
      .where((eb) =>
        eb.or([
          eb("email", "=", row.email),
          eb.and([
            eb(eb.fn("lower", ["name"]), "=", row.name.toLowerCase()),
            eb("year_of_passing", "=", row.year_of_passing),
          ]),
        ]),
      )
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return others.map((other) => ({ row: other, same: sameAs(row, other) }));
  };

  const existing = async (id: string): Promise<Alumni> => {
    const row = await storedRow(id);
    return toAlumni(row, (await duplicatesOf(row)).length);
  };

  /** A registration with its possible duplicates, each counted against all the others. */
  const withDuplicates = async (id: string): Promise<AlumniDuplicates> => {
    const row = await storedRow(id);
    const duplicates = await duplicatesOf(row);
    return {
      registration: toAlumni(row, duplicates.length),
      duplicates: await Promise.all(
        duplicates.map(async ({ row: other, same }) => ({
          ...toAlumni(other, (await duplicatesOf(other)).length),
          same,
        })),
      ),
    };
  };

  return {
    /**
     * Stores a new registration, status `new`, unconfirmed, with the message that asks its
     * address's owner to confirm it, in the page's language; a second post with the page's
     * token (a double click, a resent form) stores nothing more. The caller learns only
     * whether it was such a resend: never whether the email was known.
     */
    async register(
      input: AlumniRegistrationInput,
      token?: string,
      language: MailLanguage = "en",
    ): Promise<{ replayed: boolean }> {
      const moment = clock();
      const now = moment.toISOString();
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
              language,
              created_at: now,
              updated_at: now,
            })
            .execute();
          if (token) {
            const claimed = await claimReceipt(trx, { token, form: "alumni", result: id });
            if (claimed !== id) throw new ReplayedSubmission(claimed);
          }
          await addToOutbox(
            trx,
            {
              kind: "alumni-confirmation",
              payload: {},
              to: { name: input.name, address: input.email },
              language,
              linkTarget: id,
            },
            moment,
          );
        });
        mail.announce();
        return { replayed: false };
      } catch (error) {
        if (error instanceof ReplayedSubmission) return { replayed: true };
        throw error;
      }
    },

    /** Whether a confirmation link still works (the page asks before it offers its button). */
    async confirmationLink(token: string): Promise<LinkState> {
      return (await links.inspect(token, ["alumni-confirm"])).state;
    },

    /**
     * Confirms the one registration the link was sent for, once: answers "valid" when this
     * use confirmed it, else why the link does not work. No other registration changes.
     */
    async confirm(token: string): Promise<LinkState> {
      return (await confirmByLink(db, "alumni_registration", "alumni-confirm", token, clock())).state;
    },

    list: listAll,

    find: existing,

    duplicates: withDuplicates,

    /**
     * Keeps one registration and rejects the named duplicates of it, in one transaction
     * (decision 0142): the kept one is verified, each duplicate is rejected with a note
     * saying which registration it duplicates (after any note it had). Nothing is copied
     * from one registration to another. Every changed registration is audited.
     */
    async merge(id: string, merge: AlumniMerge, actor: Actor): Promise<AlumniDuplicates> {
      const kept = await storedRow(id);
      const candidates = new Map((await duplicatesOf(kept)).map(({ row }) => [row.id, row]));
      const duplicates = [...new Set(merge.duplicates)].map((duplicateId) => {
        const row = candidates.get(duplicateId);
        if (!row) {
          throw new Refusal(
            "bad_request",
            `duplicates: ${duplicateId} is not a registration with the same email, or the same name and year`,
          );
        }
        return row;
      });
      const now = new Date().toISOString();
      const mark = `Duplicate of the registration of ${kept.name} (${kept.email}, ${kept.year_of_passing}) made ${kept.created_at.slice(0, 10)}, id ${kept.id}.`;
      await committedWrite(db, cache, async (trx) => {
        if (kept.status !== "verified") {
          await trx
            .updateTable("alumni_registration")
            .set({ status: "verified", updated_at: now })
            .where("id", "=", kept.id)
            .execute();
          await recordAudit(trx, actor, {
            action: "alumni.update",
            targetType: "alumni_registration",
            targetId: kept.id,
            before: { email: kept.email, status: kept.status, internal_note: kept.internal_note },
            after: { email: kept.email, status: "verified", internal_note: kept.internal_note },
          });
        }
        for (const duplicate of duplicates) {
          const note = duplicate.internal_note ? `${duplicate.internal_note}\n${mark}` : mark;
          await trx
            .updateTable("alumni_registration")
            .set({ status: "rejected", internal_note: note, updated_at: now })
            .where("id", "=", duplicate.id)
            .execute();
          await recordAudit(trx, actor, {
            action: "alumni.merge",
            targetType: "alumni_registration",
            targetId: duplicate.id,
            before: { email: duplicate.email, status: duplicate.status, internal_note: duplicate.internal_note },
            after: { email: duplicate.email, status: "rejected", internal_note: note, duplicate_of: kept.id },
          });
        }
      });
      return withDuplicates(id);
    },

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
          ["email confirmed", (row) => row.confirmed_at],
          ["status", (row) => row.status],
          ["internal note", (row) => row.internal_note],
        ],
        await listAll(),
      );
    },
  };
}

export type AlumniService = ReturnType<typeof createAlumniService>;
