import type { Kysely } from "kysely";
import type { NoticeTextCorrection, StaffNoticeText } from "#common/api/notice-text.ts";
import type { NoticeText, NoticeTextState } from "#common/notice-text.ts";
import type { Database, FileTextState } from "../../db/schema.ts";
import type { ReadCache } from "../read-cache.ts";
import { newRowId, recordAudit } from "../audit-service.ts";
import { committedWrite } from "../committed-write.ts";
import { mayPublishIn, type Publisher } from "../notice-publishing-service.ts";
import { Refusal } from "../refusal.ts";
import { isUniqueViolation } from "../rows.ts";
import { searchIndex } from "../../db/search-index.ts";
import { blocksToMarkdown, markdownToBlocks } from "./markdown.ts";
import { parsedBlocks } from "../../db/notice-text/stored-blocks.ts";

/** A notice's text as read from its PDF: the row's state as the public sees it. */
function readState(contentType: string | null, state: FileTextState | null): NoticeTextState {
  if (contentType !== "application/pdf") return "none";
  if (state === null || state === "queued" || state === "reading") return "pending";
  return state;
}

type TextRow = {
  id: string;
  title: string;
  section: string;
  content_type: string | null;
  state: FileTextState | null;
  blocks: string | null;
  reason: string | null;
  pages: number | null;
  corrected: string | null;
  revision: number | null;
};

/** A notice's text: the newest correction that holds any, else what was read from its PDF. */
function noticeText(row: TextRow): NoticeText & { reason: string | null; pages: number | null; read: NoticeText } {
  const read = { state: readState(row.content_type, row.state), blocks: parsedBlocks(row.blocks) };
  const corrected = parsedBlocks(row.corrected);
  const shown = corrected.length > 0 ? { state: "corrected" as const, blocks: corrected } : read;
  return { ...shown, read, reason: row.reason, pages: row.pages };
}

/**
 * Notices' text (decisions 0260 to 0263): what the reading view shows, and staff corrections,
 * each kept as a revision and written with the notice's search entry and an audit entry.
 * The reading itself is reading-runner.ts's.
 */
export function createNoticeTextService(db: Kysely<Database>, cache: ReadCache) {
  const selectText = () =>
    db
      .selectFrom("notice")
      .leftJoin("stored_file", "stored_file.id", "notice.file_id")
      .leftJoin("notice_file_text", "notice_file_text.file_id", "notice.file_id")
      .select((eb) => [
        "notice.id",
        "notice.title",
        "notice.section",
        "stored_file.content_type",
        "notice_file_text.state",
        "notice_file_text.blocks",
        "notice_file_text.reason",
        "notice_file_text.pages",
        eb
          .selectFrom("notice_text_revision")
          .select("notice_text_revision.blocks")
          .whereRef("notice_text_revision.notice_id", "=", "notice.id")
          .orderBy("notice_text_revision.number", "desc")
          .limit(1)
          .as("corrected"),
        eb
          .selectFrom("notice_text_revision")
          .select((inner) => inner.fn.max("notice_text_revision.number").as("number"))
          .whereRef("notice_text_revision.notice_id", "=", "notice.id")
          .as("revision"),
      ]);

  /** The notice for a member of staff who may edit it; refuses otherwise. */
  const editable = async (id: string, publisher: Publisher): Promise<TextRow> => {
    const row = await selectText().where("notice.id", "=", id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", "No notice has this id");
    if (!mayPublishIn(publisher.user, row.section)) {
      throw new Refusal("forbidden", "This notice is in a section you do not publish to");
    }
    return row;
  };

  const staffView = async (row: TextRow): Promise<StaffNoticeText> => {
    const text = noticeText(row);
    const revisions = await db
      .selectFrom("notice_text_revision")
      .select(["number", "created_by", "created_at"])
      .where("notice_id", "=", row.id)
      .orderBy("number", "desc")
      .limit(50)
      .execute();
    return {
      state: text.state,
      reason: text.reason,
      pages: text.pages,
      markdown: blocksToMarkdown(text.blocks),
      read_markdown: blocksToMarkdown(text.read.blocks),
      read_state: text.read.state,
      revisions,
    };
  };

  return {
    /** The text a notice's reading view shows (whether the notice may be shown is the caller's to check). */
    forReading(noticeId: string): Promise<NoticeText> {
      return cache.read(`notice-text:${noticeId}`, async () => {
        const row = await selectText().where("notice.id", "=", noticeId).executeTakeFirst();
        const { state, blocks } = row ? noticeText(row) : { state: "none" as const, blocks: [] };
        return { value: { state, blocks } };
      });
    },

    /** A notice's text, its state and its corrections, for staff who may edit the notice. */
    async forStaff(noticeId: string, publisher: Publisher): Promise<StaffNoticeText> {
      return staffView(await editable(noticeId, publisher));
    },

    /** The text states of the notices the account may edit, by id; others are left out. */
    async states(ids: ReadonlyArray<string>, publisher: Publisher) {
      if (ids.length === 0) return {};
      const rows = await selectText()
        .where("notice.id", "in", [...ids])
        .execute();
      return Object.fromEntries(
        rows
          .filter((row) => mayPublishIn(publisher.user, row.section))
          .map((row) => {
            const { state, reason, pages } = noticeText(row);
            return [row.id, { state, reason, pages }];
          }),
      );
    },

    /**
     * Saves staff's text for a notice as its next revision (empty: the PDF's own text again), made
     * from `revision`; a newer revision since refuses it (two people correcting at once).
     */
    async correct(noticeId: string, correction: NoticeTextCorrection, publisher: Publisher): Promise<StaffNoticeText> {
      const before = await editable(noticeId, publisher);
      const current = before.revision ?? 0;
      if (correction.revision !== current) {
        throw new Refusal(
          "conflict",
          `The text was corrected again (revision ${current}) since revision ${correction.revision} was opened; open it again`,
        );
      }
      const blocks = markdownToBlocks(correction.markdown);
      const number = current + 1;
      try {
        await committedWrite(db, cache, async (trx) => {
          await trx
            .insertInto("notice_text_revision")
            .values({
              id: newRowId(),
              notice_id: noticeId,
              number,
              markdown: correction.markdown,
              blocks: JSON.stringify(blocks),
              created_by: publisher.user.email,
              created_at: new Date().toISOString(),
            })
            .execute();
          await searchIndex.notice(trx, noticeId);
          await recordAudit(
            trx,
            { id: publisher.user._id, email: publisher.user.email, address: publisher.address },
            {
              action: "notice.text",
              targetType: "notice",
              targetId: noticeId,
              before: { title: before.title, revision: current },
              after: {
                title: before.title,
                revision: number,
                blocks: blocks.length,
                characters: correction.markdown.length,
              },
            },
          );
        });
      } catch (error) {
        // The unique (notice, number): a correction made from the same revision at the same moment.
        if (isUniqueViolation(error, "notice_text_revision")) {
          throw new Refusal("conflict", "Someone corrected this text at the same moment; open it again");
        }
        throw error;
      }
      return staffView(await editable(noticeId, publisher));
    },
  };
}

export type NoticeTextService = ReturnType<typeof createNoticeTextService>;
