import { sql, type Kysely } from "kysely";
import type { ReadinessItem, ReadinessKey } from "#common/api/readiness.ts";
import type { Database } from "../db/schema.ts";
import { contentFolderAuthor } from "../db/seed/information-pages.ts";
import type { ReadCache } from "./read-cache.ts";
import { toCount } from "./rows.ts";
import { pagePath } from "#common/page-lookup.ts";

/** What the checks read besides the database: the server's own settings. */
export type ReadinessSettings = { jwtSecretSet: boolean; mailConfigured: boolean };

/**
 * One thing to do before going live (decision 0189): how much is left of it (0: done), and the
 * console page that does it. A check of a setting is left (1) or done (0), and names no count.
 */
type ReadinessCheck = {
  key: ReadinessKey;
  screen: string | null;
  setting?: true;
  left: (db: Kysely<Database>, settings: ReadinessSettings) => Promise<number>;
};

async function countOf(query: { executeTakeFirstOrThrow(): Promise<{ count: number | string | bigint }> }) {
  return toCount((await query.executeTakeFirstOrThrow()).count);
}

const countAll = sql<number | string>`count(*)`.as("count");

/** The blocks a correction with no text keeps: the notice shows its PDF's own text again. */
const emptyBlocks = JSON.stringify([]);

/**
 * The checks, in the order the panel lists them. Adding one is adding an entry here, and its
 * key and its words in both languages (common/api/readiness.ts, the console's messages).
 */
const checks: ReadonlyArray<ReadinessCheck> = [
  {
    key: "sample-data",
    screen: `${pagePath("consoleDashboard")}#sample-data`,
    left: async (db) => {
      const counts = await Promise.all(
        (["faculty", "program", "notice"] as const).map((table) =>
          countOf(db.selectFrom(table).select(countAll).where("sample", "=", 1)),
        ),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
  },
  {
    key: "jwt-secret",
    screen: null,
    setting: true,
    left: async (_db, settings) => (settings.jwtSecretSet ? 0 : 1),
  },
  {
    // Without SMTP_URL nothing is sent: acknowledgements, reset links and invitations wait (decision 0200).
    key: "mail-server",
    screen: pagePath("consoleOutbox"),
    setting: true,
    left: async (_db, settings) => (settings.mailConfigured ? 0 : 1),
  },
  {
    key: "unnamed-officials",
    screen: pagePath("consoleOfficials"),
    left: (db) => countOf(db.selectFrom("official").select(countAll).where("name_en", "is", null)),
  },
  {
    // A syllabus is a published structure: the `years` column holds an object then, a note or null otherwise.
    key: "incomplete-programmes",
    screen: pagePath("consoleProgrammes"),
    left: (db) =>
      countOf(
        db
          .selectFrom("program")
          .select(countAll)
          .where((eb) => eb.or([eb("intake", "is", null), eb("years", "not like", "{%")])),
      ),
  },
  {
    key: "incomplete-campuses",
    screen: pagePath("consoleCampuses"),
    left: (db) =>
      countOf(
        db
          .selectFrom("campus")
          .select(countAll)
          .where((eb) => eb.or([eb("phone", "is", null), eb("address", "is", null)])),
      ),
  },
  {
    // A page in a language whose every published revision is the content folder's text.
    key: "unedited-pages",
    screen: pagePath("consolePages"),
    left: async (db) => {
      const pages = await db
        .selectFrom("page_revision")
        .select(["path", "language"])
        .groupBy(["path", "language"])
        .having(
          sql<number>`sum(case when published = 1 and author_name <> ${contentFolderAuthor} then 1 else 0 end)`,
          "=",
          0,
        )
        .execute();
      return pages.length;
    },
  },
  {
    key: "shipped-event-poster",
    screen: pagePath("consoleHome"),
    left: (db) =>
      countOf(db.selectFrom("event_popup").select(countAll).where("enabled", "=", 1).where("poster_id", "is", null)),
  },
  {
    // A notice whose PDF gave no text (no text layer and no Tesseract, or a damaged file) has no
    // reading view and is not found by its words until staff type its text (decision 0264).
    key: "unreadable-notices",
    screen: pagePath("consoleViewPdfs"),
    left: (db) =>
      countOf(
        db
          .selectFrom("notice")
          .innerJoin("notice_file_text", "notice_file_text.file_id", "notice.file_id")
          .select(countAll)
          .where("notice_file_text.state", "in", ["unavailable", "failed"])
          .where((eb) =>
            eb(
              eb.fn.coalesce(
                eb
                  .selectFrom("notice_text_revision")
                  .select("notice_text_revision.blocks")
                  .whereRef("notice_text_revision.notice_id", "=", "notice.id")
                  .orderBy("notice_text_revision.number", "desc")
                  .limit(1),
                sql.lit(emptyBlocks),
              ),
              "=",
              emptyBlocks,
            ),
          ),
      ),
  },
];

/** The "Before going live" panel's lines: what is left to do, read from the data and the settings. */
export function createReadinessService(db: Kysely<Database>, cache: ReadCache, settings: ReadinessSettings) {
  return {
    /** The checks not yet passed, in order; every write empties the cache, so a fix shows at once. */
    pending(): Promise<ReadinessItem[]> {
      return cache.read("readiness", async () => {
        const left = await Promise.all(checks.map((check) => check.left(db, settings)));
        return {
          value: checks.flatMap((check, index) =>
            left[index]! > 0
              ? [{ key: check.key, count: check.setting ? null : left[index]!, screen: check.screen }]
              : [],
          ),
        };
      });
    },
  };
}

export type ReadinessService = ReturnType<typeof createReadinessService>;
