import { createHash } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { noticeFileMaxBytes, type NoticeChanges, type NoticeFields } from "#common/api/notice-form.ts";
import type { StaffUser } from "#common/api/staff.ts";
import { imageSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import type { Database } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { addNoticeMessages } from "./board-subscription-service.ts";
import { committedWrite } from "./committed-write.ts";
import { acceptedContentType, pdfOnly, pdfOrImage, sanitiseFileName, type UploadType } from "./file-checks.ts";
import type { ReadCache } from "./read-cache.ts";
import type { MailOutbox } from "./mail-outbox-service.ts";
import { Refusal } from "./refusal.ts";
import { noticeAuditSummary } from "./notice-audit.ts";
import { searchIndex } from "../db/search-index.ts";

/** A file as it arrived: its bytes and the name the uploader's computer gave it. */
export type NoticeUpload = { content: Buffer; name: string };

/**
 * An upload checked. Its PDF's text is not read here: the reading runner finds the new file
 * and reads it in a process of its own, held to a ceiling (decisions 0261 and 0215).
 */
type CheckedUpload = { upload: NoticeUpload; contentType: UploadType };

async function checkedUpload(upload: NoticeUpload, section: NoticeSectionKey): Promise<CheckedUpload> {
  return { upload, contentType: await checkedNoticeFile(upload, section) };
}

/** Who publishes, from where. */
export type Publisher = { user: StaffUser; address: string | null };

/** PDF everywhere; pictures too in the sections that show them. */
function checkedNoticeFile(upload: NoticeUpload, section: NoticeSectionKey): Promise<UploadType> {
  return acceptedContentType(
    upload.content,
    imageSectionKeys.includes(section) ? pdfOrImage : pdfOnly,
    noticeFileMaxBytes,
  );
}

/** Admins publish everywhere, editors in their own sections, faculty nowhere. */
export function mayPublishIn(user: StaffUser, section: string): boolean {
  return user.role === "admin" || (user.role === "editor" && user.sections.includes(section));
}

function selectNoticeRow(db: Kysely<Database> | Transaction<Database>, id: string) {
  return db.selectFrom("notice").selectAll().where("id", "=", id);
}

/**
 * Staff writes to notices. A notice and its file are written in one
 * transaction (the bytes live in the database), so neither exists without the
 * other; a file no notice uses any more goes in the same transaction. A new notice on a board
 * visitors follow by mail writes their messages in its transaction too (decision 0205).
 */
export function createNoticePublishingService(
  db: Kysely<Database>,
  cache: ReadCache,
  mail: Pick<MailOutbox, "announce">,
) {
  const actorOf = ({ user, address }: Publisher): Actor => ({ id: user._id, email: user.email, address });

  const existing = async (id: string, publisher: Publisher) => {
    const row = await selectNoticeRow(db, id).executeTakeFirst();
    if (!row) throw new Refusal("not_found", "No notice has this id");
    if (!mayPublishIn(publisher.user, row.section)) {
      throw new Refusal("forbidden", "This notice is in a section you do not publish to");
    }
    return row;
  };

  const checkSection = (publisher: Publisher, section: string) => {
    if (!mayPublishIn(publisher.user, section)) {
      throw new Refusal("forbidden", `You do not publish to the section "${section}"`);
    }
  };

  const storeFile = async (trx: Transaction<Database>, { upload, contentType }: CheckedUpload) => {
    const id = createHash("sha256").update(upload.content).digest("hex");
    await trx
      .insertInto("stored_file")
      .values({
        id,
        content: upload.content,
        content_type: contentType,
        size: upload.content.length,
        text: null,
        created_at: new Date().toISOString(),
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    return id;
  };

  const dropFileIfUnused = async (trx: Transaction<Database>, fileId: string | null) => {
    if (fileId === null) return;
    await trx
      .deleteFrom("stored_file")
      .where("id", "=", fileId)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("notice").select("notice.id").where("notice.file_id", "=", fileId))),
      )
      .execute();
  };

  return {
    /** A new notice with a file or a link; answers its id. */
    async publish(changes: NoticeChanges, upload: NoticeUpload | undefined, publisher: Publisher): Promise<string> {
      const { title, section } = changes;
      if (!title) throw new Refusal("bad_request", "fileName (the notice's title) is required");
      if (!section) throw new Refusal("bad_request", "section is required");
      checkSection(publisher, section);
      if (!upload && !changes.link) throw new Refusal("bad_request", "A notice needs a file (pdf) or a link");
      const checked = upload && (await checkedUpload(upload, section));
      const id = newRowId();
      const moment = new Date();
      const now = moment.toISOString();
      const scheduled = typeof changes.created_at === "string" && changes.created_at > now;
      const messages = await committedWrite(db, cache, async (trx) => {
        const fileId = checked ? await storeFile(trx, checked) : null;
        await trx
          .insertInto("notice")
          .values({
            id,
            title,
            title_hi: changes.title_hi ?? null,
            section,
            archive: changes.archive ? 1 : 0,
            file_id: fileId,
            file_name: checked ? sanitiseFileName(checked.upload.name, checked.contentType) : null,
            link: changes.link ?? null,
            valid_until: changes.valid_until ?? null,
            end_date: changes.end_date ?? null,
            apply_link: changes.apply_link ?? null,
            vacancies: changes.vacancies ?? null,
            order_date: changes.order_date ?? null,
            order_number: changes.order_number ?? null,
            created_by: publisher.user.email,
            // The publication moment: now, or the date staff gave (back-dated, or scheduled).
            created_at: changes.created_at ?? now,
            updated_at: now,
            appeared: scheduled ? 0 : 1,
          })
          .execute();
        await searchIndex.notice(trx, id);
        const after = await selectNoticeRow(trx, id).executeTakeFirstOrThrow();
        // A notice scheduled for later is recorded as scheduled now, and as appearing at its moment (notice-appearances.ts).
        await recordAudit(trx, actorOf(publisher), {
          action: scheduled ? "notice.schedule" : "notice.create",
          targetType: "notice",
          targetId: id,
          after: noticeAuditSummary(after),
        });
        return addNoticeMessages(trx, after, moment);
      });
      if (messages > 0) mail.announce();
      return id;
    },

    /** Changes the given fields and, with an upload, replaces the file. */
    async update(id: string, changes: NoticeChanges, upload: NoticeUpload | undefined, publisher: Publisher) {
      const before = await existing(id, publisher);
      if (changes.title === null) throw new Refusal("bad_request", "fileName (the notice's title) must not be empty");
      if (changes.section === null) throw new Refusal("bad_request", "section must not be empty");
      const section = changes.section ?? (before.section as NoticeSectionKey);
      checkSection(publisher, section);
      const checked = upload && (await checkedUpload(upload, section));
      if (!upload && before.file_id === null && changes.link === null) {
        throw new Refusal("bad_request", "A notice needs a file (pdf) or a link");
      }
      const now = new Date().toISOString();
      const rescheduled =
        typeof changes.created_at === "string" && changes.created_at !== before.created_at && changes.created_at > now;
      await committedWrite(db, cache, async (trx) => {
        const fileId = checked ? await storeFile(trx, checked) : before.file_id;
        const fields: Partial<Record<keyof NoticeFields, unknown>> = Object.fromEntries(
          Object.entries(changes).filter(([, value]) => value !== undefined),
        );
        await trx
          .updateTable("notice")
          .set({
            ...(fields as object),
            ...(changes.archive === undefined ? {} : { archive: changes.archive ? 1 : 0 }),
            ...(checked
              ? { file_id: fileId, file_name: sanitiseFileName(checked.upload.name, checked.contentType) }
              : {}),
            // Moved later than now: scheduled again, its appearance recorded when it comes.
            ...(rescheduled ? { appeared: 0 } : {}),
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        if (fileId !== before.file_id) await dropFileIfUnused(trx, before.file_id);
        await searchIndex.notice(trx, id);
        const after = await selectNoticeRow(trx, id).executeTakeFirstOrThrow();
        await recordAudit(trx, actorOf(publisher), {
          action: rescheduled ? "notice.schedule" : "notice.update",
          targetType: "notice",
          targetId: id,
          before: noticeAuditSummary(before),
          after: noticeAuditSummary(after),
        });
      });
    },

    async setArchive(id: string, archive: boolean, publisher: Publisher): Promise<void> {
      const before = await existing(id, publisher);
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("notice")
          .set({ archive: archive ? 1 : 0, updated_at: new Date().toISOString() })
          .where("id", "=", id)
          .execute();
        await searchIndex.notice(trx, id);
        const after = await selectNoticeRow(trx, id).executeTakeFirstOrThrow();
        await recordAudit(trx, actorOf(publisher), {
          action: archive ? "notice.archive" : "notice.unarchive",
          targetType: "notice",
          targetId: id,
          before: noticeAuditSummary(before),
          after: noticeAuditSummary(after),
        });
      });
    },

    /** The notice goes, and its file with it unless another notice uses the same bytes. */
    async remove(id: string, publisher: Publisher): Promise<void> {
      const before = await existing(id, publisher);
      await committedWrite(db, cache, async (trx) => {
        await trx.deleteFrom("notice").where("id", "=", id).execute();
        await dropFileIfUnused(trx, before.file_id);
        await searchIndex.notice(trx, id);
        await recordAudit(trx, actorOf(publisher), {
          action: "notice.delete",
          targetType: "notice",
          targetId: id,
          before: noticeAuditSummary(before),
        });
      });
    },
  };
}

export type NoticePublishingService = ReturnType<typeof createNoticePublishingService>;
