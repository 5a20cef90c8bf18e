import type { Kysely, Selectable, Transaction } from "kysely";
import {
  grievanceAttachmentMaxBytes,
  grievanceHandlingFields,
  type Grievance,
  type GrievanceChange,
  type GrievanceDetail,
  type GrievanceHistoryEntry,
  type GrievanceOfficer,
  type GrievancePage,
  type GrievanceQuery,
  type GrievanceSubmission,
  openGrievanceStatuses,
} from "#common/api/grievance.ts";
import type { StaffUser } from "#common/api/staff.ts";
import type { Database, GrievanceStatus, GrievanceTable, MailLanguage } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { committedWrite } from "./committed-write.ts";
import { toCsv } from "./csv.ts";
import { acceptedContentType, pdfOrImage, sanitiseFileName } from "./file-checks.ts";
import { claimReceipt, ReplayedSubmission } from "./form-guard-service.ts";
import { addToOutbox, type MailOutbox } from "./mail-outbox-service.ts";
import type { ReadCache } from "./read-cache.ts";
import { Refusal } from "./refusal.ts";
import { toCount } from "./rows.ts";

export type GrievanceAttachmentUpload = { content: Buffer; name: string };

/** A grievance as its submitter sees it on the status page. */
export type GrievanceStatusView = Pick<
  Selectable<GrievanceTable>,
  "reference" | "subject" | "status" | "public_reply" | "created_at" | "updated_at"
>;

/**
 * Whose grievances an account handles (decision 0140): an admin's and an all-campus
 * officer's `campus` is null (every grievance); a campus officer's is that campus.
 */
export type GrievanceScope = { campus: string | null };

export function grievanceScopeOf(user: Pick<StaffUser, "role" | "grievance_campus">): GrievanceScope {
  if (user.role === "admin") return { campus: null };
  if (user.role === "grievance_officer") return { campus: user.grievance_campus };
  throw new Refusal("forbidden", "Your account's role may not handle grievances");
}

/**
 * Days from filing a grievance is due in, unless GRIEVANCE_DUE_DAYS says otherwise: the limit the
 * central government's grievance portal (CPGRAMS) has set since August 2024 (decision 0248).
 */
export const defaultGrievanceDueDays = 21;

/** The fields staff handle, as an audit entry of `grievance.update` records them (the officer by name). */
type Handling = Pick<Grievance, "status" | "public_reply" | "internal_note"> & { assigned_to: string | null };

/** Whether an account handles the grievances of a campus (null: one filed without a campus). */
const handlesCampus = (officer: Pick<GrievanceOfficer, "grievance_campus">, campus: string | null) =>
  officer.grievance_campus === null || officer.grievance_campus === campus;

const officerName = (officer: Pick<GrievanceOfficer, "name" | "email">) => officer.name ?? officer.email;

/** The next number of a yearly counter, taken inside the caller's transaction. */
async function nextNumber(trx: Transaction<Database>, name: string): Promise<number> {
  const { value } = await trx
    .insertInto("reference_counter")
    .values({ name, value: 1 })
    .onConflict((conflict) =>
      conflict.column("name").doUpdateSet((eb) => ({ value: eb("reference_counter.value", "+", 1) })),
    )
    .returning("value")
    .executeTakeFirstOrThrow();
  return Number(value);
}

/**
 * Grievances: submitted by the public (from the site's form), handled by
 * staff. A grievance, its attachment and its acknowledgement by mail are written in one
 * transaction; so are a change by staff and the message that tells the submitter of it.
 * Public submissions leave the read cache alone: no public read shows them, and
 * anyone could otherwise empty it at will. Staff changes invalidate it, as every
 * staff write does.
 */
