import type { Kysely, Transaction } from "kysely";
import type { SampleDataCounts } from "#common/api/sample-data.ts";
import type { Database } from "../db/schema.ts";
import type { ReadCache } from "./read-cache.ts";
import { recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { toCount } from "./rows.ts";
import { rebuildSearchIndex } from "../db/search-index.ts";

/** The tables whose rows the demo seed invents and flags (migration 0011, decision 0130). */
const sampleTables = { faculty: "faculty", programmes: "program", notices: "notice" } as const;

async function countSamples(db: Kysely<Database> | Transaction<Database>): Promise<SampleDataCounts> {
  const counts = await Promise.all(
    Object.values(sampleTables).map(async (table) => {
      const { count } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("sample", "=", 1)
        .executeTakeFirstOrThrow();
      return toCount(count);
    }),
  );
  const [faculty, programmes, notices] = counts as [number, number, number];
  return { faculty, programmes, notices };
}

/** The demo seed's invented records: how many are left, and removing them all at once. */
export function createSampleDataService(db: Kysely<Database>, cache: ReadCache) {
  return {
    /** How many invented people, programmes and notices the database holds. */
    counts(): Promise<SampleDataCounts> {
      return cache.read("sample-data:counts", async () => ({ value: await countSamples(db) }));
    },

    /** Whether any invented record is left: every public page says so while one is. */
    async present(): Promise<boolean> {
      const counts = await this.counts();
      return counts.faculty + counts.programmes + counts.notices > 0;
    },

    /**
     * Deletes every invented record in one transaction with its audit entry: the people
     * (a department they headed is left without a head), the programmes with their campus
     * offerings, and the notices with the files no other notice uses. What remains is
     * the facts and staff's own rows. Answers what was removed.
     */
    removeAll(actor: Actor): Promise<SampleDataCounts> {
      return committedWrite(db, cache, async (trx) => {
        const removed = await countSamples(trx);
        const sampleFaculty = trx.selectFrom("faculty").select("email").where("sample", "=", 1);
        await trx.updateTable("department").set({ hod_email: null }).where("hod_email", "in", sampleFaculty).execute();
        await trx
          .updateTable("staff_user")
          .set({ faculty_id: null })
          .where("faculty_id", "in", trx.selectFrom("faculty").select("id").where("sample", "=", 1))
          .execute();
        await trx
          .deleteFrom("program_campus")
          .where("program_id", "in", trx.selectFrom("program").select("id").where("sample", "=", 1))
          .execute();
        await trx.deleteFrom("program").where("sample", "=", 1).execute();
        await trx.deleteFrom("faculty").where("sample", "=", 1).execute();
        const files = await trx
          .selectFrom("notice")
          .select("file_id")
          .where("sample", "=", 1)
          .where("file_id", "is not", null)
          .execute();
        await trx.deleteFrom("notice").where("sample", "=", 1).execute();
        const fileIds = files.map((row) => row.file_id!);
        for (let start = 0; start < fileIds.length; start += 100) {
          await trx
            .deleteFrom("stored_file")
            .where("id", "in", fileIds.slice(start, start + 100))
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom("notice").select("notice.id").whereRef("notice.file_id", "=", "stored_file.id"))),
            )
            .execute();
        }
        await rebuildSearchIndex(trx);
        await recordAudit(trx, actor, {
          action: "sample-data.remove",
          targetType: "sample-data",
          targetId: null,
          before: removed,
          after: { faculty: 0, programmes: 0, notices: 0 },
        });
        return removed;
      });
    },
  };
}

export type SampleDataService = ReturnType<typeof createSampleDataService>;
