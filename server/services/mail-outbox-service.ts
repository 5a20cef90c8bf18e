import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { MailMessage, MailPage, NotSentReason } from "#common/api/mail.ts";
import { site } from "#common/site.ts";
import type { Database, MailLanguage, MailOutboxTable, MailState } from "../db/schema.ts";
import type { Mailbox } from "../mail/mail-settings.ts";
import { mailSubject, type MailContent } from "../mail/mail-text.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { Refusal } from "./refusal.ts";
import { toCount } from "./rows.ts";
import { isPostgres } from "../db/search-index.ts";

/** A message to send: what it says, to whom, in which language, and what its link (if any) acts on. */
export type OutgoingMail = MailContent & { to: Mailbox; language: MailLanguage; linkTarget?: string | null };

export type OutboxRow = Selectable<MailOutboxTable>;

/** Message-IDs name the university's own domain. */
const messageIdDomain = new URL(site.website).hostname;

/**
 * Adds a message to the outbox in the caller's transaction (decision 0200): it exists exactly
 * when the event that causes it committed, and is due at once (or at `dueAt`: a scheduled
 * notice's publication). The caller wakes this process's sender once the transaction has
 * committed (MailOutbox.announce).
 */
export async function addToOutbox(
  trx: Transaction<Database>,
  mail: OutgoingMail,
  now: Date,
  dueAt: Date = now,
): Promise<string> {
  const id = newRowId();
  const at = now.toISOString();
  await trx
    .insertInto("mail_outbox")
    .values({
      id,
      kind: mail.kind,
      recipient: mail.to.address,
      recipient_name: mail.to.name,
      language: mail.language,
      subject: mailSubject(mail, mail.language),
      payload: JSON.stringify(mail.payload),
      link_target: mail.linkTarget ?? null,
      next_attempt_at: dueAt.toISOString(),
      message_id: `<${id}@${messageIdDomain}>`,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** What became of a try: sent, to be tried again at a time, failed for good, or not to be sent at all. */
export type MailOutcome =
  | { state: "sent" }
  | { state: "pending"; error: string; nextAttemptAt: Date }
  | { state: "failed"; error: string }
  | { state: "skipped"; reason: NotSentReason };

/** How a message shows in the admins' list: never its payload, nor anything of a link. */
function toMailMessage(row: OutboxRow): MailMessage {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    language: row.language,
    state: row.state,
    attempts: Number(row.attempts),
    // A message not sent keeps why as a key (NotSentReason), which the console says in its language.
    last_error: row.state === "skipped" ? null : row.last_error,
    not_sent_reason: row.state === "skipped" ? (row.last_error as NotSentReason) : null,
    next_attempt_at: row.state === "pending" ? row.next_attempt_at : null,
    created_at: row.created_at,
    sent_at: row.sent_at,
  };
}

/**
 * The outbox: what senders claim and settle, and what admins see and send again. Whether a
 * mail server is configured is this process's setting (SMTP_URL); without one, messages wait.
 */
export function createMailOutbox(db: Kysely<Database>, options: { configured: boolean; now: () => Date }) {
  const clock = options.now;
  const wakeListeners = new Set<() => void>();
  /** Tells this process's sender that a message was added (after its transaction committed). */
  const announce = () => {
    for (const listener of wakeListeners) listener();
  };

  return {
    configured: options.configured,

    announce,

    onAnnounce(listener: () => void): () => void {
      wakeListeners.add(listener);
      return () => wakeListeners.delete(listener);
    },

    /**
     * Takes up to `limit` due messages for one sender's try (decision 0201): pending, due, and
     * held by no live claim. One statement: on PostgreSQL its rows are locked as they are
     * chosen and rows another sender has locked are skipped (FOR UPDATE SKIP LOCKED); on SQLite
     * the one writer runs it whole. The claim lasts `leaseMs`: a sender that dies holding it
     * leaves the message to another once it runs out. Each claim counts as a try.
     */
    async claimDue({ limit, leaseMs }: { limit: number; leaseMs: number }): Promise<OutboxRow[]> {
      const now = clock();
      const at = now.toISOString();
      const claimId = randomUUID();
      const rows = await db
        .updateTable("mail_outbox")
        .set((eb) => ({
          claim_id: claimId,
          claimed_until: new Date(now.getTime() + leaseMs).toISOString(),
          attempts: eb("attempts", "+", 1),
          updated_at: at,
        }))
        .where("id", "in", (eb) => {
          const due = eb
            .selectFrom("mail_outbox")
            .select("id")
            .where("state", "=", "pending")
            .where("next_attempt_at", "<=", at)
            .where((claim) => claim.or([claim("claimed_until", "is", null), claim("claimed_until", "<=", at)]))
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(limit);
          return isPostgres(db as Kysely<unknown>) ? due.forUpdate().skipLocked() : due;
        })
        .returningAll()
        .execute();
      return rows.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.id.localeCompare(b.id));
    },

    /**
     * Records what became of a claimed message, if the claim is still the sender's (one that
     * ran out and was taken by another sender changes nothing). Sent, the claim ends with it.
     */
    async settle(row: Pick<OutboxRow, "id" | "claim_id">, outcome: MailOutcome): Promise<void> {
      const at = clock().toISOString();
      const change =
        outcome.state === "sent"
          ? { state: "sent" as const, sent_at: at, last_error: null }
          : outcome.state === "pending"
            ? {
                state: "pending" as const,
                last_error: outcome.error,
                next_attempt_at: outcome.nextAttemptAt.toISOString(),
              }
            : { state: outcome.state, last_error: outcome.state === "failed" ? outcome.error : outcome.reason };
      await db
        .updateTable("mail_outbox")
        .set({ ...change, claim_id: null, claimed_until: null, updated_at: at })
        .where("id", "=", row.id)
        .where("claim_id", "=", row.claim_id)
        .execute();
    },

    /** A page of the outbox, newest first, in one state or all, and how many are in each state. */
    async list(query: { state?: MailState | undefined; page: number; limit: number }): Promise<MailPage> {
      const counted = await db
        .selectFrom("mail_outbox")
        .select((eb) => ["state", eb.fn.countAll<number | string>().as("count")])
        .groupBy("state")
        .execute();
      const counts = { pending: 0, sent: 0, failed: 0, skipped: 0 };
      for (const { state, count } of counted) counts[state] = toCount(count);
      let rows = db.selectFrom("mail_outbox").selectAll();
      if (query.state) rows = rows.where("state", "=", query.state);
      const total = query.state ? counts[query.state] : Object.values(counts).reduce((sum, count) => sum + count, 0);
      const page = await rows
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute();
      return {
        configured: options.configured,
        counts,
        messages: page.map(toMailMessage),
        pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
      };
    },

    /** Puts a failed message back in the queue, due at once with its tries counted afresh; audited. */
    async sendAgain(id: string, actor: Actor): Promise<MailMessage> {
      const row = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw new Refusal("not_found", "No message has this id");
      if (row.state !== "failed") throw new Refusal("conflict", "Only a message that failed can be sent again");
      const at = clock().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("mail_outbox")
          .set({
            state: "pending",
            attempts: 0,
            next_attempt_at: at,
            claim_id: null,
            claimed_until: null,
            updated_at: at,
          })
          .where("id", "=", id)
          .where("state", "=", "failed")
          .execute();
        await recordAudit(trx, actor, {
          action: "mail.send-again",
          targetType: "mail",
          targetId: id,
          before: { to: row.recipient, subject: row.subject, state: row.state, last_error: row.last_error },
          after: { to: row.recipient, subject: row.subject, state: "pending" },
        });
      });
      announce();
      const updated = await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return toMailMessage(updated);
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;
