import type { Kysely, Transaction } from "kysely";
import { sampleKinds, type SampleDataCounts } from "#common/api/sample-data.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { rebuildSearchIndex } from "../db/search-index.ts";

type Executor = Kysely<Database> | Transaction<Database>;
type SampleKind = (typeof sampleKinds)[number];

/** The tables whose rows the demo seed invents and flags (migration 0011, decision 0130). */
const sampleTables = { faculty: "faculty", programmes: "program", notices: "notice" } as const satisfies Record<
  SampleKind,
  string
>;

/** The flagged rows of each kind: those the removal deletes, those staff made theirs, and the files that go. */
type SampleRows = Record<SampleKind, { removed: string[]; kept: string[] }> & { files: string[] };

/** Ids in batches, well under both engines' limits on bound parameters. */
function batches(ids: readonly string[]): string[][] {
  return Array.from({ length: Math.ceil(ids.length / 100) }, (_, index) => ids.slice(index * 100, index * 100 + 100));
}

/**
 * The invented rows, and which of them are staff's work now (decision 0188): a person or a
 * programme whose record staff changed (its `updated_at` moved on from the seed's), a notice
 * staff edited (a `notice.update` in the audit log: a new title, dates or file; archiving
 * only moves it). The files that go are the removed notices' that no staying notice uses.
 */
async function sampleRows(db: Executor): Promise<SampleRows> {
  const flagged = (table: "faculty" | "program") =>
    db.selectFrom(table).select(["id", "created_at", "updated_at"]).where("sample", "=", 1).execute();
  const [people, programmes, notices, edits, files] = await Promise.all([
    flagged("faculty"),
    flagged("program"),
    db.selectFrom("notice").select("id").where("sample", "=", 1).execute(),
    db
      .selectFrom("audit_log")
      .select("target_id")
      .where("target_type", "=", "notice")
      .where("action", "=", "notice.update")
      .where("target_id", "in", db.selectFrom("notice").select("id").where("sample", "=", 1))
      .execute(),
    db.selectFrom("notice").select(["id", "file_id", "sample"]).where("file_id", "is not", null).execute(),
  ]);
  const edited = new Set(edits.map((edit) => edit.target_id));
  const split = <Row extends { id: string }>(rows: readonly Row[], changed: (row: Row) => boolean) => ({
    removed: rows.filter((row) => !changed(row)).map((row) => row.id),
    kept: rows.filter(changed).map((row) => row.id),
  });
  const changedSince = (row: { created_at: string; updated_at: string }) => row.updated_at !== row.created_at;
  const goes = (notice: { id: string; sample: number }) => notice.sample === 1 && !edited.has(notice.id);
  const staying = new Set(files.filter((notice) => !goes(notice)).map((notice) => notice.file_id));
  return {
    faculty: split(people, changedSince),
    programmes: split(programmes, changedSince),
    notices: split(notices, (row) => edited.has(row.id)),
    files: [...new Set(files.filter(goes).map((notice) => notice.file_id!))].filter((id) => !staying.has(id)),
  };
}

function countsOf(rows: SampleRows): SampleDataCounts {
  return {
    faculty: rows.faculty.removed.length,
    programmes: rows.programmes.removed.length,
    notices: rows.notices.removed.length,
    files: rows.files.length,
    kept: {
      faculty: rows.faculty.kept.length,
      programmes: rows.programmes.kept.length,
      notices: rows.notices.kept.length,
    },
  };
}

/** The demo seed's invented records: how many are left, and removing them all at once. */
export function createSampleDataService(db: Kysely<Database>, cache: ReadCache) {
  return {
    /** How many invented records and files the removal takes, and how many it keeps as staff's. */
    counts(): Promise<SampleDataCounts> {
      return cache.read("sample-data:counts", async () => ({ value: countsOf(await sampleRows(db)) }));
    },

    /** Whether any invented record is left: every page says so while one is. */
    async present(): Promise<boolean> {
      const counts = await this.counts();
      return sampleKinds.some((kind) => counts[kind] + counts.kept[kind] > 0);
    },

    /**
     * In one transaction with its audit entry: deletes the invented records staff have left
     * alone (a department a removed person headed is left without a head; programmes take
     * their campus offerings; notices the files no other notice uses) and clears the flag of
     * those staff changed, which stay as staff's own. Answers what was removed and kept.
     */
    removeAll(actor: Actor): Promise<SampleDataCounts> {
      return committedWrite(db, cache, async (trx) => {
        const rows = await sampleRows(trx);
        for (const ids of batches(rows.faculty.removed)) {
          const emails = trx.selectFrom("faculty").select("email").where("id", "in", ids);
          await trx.updateTable("department").set({ hod_email: null }).where("hod_email", "in", emails).execute();
          await trx.updateTable("staff_user").set({ faculty_id: null }).where("faculty_id", "in", ids).execute();
        }
        for (const ids of batches(rows.programmes.removed)) {
          await trx.deleteFrom("program_campus").where("program_id", "in", ids).execute();
        }
        for (const kind of sampleKinds) {
          const table = sampleTables[kind];
          for (const ids of batches(rows[kind].removed)) await trx.deleteFrom(table).where("id", "in", ids).execute();
          for (const ids of batches(rows[kind].kept)) {
            await trx.updateTable(table).set({ sample: 0 }).where("id", "in", ids).execute();
          }
        }
        for (const ids of batches(rows.files)) {
          await trx
            .deleteFrom("stored_file")
            .where("id", "in", ids)
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom("notice").select("notice.id").whereRef("notice.file_id", "=", "stored_file.id"))),
            )
            .execute();
        }
        await rebuildSearchIndex(trx);
        const counts = countsOf(rows);
        await recordAudit(trx, actor, {
          action: "sample-data.remove",
          targetType: "sample-data",
          targetId: null,
          before: counts,
          after: { faculty: 0, programmes: 0, notices: 0, files: 0, kept: counts.kept },
        });
        return counts;
      });
    },
  };
}

export type SampleDataService = ReturnType<typeof createSampleDataService>;