export function createGrievanceService(
  db: Kysely<Database>,
  cache: Pick<ReadCache, "invalidate">,
  mail: Pick<MailOutbox, "announce">,
  clock: () => Date,
  dueDays = defaultGrievanceDueDays,
) {
  const selectGrievances = () =>
    db
      .selectFrom("grievance")
      .leftJoin("grievance_attachment as attachment", "attachment.grievance_id", "grievance.id")
      .leftJoin("staff_user as officer", "officer.id", "grievance.assigned_to")
      .selectAll("grievance")
      .select([
        "attachment.name as attachment_name",
        "attachment.content_type",
        "attachment.size",
        "officer.name as officer_name",
        "officer.email as officer_email",
        "officer.grievance_campus as officer_campus",
      ]);

  type Row = Selectable<GrievanceTable> & {
    attachment_name: string | null;
    content_type: string | null;
    size: number | null;
    officer_name: string | null;
    officer_email: string | null;
    officer_campus: string | null;
  };

  const isOpen = (status: GrievanceStatus) => openGrievanceStatuses.some((open) => open === status);

  const toGrievance = (row: Row): Grievance => ({
    _id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    campus: row.campus,
    category: row.category,
    subject: row.subject,
    description: row.description,
    status: row.status,
    public_reply: row.public_reply,
    internal_note: row.internal_note,
    attachment:
      row.attachment_name === null
        ? null
        : { name: row.attachment_name, content_type: row.content_type ?? "", size: row.size ?? 0 },
    due_at: row.due_at,
    overdue: isOpen(row.status) && row.due_at <= new Date().toISOString(),
    assigned_to:
      row.assigned_to === null || row.officer_email === null
        ? null
        : {
            _id: row.assigned_to,
            name: row.officer_name,
            email: row.officer_email,
            grievance_campus: row.officer_campus,
          },
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  /**
   * The grievance, if it is within the scope. One outside it is refused as if it did not
   * exist: an officer learns nothing of another campus's grievances, not even their ids.
   */
  const existing = async (id: string, scope: GrievanceScope): Promise<Grievance> => {
    let query = selectGrievances().where("grievance.id", "=", id);
    if (scope.campus !== null) query = query.where("grievance.campus", "=", scope.campus);
    const row = await query.executeTakeFirst();
    if (!row) throw new Refusal("not_found", "No grievance has this id");
    return toGrievance(row);
  };

  /** Every change staff made, oldest first, from the audit entries the changes wrote with them. */
  const history = async (id: string): Promise<GrievanceHistoryEntry[]> => {
    const entries = await db
      .selectFrom("audit_log")
      .select(["actor_email", "summary", "created_at"])
      .where("target_type", "=", "grievance")
      .where("target_id", "=", id)
      .where("action", "=", "grievance.update")
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    return (
      entries
        .map((entry) => {
          const { before, after } = JSON.parse(entry.summary) as { before: Handling; after: Handling };
          return {
            at: entry.created_at,
            by: entry.actor_email,
            changed: grievanceHandlingFields.filter((field) => (before[field] ?? null) !== (after[field] ?? null)),
            previous_status: before.status,
            status: after.status,
            public_reply: after.public_reply ?? null,
            internal_note: after.internal_note ?? null,
            assigned_to: after.assigned_to ?? null,
          };
        })
        // Saves that changed nothing were once logged too: they are no part of the history.
        .filter((entry) => entry.changed.length > 0)
    );
  };

  /** One grievance in the scope, with its history. */
  const detail = async (id: string, scope: GrievanceScope): Promise<GrievanceDetail> => ({
    ...(await existing(id, scope)),
    history: await history(id),
  });

  return {
    /**
     * Stores a submission (and its attachment, checked by content) with its acknowledgement
     * to the submitter, in the language of the page it came from, and answers its reference
     * number. With the form's idempotency token, a second submission under the same token (a
     * double click, a resent form) stores nothing and answers the first one's reference.
     */
    async submit(
      input: GrievanceSubmission,
      attachment?: GrievanceAttachmentUpload,
      token?: string,
      language: MailLanguage = "en",
    ): Promise<{ reference: string; replayed: boolean }> {
      if (token) {
        const earlier = await db
          .selectFrom("form_receipt")
          .select("result")
          .where("token", "=", token)
          .executeTakeFirst();
        if (earlier) return { reference: earlier.result, replayed: true };
      }
      const contentType =
        attachment && (await acceptedContentType(attachment.content, pdfOrImage, grievanceAttachmentMaxBytes));
      const now = clock();
      const id = newRowId();
      try {
        const reference = await db.transaction().execute(async (trx) => {
          const year = now.getUTCFullYear();
          const number = await nextNumber(trx, `GRV-${year}`);
          const reference = `GRV-${year}-${String(number).padStart(6, "0")}`;
          await trx
            .insertInto("grievance")
            .values({
              id,
              reference,
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              role: input.role,
              campus: input.campus ?? null,
              category: input.category,
              subject: input.subject,
              description: input.description,
              due_at: new Date(now.getTime() + dueDays * 86_400_000).toISOString(),
              language,
              created_at: now.toISOString(),
              updated_at: now.toISOString(),
            })
            .execute();
          if (attachment && contentType) {
            await trx
              .insertInto("grievance_attachment")
              .values({
                grievance_id: id,
                content: attachment.content,
                content_type: contentType,
                size: attachment.content.length,
                name: sanitiseFileName(attachment.name, contentType),
              })
              .execute();
          }
          if (token) {
            const claimed = await claimReceipt(trx, { token, form: "grievance", result: reference });
            if (claimed !== reference) throw new ReplayedSubmission(claimed);
          }
          await addToOutbox(
            trx,
            {
              kind: "grievance-received",
              payload: { reference },
              to: { name: input.name, address: input.email },
              language,
            },
            now,
          );
          return reference;
        });
        mail.announce();
        return { reference, replayed: false };
      } catch (error) {
        if (error instanceof ReplayedSubmission) return { reference: error.result, replayed: true };
        throw error;
      }
    },

    /** What the submitter may see of their grievance: nothing unless the email matches the reference's. */
    async status(reference: string, email: string): Promise<GrievanceStatusView | undefined> {
      const row = await db
        .selectFrom("grievance")
        .select(["reference", "subject", "status", "public_reply", "created_at", "updated_at", "email"])
        .where("reference", "=", reference.trim().toUpperCase())
        .executeTakeFirst();
      if (!row || row.email.trim().toLowerCase() !== email.trim().toLowerCase()) return undefined;
      const { email: _email, ...view } = row;
      return view;
    },

    /**
     * A page of the grievances in the scope, by status, campus and whom they are assigned to, newest
     * first or (`due`) those still open first, soonest due first; a campus officer may name only their campus.
     */
    async list(
      query: Omit<GrievanceQuery, "sort"> & Partial<Pick<GrievanceQuery, "sort">>,
      scope: GrievanceScope,
      userId?: string,
    ): Promise<GrievancePage> {
      if (scope.campus !== null && query.campus !== undefined && query.campus !== scope.campus) {
        throw new Refusal("forbidden", `This account handles the grievances of ${scope.campus} only`);
      }
      const campus = scope.campus ?? query.campus;
      const assigned = query.assigned === "me" ? (userId ?? "") : query.assigned;
      let count = db.selectFrom("grievance").select((eb) => eb.fn.countAll<number | string>().as("count"));
      let rows = selectGrievances();
      if (query.status) {
        count = count.where("grievance.status", "=", query.status);
        rows = rows.where("grievance.status", "=", query.status);
      }
      if (campus !== undefined) {
        count = count.where("grievance.campus", "=", campus);
        rows = rows.where("grievance.campus", "=", campus);
      }
      if (assigned !== undefined) {
        count = count.where("grievance.assigned_to", "=", assigned);
        rows = rows.where("grievance.assigned_to", "=", assigned);
      }
      const total = toCount((await count.executeTakeFirstOrThrow()).count);
      const ordered =
        query.sort === "due"
          ? rows
              .orderBy((eb) =>
                eb
                  .case()
                  .when("grievance.status", "in", [...openGrievanceStatuses])
                  .then(0)
                  .else(1)
                  .end(),
              )
              .orderBy("grievance.due_at")
          : rows.orderBy("grievance.created_at", "desc");
      const page = await ordered
        .orderBy("grievance.id", "desc")
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
      return {
        grievances: page.map(toGrievance),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    /** The accounts a grievance in the scope can be assigned to: enabled admins and officers who handle it. */
    async officers(scope: GrievanceScope): Promise<GrievanceOfficer[]> {
      const accounts = await db
        .selectFrom("staff_user")
        .select(["id", "name", "email", "role", "grievance_campus"])
        .where("role", "in", ["admin", "grievance_officer"])
        .where("disabled", "=", 0)
        .orderBy("email")
        .execute();
      return accounts
        .map((account) => ({
          _id: account.id,
          name: account.name,
          email: account.email,
          grievance_campus: account.role === "admin" ? null : account.grievance_campus,
        }))
        .filter((officer) => scope.campus === null || handlesCampus(officer, scope.campus));
    },

    find: detail,

    async attachment(id: string, scope: GrievanceScope) {
      await existing(id, scope);
      const row = await db
        .selectFrom("grievance_attachment")
        .selectAll()
        .where("grievance_id", "=", id)
        .executeTakeFirst();
      if (!row) throw new Refusal("not_found", "This grievance has no attachment");
      return {
        name: row.name,
        contentType: row.content_type,
        content: Buffer.from(row.content.buffer, row.content.byteOffset, row.content.byteLength),
      };
    },

    /**
     * Status, public reply, internal note and officer of a grievance in the scope: each change
     * audited, and its history. The officer must handle the grievance's campus; a save that changes
     * nothing writes nothing. A new status or a new reply is told to the submitter by mail, in the
     * same transaction; an internal note or an assignment alone is not.
     */
    async update(id: string, change: GrievanceChange, actor: Actor, scope: GrievanceScope): Promise<GrievanceDetail> {
      const before = await existing(id, scope);
      let assignee = before.assigned_to;
      if (change.assigned_to !== undefined && change.assigned_to !== before.assigned_to?._id) {
        assignee = null;
        if (change.assigned_to !== null) {
          assignee =
            (await this.officers({ campus: null })).find((officer) => officer._id === change.assigned_to) ?? null;
          if (!assignee || !handlesCampus(assignee, before.campus)) {
            throw new Refusal(
              "bad_request",
              "assigned_to must be an admin or grievance officer who handles this grievance's campus",
            );
          }
        }
      }
      const handling = (
        grievance: Pick<Grievance, "status" | "public_reply" | "internal_note">,
        officer: GrievanceOfficer | null,
      ): Handling => ({
        status: grievance.status,
        public_reply: grievance.public_reply,
        internal_note: grievance.internal_note,
        assigned_to: officer && officerName(officer),
      });
      // A blank text clears it, as null does.
      const after: Handling = handling(
        {
          status: change.status ?? before.status,
          public_reply: change.public_reply === undefined ? before.public_reply : change.public_reply || null,
          internal_note: change.internal_note === undefined ? before.internal_note : change.internal_note || null,
        },
        assignee,
      );
      const previous = handling(before, before.assigned_to);
      if (grievanceHandlingFields.every((field) => previous[field] === after[field])) return detail(id, scope);
      const statusChanged = after.status !== previous.status;
      const replied = after.public_reply !== null && after.public_reply !== previous.public_reply;
      const now = clock();
      await committedWrite(db, cache, async (trx) => {
        await trx
          .updateTable("grievance")
          .set({
            status: after.status,
            public_reply: after.public_reply,
            internal_note: after.internal_note,
            assigned_to: assignee?._id ?? null,
            updated_at: now.toISOString(),
          })
          .where("id", "=", id)
          .execute();
        if (statusChanged || replied) {
          const { language } = await trx
            .selectFrom("grievance")
            .select("language")
            .where("id", "=", id)
            .executeTakeFirstOrThrow();
          await addToOutbox(
            trx,
            {
              kind: "grievance-updated",
              payload: { reference: before.reference, status: after.status, statusChanged, replied },
              to: { name: before.name, address: before.email },
              language,
            },
            now,
          );
        }
        await recordAudit(trx, actor, {
          action: "grievance.update",
          targetType: "grievance",
          targetId: id,
          before: { reference: before.reference, ...previous },
          after: { reference: before.reference, ...after },
        });
      });
      if (statusChanged || replied) mail.announce();
      return detail(id, scope);
    },

    /** Every grievance in the scope, oldest first, as CSV (attachments are named, not included). */
    async csv(scope: GrievanceScope): Promise<string> {
      let query = selectGrievances();
      if (scope.campus !== null) query = query.where("grievance.campus", "=", scope.campus);
      const rows = (await query.orderBy("grievance.created_at").orderBy("grievance.id").execute()).map(toGrievance);
      return toCsv<Grievance>(
        [
          ["reference", (row) => row.reference],
          ["submitted", (row) => row.created_at],
          ["status", (row) => row.status],
          ["name", (row) => row.name],
          ["email", (row) => row.email],
          ["phone", (row) => row.phone],
          ["role", (row) => row.role],
          ["campus", (row) => row.campus],
          ["category", (row) => row.category],
          ["subject", (row) => row.subject],
          ["description", (row) => row.description],
          ["attachment", (row) => row.attachment?.name ?? null],
          ["public reply", (row) => row.public_reply],
          ["internal note", (row) => row.internal_note],
          ["due", (row) => row.due_at],
          ["overdue", (row) => (row.overdue ? "yes" : "no")],
          ["assigned to", (row) => row.assigned_to && officerName(row.assigned_to)],
        ],
        rows,
      );
    },
  };
}

export type GrievanceService = ReturnType<typeof createGrievanceService>;
