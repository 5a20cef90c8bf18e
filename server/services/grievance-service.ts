import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import type { Kysely } from "kysely";
import {
  attachmentMaxBytes,
  attachmentTypes,
  grievanceReference,
  type GrievanceInput,
  type GrievanceStatus,
} from "#common/forms/grievance.ts";
import type { Database } from "../db/schema.ts";
import { toCsv } from "./csv.ts";
import { claimReceipt, ReplayedSubmission } from "./form-guard-service.ts";
import type { ReadCache } from "./read-cache.ts";
import { toCount } from "./rows.ts";

export type GrievanceAttachmentUpload = { name: string; content: Uint8Array };

export type GrievanceSubmission = Omit<GrievanceInput, "attachment" | "consent">;

export type SubmitGrievanceResult =
  | { kind: "stored"; reference: string; replayed: boolean }
  | { kind: "refused"; problem: "attachmentType" | "attachmentSize" };

/** What the submitter sees on the status page. */
export type GrievanceStatusView = {
  reference: string;
  subject: string;
  status: GrievanceStatus;
  public_reply: string | null;
  created_at: string;
  updated_at: string;
};

/** How many times a submission retries when another took the same running number at the same moment. */
const numberingAttempts = 5;

/** The year in India, where the university numbers its grievances. */
function indianYear(now: Date): number {
  return new Date(now.getTime() + 5.5 * 60 * 60 * 1000).getUTCFullYear();
}

/**
 * Checks an attachment by its bytes, not its name or declared type: PDF, JPEG
 * or PNG only (an executable renamed .pdf is refused), 5 MB at most.
 */
export async function inspectAttachment(
  content: Uint8Array,
): Promise<{ ok: true; contentType: string } | { ok: false; problem: "attachmentType" | "attachmentSize" }> {
  if (content.byteLength > attachmentMaxBytes) return { ok: false, problem: "attachmentSize" };
  const detected = await fileTypeFromBuffer(content);
  if (!detected || !(attachmentTypes as readonly string[]).includes(detected.mime)) {
    return { ok: false, problem: "attachmentType" };
  }
  return { ok: true, contentType: detected.mime };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /unique|duplicate/i.test(error.message);
}

