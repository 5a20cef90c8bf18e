import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { storedFileUrl, type Notice, type NoticeFilter, type NoticePage } from "#common/api/notice.ts";
import { newNoticeAgeMs } from "#common/notice-new.ts";
import type { NoticeSectionKey } from "#common/notice-sections.ts";
import type { Database } from "../db/schema.ts";
import { noticeParticulars } from "./notice-audit.ts";
import type { ReadCache } from "./read-cache.ts";
import { toCount, toFlag } from "./rows.ts";

/**
 * Current notices, or archived ones: archive flag set or valid_until passed (computed at read
 * time). Both hold only notices whose publication moment (`created_at`) has come; staff also
 * see the scheduled ones, whose moment is still ahead.
 */
export type NoticeState = "current" | "archived";
export type StaffNoticeState = NoticeState | "scheduled";

export type StoredFile = { id: string; content: Buffer; contentType: string; size: number; name: string | null };

/** `%`, `_` and the escape character itself match literally in LIKE once escaped. */
function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

type NoticeExpressions = ExpressionBuilder<Database, "notice">;

function stateCondition(state: StaffNoticeState, nowIso: string) {
  return (eb: NoticeExpressions) => {
    // Scheduled notices are nowhere in public until their moment: filtered at read time, no job runs.
    if (state === "scheduled") return eb("notice.created_at", ">", nowIso);
    const published = eb("notice.created_at", "<=", nowIso);
    return state === "archived"
      ? eb.and([published, eb.or([eb("notice.archive", "=", 1), eb("notice.valid_until", "<=", nowIso)])])
      : eb.and([
          published,
          eb("notice.archive", "=", 0),
          eb.or([eb("notice.valid_until", "is", null), eb("notice.valid_until", ">", nowIso)]),
        ]);
  };
}

/** The API's filter, plus a set of sections for boards that list several (the job portal, a governance body). */
export type BoardNoticeFilter = NoticeFilter & { sections?: readonly NoticeSectionKey[] };

function filterConditions(filter: Omit<BoardNoticeFilter, "limit" | "page">) {
  return (eb: NoticeExpressions) => {
    const conditions = [];
    if (filter.section) conditions.push(eb("notice.section", "=", filter.section));
    if (filter.sections?.length) conditions.push(eb("notice.section", "in", [...filter.sections]));
    if (filter.created_at_gteq) conditions.push(eb("notice.created_at", ">=", filter.created_at_gteq));
    if (filter.created_at_lteq) conditions.push(eb("notice.created_at", "<=", filter.created_at_lteq));
    if (filter.regex) {
      // Plain text, never a pattern: both engines' LIKE with an explicit escape character.
      const pattern = likeContaining(filter.regex);
      const containing = (column: "notice.title" | "notice.title_hi") =>
        sql<boolean>`lower(${eb.ref(column)}) like lower(${pattern}) escape '\\'`;
      conditions.push(eb.or([containing("notice.title"), containing("notice.title_hi")]));
    }
    return eb.and(conditions);
  };
}

function storedFileOf(row: {
  id: string;
  content: Uint8Array;
  content_type: string;
  size: number;
  name: string | null;
}): StoredFile {
  return {
    id: row.id,
    content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
    contentType: row.content_type,
    size: row.size,
    name: row.name,
  };
}

