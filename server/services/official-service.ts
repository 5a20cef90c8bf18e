import type { Kysely, Selectable, Transaction } from "kysely";
import { groupOfPage, mayEditGroup } from "#common/api/content.ts";
import {
  committeeKeys,
  committees,
  personLimits,
  type Committee,
  type CommitteeKey,
  type CommitteeMember,
  type CommitteeMemberChange,
  type CommitteeOrder,
  type NewCommitteeMember,
  type OfficeId,
  type Official,
  type OfficialChange,
  type OfficialOrder,
  type Photo,
} from "#common/api/officials.ts";
import type { StaffUser } from "#common/api/staff.ts";
import type { CommitteeMemberTable, Database, OfficialTable } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { fileUrl, photoColumns, preparePhoto, type Rendition } from "./photos.ts";
import { Refusal } from "./refusal.ts";
import { searchIndex } from "../db/search-index.ts";
import { pagePath } from "#common/page-lookup.ts";

/** The portrait on an officer's page (160 px) and in lists (96 px), each at twice that for sharp screens. */
export const portraitRenditions: ReadonlyArray<Rendition> = [
  { width: 320, height: 320 },
  { width: 192, height: 192 },
];

/** Officials are edited by the group of the pages that show them (governance). */
const officialsGroup = groupOfPage(pagePath("chancellor"));

/** A committee's members are edited by the group of the page that lists them. */
export function committeeGroup(committee: CommitteeKey): string {
  return groupOfPage(committees[committee]);
}

function photoOf(row: { photo_id: string | null; photo_small_id: string | null }): Photo {
  return row.photo_id && row.photo_small_id
    ? { url: fileUrl(row.photo_id), small_url: fileUrl(row.photo_small_id) }
    : null;
}

/** What an officer and a committee's member show alike, typed as the row has it. */
function personOf<Row extends Selectable<OfficialTable> | Selectable<CommitteeMemberTable>>(row: Row) {
  const { name_en, name_hi, designation_en, designation_hi, email, phone, updated_at } = row;
  const person = { name_en, name_hi, designation_en, designation_hi, email, phone, updated_at };
  return { ...(person as Pick<Row, keyof typeof person>), photo: photoOf(row) };
}

function toOfficial(row: Selectable<OfficialTable>): Official {
  return { _id: row.id as OfficeId, ...personOf(row) };
}

function toMember(row: Selectable<CommitteeMemberTable>): CommitteeMember {
  return { _id: row.id, committee: row.committee as CommitteeKey, ...personOf(row), position: row.position };
}

/** What the audit log keeps of a person: enough to say who changed whom, and what the entry said. */
function summaryOf(person: { name_en: string | null; designation_en: string }, fields: object = {}) {
  return { title: person.name_en ?? person.designation_en, designation: person.designation_en, ...fields };
}

/** The fields a change names, as the row holds them: an update's audit records each before and after. */
function fieldsOf(row: object, change: object): Record<string, unknown> {
  return Object.fromEntries(Object.keys(change).map((key) => [key, (row as Record<string, unknown>)[key]]));
}

/**
 * The officers and the committees' members (docs/decisions/0161). Public reads are cached;
 * every write checks the account's group (admins every one; an editor the group of the page
 * that shows the record), is audited with the person's name, and empties the caches of
 * every process once committed (committedWrite).
 */