export function createGrievanceService(db: Kysely<Database>, cache: ReadCache) {
  const statusColumns = ["reference", "subject", "status", "public_reply", "created_at", "updated_at"] as const;
  const toStatusView = (row: Pick<Database["grievance"], (typeof statusColumns)[number]>): GrievanceStatusView => ({
    ...row,
    status: row.status as GrievanceStatus,
  });

  return {
    /**
     * Stores a grievance and its attachment in one transaction: both or
     * neither. A token seen before returns the first submission's reference
     * and stores nothing.
     */
    async submit(
      submission: GrievanceSubmission,
      attachment?: GrievanceAttachmentUpload,
      now = new Date(),
    ): Promise<SubmitGrievanceResult> {
      const earlier = await db
        .selectFrom("form_receipt")
        .select("result")
        .where("token", "=", submission.token)
        .executeTakeFirst();
      if (earlier) return { kind: "stored", reference: earlier.result, replayed: true };
      let contentType: string | undefined;
      if (attachment) {
        const inspected = await inspectAttachment(attachment.content);
        if (!inspected.ok) return { kind: "refused", problem: inspected.problem };
        contentType = inspected.contentType;
      }
      const year = indianYear(now);
      for (let attempt = 1; ; attempt++) {
        try {
          const reference = await db.transaction().execute(async (trx) => {
            const { last } = await trx
              .selectFrom("grievance")
              .select((eb) => eb.fn.max("number").as("last"))
              .where("year", "=", year)
              .executeTakeFirstOrThrow();
            const number = (last === null ? 0 : Number(last)) + 1;
            const id = randomUUID();
            const reference = grievanceReference(year, number);
            const stamp = now.toISOString();
            const { token, ...fields } = submission;
            await trx
              .insertInto("grievance")
              .values({
                id,
                reference,
                year,
                number,
                ...fields,
                status: "received",
                public_reply: null,
                created_at: stamp,
                updated_at: stamp,
              })
              .execute();
            if (attachment && contentType) {
              await trx
                .insertInto("grievance_attachment")
                .values({
                  grievance_id: id,
                  name: attachment.name.slice(0, 200),
                  content_type: contentType,
                  size: attachment.content.byteLength,
                  content: attachment.content,
                })
                .execute();
            }
            const claimed = await claimReceipt(trx, { token, form: "grievance", result: reference });
            if (claimed !== reference) throw new ReplayedSubmission(claimed);
            return reference;
          });
          cache.invalidate();
          return { kind: "stored", reference, replayed: false };
        } catch (error) {
          if (error instanceof ReplayedSubmission) return { kind: "stored", reference: error.result, replayed: true };
          if (attempt < numberingAttempts && isUniqueViolation(error)) continue;
          throw error;
        }
      }
    },

    /** The status of a grievance for its submitter: nothing unless the email matches too. */
    async status(reference: string, email: string): Promise<GrievanceStatusView | undefined> {
      const row = await db
        .selectFrom("grievance")
        .select([...statusColumns, "email"])
        .where("reference", "=", reference.toUpperCase())
        .executeTakeFirst();
      if (!row || row.email !== email.trim().toLowerCase()) return undefined;
      return toStatusView(row);
    },

    // The staff console's operations.

    /** Grievances newest first, optionally of one status. */
    async list({ status, page = 1, limit = 50 }: { status?: GrievanceStatus; page?: number; limit?: number } = {}) {
      let query = db.selectFrom("grievance");
      if (status) query = query.where("status", "=", status);
      const [{ count }, rows] = await Promise.all([
        query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
        query
          .selectAll()
          .orderBy("created_at", "desc")
          .orderBy("number", "desc")
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
      ]);
      const total = toCount(count);
      return { grievances: rows, pagination: { page, limit, total, totalPages: Math.ceil(total / limit) } };
    },

    /** One grievance with its staff notes and its attachment's description (not its bytes). */
    async detail(id: string) {
      const grievance = await db.selectFrom("grievance").selectAll().where("id", "=", id).executeTakeFirst();
      if (!grievance) return undefined;
      const [notes, attachment] = await Promise.all([
        db.selectFrom("grievance_note").selectAll().where("grievance_id", "=", id).orderBy("created_at").execute(),
        db
          .selectFrom("grievance_attachment")
          .select(["name", "content_type", "size"])
          .where("grievance_id", "=", id)
          .executeTakeFirst(),
      ]);
      return { ...grievance, notes, attachment: attachment ?? null };
    },

    /** The attachment's bytes, for staff to download. */
    async attachment(id: string) {
      const row = await db
        .selectFrom("grievance_attachment")
        .selectAll()
        .where("grievance_id", "=", id)
        .executeTakeFirst();
      return (
        row && { ...row, content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength) }
      );
    },

    /** Moves a grievance to a status, optionally with the reply its submitter will see. */
    async updateStatus(id: string, status: GrievanceStatus, publicReply?: string | null): Promise<boolean> {
      const result = await db
        .updateTable("grievance")
        .set({
          status,
          ...(publicReply === undefined ? {} : { public_reply: publicReply }),
          updated_at: new Date().toISOString(),
        })
        .where("id", "=", id)
        .executeTakeFirst();
      cache.invalidate();
      return Number(result.numUpdatedRows) > 0;
    },

    /** A staff note the submitter never sees. */
    async addNote(id: string, author: string, text: string) {
      const note = { id: randomUUID(), grievance_id: id, author, text, created_at: new Date().toISOString() };
      await db.insertInto("grievance_note").values(note).execute();
      cache.invalidate();
      return note;
    },

    /** Every grievance as CSV, oldest first. */
    async exportCsv(): Promise<string> {
      const rows = await db.selectFrom("grievance").selectAll().orderBy("created_at").orderBy("number").execute();
      return toCsv(
        [
          "reference",
          "created_at",
          "status",
          "name",
          "email",
          "phone",
          "role",
          "campus",
          "category",
          "subject",
          "description",
          "public_reply",
        ],
        rows.map((row) => [
          row.reference,
          row.created_at,
          row.status,
          row.name,
          row.email,
          row.phone,
          row.role,
          row.campus,
          row.category,
          row.subject,
          row.description,
          row.public_reply,
        ]),
      );
    },
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