export function createNoticeService(db: Kysely<Database>, cache: ReadCache) {
  const selectNotices = () =>
    db
      .selectFrom("notice")
      .leftJoin("stored_file", "stored_file.id", "notice.file_id")
      .select([
        "notice.id",
        "notice.title",
        "notice.title_hi",
        "notice.section",
        "notice.created_at",
        "notice.updated_at",
        "notice.archive",
        "notice.file_id",
        "notice.file_name",
        "notice.link",
        "notice.valid_until",
        "notice.end_date",
        "notice.apply_link",
        "notice.vacancies",
        "notice.order_date",
        "notice.order_number",
        "notice.created_by",
        "stored_file.content_type",
        "stored_file.size",
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof selectNotices>["executeTakeFirstOrThrow"]>>;

  const toNotice = (row: Row, nowIso: string): Notice => {
    const archive = toFlag(row.archive);
    return {
      _id: row.id,
      title: row.title,
      title_hi: row.title_hi,
      section: row.section as Notice["section"],
      created_at: row.created_at,
      updated_at: row.updated_at,
      archive,
      archived: archive || (row.valid_until !== null && row.valid_until <= nowIso),
      file:
        row.file_id === null
          ? null
          : {
              _id: row.file_id,
              url: storedFileUrl(row.file_id),
              name: row.file_name ?? row.file_id,
              content_type: row.content_type ?? "application/octet-stream",
              size: row.size ?? 0,
            },
      ...noticeParticulars(row),
      created_by: row.created_by,
    };
  };

  const noticesOfFile = (eb: ExpressionBuilder<Database, "stored_file">) =>
    eb.selectFrom("notice").whereRef("notice.file_id", "=", "stored_file.id");

  /** The stored file `id`, if it is served now: a picture, or the file of a published notice. */
  const servedFile = (id: string, nowIso: string) =>
    db
      .selectFrom("stored_file")
      .where("stored_file.id", "=", id)
      .where((eb) =>
        eb.or([
          eb.not(eb.exists(noticesOfFile(eb).select("notice.id"))),
          eb.exists(noticesOfFile(eb).select("notice.id").where("notice.created_at", "<=", nowIso)),
        ]),
      );

  /**
   * The next moment a notice passes its valid_until, is published (its scheduled moment), or
   * stops being "New" (a millisecond after its `newNoticeAgeMs`, when every page's test says so):
   * cached reads, and the pages made from them, must not outlive it.
   */
  const nextExpiry = async (nowIso: string): Promise<number | undefined> => {
    const newSince = new Date(Date.parse(nowIso) - newNoticeAgeMs).toISOString();
    const [{ next }, { nextScheduled }, { oldestNew }] = await Promise.all([
      db
        .selectFrom("notice")
        .select((eb) => eb.fn.min("valid_until").as("next"))
        .where("valid_until", ">", nowIso)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("notice")
        .select((eb) => eb.fn.min("created_at").as("nextScheduled"))
        .where("created_at", ">", nowIso)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom("notice")
        .select((eb) => eb.fn.min("created_at").as("oldestNew"))
        .where("created_at", ">=", newSince)
        .executeTakeFirstOrThrow(),
    ]);
    const moments = [
      ...(next ? [Date.parse(next)] : []),
      ...(nextScheduled ? [Date.parse(nextScheduled)] : []),
      ...(oldestNew ? [Date.parse(oldestNew) + newNoticeAgeMs + 1] : []),
    ];
    return moments.length > 0 ? Math.min(...moments) : undefined;
  };

  /** One page of notices in the given state, newest first (scheduled ones: soonest first). */
  const readPage = async (state: StaffNoticeState, filter: BoardNoticeFilter, nowIso: string): Promise<NoticePage> => {
    const where = (eb: NoticeExpressions) => eb.and([stateCondition(state, nowIso)(eb), filterConditions(filter)(eb)]);
    const { count } = await db
      .selectFrom("notice")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where(where)
      .executeTakeFirstOrThrow();
    const total = toCount(count);
    const offset = (filter.page - 1) * filter.limit;
    const order = state === "scheduled" ? "asc" : "desc";
    // A page past the end needs no query (and never hands the database an absurd offset).
    const rows =
      offset < total
        ? await selectNotices()
            .where(where)
            .orderBy("notice.created_at", order)
            .orderBy("notice.id", order)
            .limit(filter.limit)
            .offset(offset)
            .execute()
        : [];
    return {
      notices: rows.map((row) => toNotice(row, nowIso)),
      pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) },
    };
  };

  return {
    /** One page of published notices in the given state, newest first, with the totals for paging. */
    list(state: NoticeState, filter: BoardNoticeFilter): Promise<NoticePage> {
      return cache.read(`notice:${state}:${JSON.stringify(filter)}`, async () => {
        const nowIso = new Date().toISOString();
        const [value, expiresAt] = await Promise.all([readPage(state, filter, nowIso), nextExpiry(nowIso)]);
        return { value, expiresAt };
      });
    },

    /**
     * The console's list: scheduled notices too, in the sections the account may edit, read
     * fresh each time (one person's view, never cached).
     */
    listForStaff(state: StaffNoticeState, filter: BoardNoticeFilter): Promise<NoticePage> {
      return readPage(state, filter, new Date().toISOString());
    },

    /** One notice whatever its state, scheduled too: for staff, read fresh. */
    async findForStaff(id: string): Promise<Notice | undefined> {
      const row = await selectNotices().where("notice.id", "=", id).executeTakeFirst();
      return row && toNotice(row, new Date().toISOString());
    },

    find(id: string): Promise<Notice | undefined> {
      return cache.read(`notice:one:${id}`, async () => {
        const nowIso = new Date().toISOString();
        const [row, expiresAt] = await Promise.all([
          // A scheduled notice is not found until its moment.
          selectNotices().where("notice.id", "=", id).where("notice.created_at", "<=", nowIso).executeTakeFirst(),
          nextExpiry(nowIso),
        ]);
        return { value: row && toNotice(row, nowIso), expiresAt };
      });
    },

    /**
     * A stored file's bytes. Not cached here: its URL is content-addressed, so
     * clients keep it for a year and revalidate with its id as the ETag. A notice's file is
     * public from the notice's moment on, like the notice (decision 0158): one only
     * scheduled notices use is not found until then. A file no notice uses is a picture.
     */
    async file(id: string): Promise<StoredFile | undefined> {
      const nowIso = new Date().toISOString();
      const row = await servedFile(id, nowIso)
        .select((eb) => [
          "stored_file.id",
          "stored_file.content",
          "stored_file.content_type",
          "stored_file.size",
          noticesOfFile(eb)
            .select("notice.file_name")
            .where("notice.created_at", "<=", nowIso)
            .orderBy("notice.created_at")
            .limit(1)
            .as("name"),
        ])
        .executeTakeFirst();
      return row && storedFileOf(row);
    },

    /** Whether `file(id)` would find the file, without reading its bytes: a revalidation's question. */
    async isFileServed(id: string): Promise<boolean> {
      return (await servedFile(id, new Date().toISOString()).select("stored_file.id").executeTakeFirst()) !== undefined;
    },

    /** A notice's file whatever the notice's state (a scheduled one's too): for staff, read fresh. */
    async fileOfNoticeForStaff(noticeId: string): Promise<StoredFile | undefined> {
      const row = await db
        .selectFrom("notice")
        .innerJoin("stored_file", "stored_file.id", "notice.file_id")
        .select([
          "stored_file.id",
          "stored_file.content",
          "stored_file.content_type",
          "stored_file.size",
          "notice.file_name as name",
        ])
        .where("notice.id", "=", noticeId)
        .executeTakeFirst();
      return row && storedFileOf(row);
    },
  };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