export function createOfficialService(db: Kysely<Database>, cache: ReadCache) {
  const checkMayEdit = (user: StaffUser, group: string, what: string) => {
    if (!mayEditGroup(user, group)) {
      throw new Refusal("forbidden", `Your account may not change ${what}: it needs the ${group} page group`);
    }
  };

  const memberRow = async (executor: Kysely<Database>, committee: CommitteeKey, id: string) => {
    const row = await executor
      .selectFrom("committee_member")
      .selectAll()
      .where("committee", "=", committee)
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw new Refusal("not_found", `The ${committee} committee has no member with the id ${id}`);
    return row;
  };

  const officialRow = async (executor: Kysely<Database>, id: OfficeId) =>
    executor.selectFrom("official").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  /**
   * Replaces the portrait of an officer or a member (resized, checked by content; null content
   * removes it), then answers what `audited` records and makes of the row, given the new photo's id.
   */
  async function setPortrait<Answer>(
    table: "official" | "committee_member",
    id: string,
    content: Buffer | null,
    audited: (trx: Transaction<Database>, photoId: string | null) => Promise<Answer>,
  ): Promise<Answer> {
    const photo = content && (await preparePhoto(content, portraitRenditions));
    return committedWrite(db, cache, async (trx) => {
      const columns = await photoColumns(trx, photo);
      await trx
        .updateTable(table)
        .set({ ...columns, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      return audited(trx, columns.photo_id);
    });
  }

  return {
    /** The five officers, in the site's order. */
    officials(): Promise<Official[]> {
      return cache.read("officials", async () => ({
        value: (await db.selectFrom("official").selectAll().orderBy("sort_order").execute()).map(toOfficial),
      }));
    },

    async official(id: OfficeId): Promise<Official> {
      const official = (await this.officials()).find((entry) => entry._id === id);
      if (!official) throw new Refusal("not_found", `No office has the id ${id}`);
      return official;
    },

    /** Every committee with its members in their order. */
    committees(): Promise<Committee[]> {
      return cache.read("committees", async () => {
        const rows = await db.selectFrom("committee_member").selectAll().orderBy("position").orderBy("id").execute();
        return {
          value: committeeKeys.map((key) => ({
            key,
            page: committees[key],
            members: rows.filter((row) => row.committee === key).map(toMember),
          })),
        };
      });
    },

    async committee(key: CommitteeKey): Promise<Committee> {
      return (await this.committees()).find((committee) => committee.key === key)!;
    },

    async updateOfficial(user: StaffUser, actor: Actor, id: OfficeId, change: OfficialChange): Promise<Official> {
      checkMayEdit(user, officialsGroup, "the officials");
      return committedWrite(db, cache, async (trx) => {
        const before = await officialRow(trx, id);
        const updated_at = new Date().toISOString();
        await trx
          .updateTable("official")
          .set({ ...change, updated_at })
          .where("id", "=", id)
          .execute();
        await searchIndex.official(trx, id);
        const after = await officialRow(trx, id);
        await recordAudit(trx, actor, {
          action: "official.update",
          targetType: "official",
          targetId: id,
          before: summaryOf(before, fieldsOf(before, change)),
          after: summaryOf(after, fieldsOf(after, change)),
        });
        return toOfficial(after);
      });
    },

    /** Lists the officers in the order given, which names each office once (the schema checks). */
    async reorderOfficials(user: StaffUser, actor: Actor, { officials }: OfficialOrder): Promise<Official[]> {
      checkMayEdit(user, officialsGroup, "the officials");
      await committedWrite(db, cache, async (trx) => {
        const before = await trx.selectFrom("official").select("id").orderBy("sort_order").execute();
        for (const [index, id] of officials.entries()) {
          await trx
            .updateTable("official")
            .set({ sort_order: index + 1 })
            .where("id", "=", id)
            .execute();
        }
        await recordAudit(trx, actor, {
          action: "official.reorder",
          targetType: "official",
          targetId: "officers",
          before: { title: "officers", officials: before.map((row) => row.id) },
          after: { title: "officers", officials },
        });
      });
      return this.officials();
    },

    /** Replaces an officer's portrait (resized, checked by content); null content removes it. */
    async setOfficialPhoto(user: StaffUser, actor: Actor, id: OfficeId, content: Buffer | null): Promise<Official> {
      checkMayEdit(user, officialsGroup, "the officials");
      return setPortrait("official", id, content, async (trx, photo) => {
        const after = await officialRow(trx, id);
        await recordAudit(trx, actor, {
          action: photo ? "official.photo" : "official.photo.remove",
          targetType: "official",
          targetId: id,
          after: summaryOf(after, { photo }),
        });
        return toOfficial(after);
      });
    },

    async addMember(
      user: StaffUser,
      actor: Actor,
      committee: CommitteeKey,
      member: NewCommitteeMember,
    ): Promise<CommitteeMember> {
      checkMayEdit(user, committeeGroup(committee), `the members of the ${committee} committee`);
      return committedWrite(db, cache, async (trx) => {
        const { count, last } = await trx
          .selectFrom("committee_member")
          .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("position").as("last")])
          .where("committee", "=", committee)
          .executeTakeFirstOrThrow();
        if (Number(count) >= personLimits.members) {
          throw new Refusal("conflict", `A committee lists at most ${personLimits.members} members`);
        }
        const now = new Date().toISOString();
        const row = {
          id: newRowId(),
          committee,
          ...member,
          photo_id: null,
          photo_small_id: null,
          position: Number(last ?? 0) + 1,
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto("committee_member").values(row).execute();
        await searchIndex.committeeMember(trx, row.id);
        await recordAudit(trx, actor, {
          action: "committee.member.add",
          targetType: "committee",
          targetId: committee,
          after: summaryOf(row, { member: row.id }),
        });
        return toMember(row);
      });
    },

    async updateMember(
      user: StaffUser,
      actor: Actor,
      committee: CommitteeKey,
      id: string,
      change: CommitteeMemberChange,
    ): Promise<CommitteeMember> {
      checkMayEdit(user, committeeGroup(committee), `the members of the ${committee} committee`);
      return committedWrite(db, cache, async (trx) => {
        const before = await memberRow(trx, committee, id);
        await trx
          .updateTable("committee_member")
          .set({ ...change, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        await searchIndex.committeeMember(trx, id);
        const after = await memberRow(trx, committee, id);
        await recordAudit(trx, actor, {
          action: "committee.member.update",
          targetType: "committee",
          targetId: committee,
          before: summaryOf(before, { member: id, ...fieldsOf(before, change) }),
          after: summaryOf(after, { member: id, ...fieldsOf(after, change) }),
        });
        return toMember(after);
      });
    },

    async setMemberPhoto(
      user: StaffUser,
      actor: Actor,
      committee: CommitteeKey,
      id: string,
      content: Buffer | null,
    ): Promise<CommitteeMember> {
      checkMayEdit(user, committeeGroup(committee), `the members of the ${committee} committee`);
      await memberRow(db, committee, id);
      return setPortrait("committee_member", id, content, async (trx, photo) => {
        const after = await memberRow(trx, committee, id);
        await recordAudit(trx, actor, {
          action: photo ? "committee.member.photo" : "committee.member.photo.remove",
          targetType: "committee",
          targetId: committee,
          after: summaryOf(after, { member: id, photo }),
        });
        return toMember(after);
      });
    },

    async removeMember(user: StaffUser, actor: Actor, committee: CommitteeKey, id: string): Promise<void> {
      checkMayEdit(user, committeeGroup(committee), `the members of the ${committee} committee`);
      await committedWrite(db, cache, async (trx) => {
        const before = await memberRow(trx, committee, id);
        await trx.deleteFrom("committee_member").where("id", "=", id).execute();
        await searchIndex.committeeMember(trx, id);
        await recordAudit(trx, actor, {
          action: "committee.member.remove",
          targetType: "committee",
          targetId: committee,
          before: summaryOf(before, { member: id }),
        });
      });
    },

    /** Puts the members in the order given, which must name each of them once. */
    async reorder(user: StaffUser, actor: Actor, committee: CommitteeKey, { members }: CommitteeOrder) {
      checkMayEdit(user, committeeGroup(committee), `the members of the ${committee} committee`);
      await committedWrite(db, cache, async (trx) => {
        const rows = await trx.selectFrom("committee_member").select("id").where("committee", "=", committee).execute();
        const current = new Set(rows.map((row) => row.id));
        if (new Set(members).size !== members.length || members.length !== current.size) {
          throw new Refusal(
            "conflict",
            `members must name each of the committee's ${current.size} members once; the list may have changed since you opened it`,
          );
        }
        const unknown = members.find((id) => !current.has(id));
        if (unknown) throw new Refusal("conflict", `The ${committee} committee has no member with the id ${unknown}`);
        for (const [index, id] of members.entries()) {
          await trx
            .updateTable("committee_member")
            .set({ position: index + 1 })
            .where("id", "=", id)
            .execute();
        }
        await recordAudit(trx, actor, {
          action: "committee.reorder",
          targetType: "committee",
          targetId: committee,
          after: { title: committee, members },
        });
      });
      return this.committee(committee);
    },
  };
}

export type OfficialService = ReturnType<typeof createOfficialService>;
