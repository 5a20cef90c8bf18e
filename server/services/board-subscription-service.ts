import { randomBytes } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { storedFileUrl } from "#common/api/notice.ts";
import { subscriptionBoardOf, type SubscriptionBoard } from "#common/notice-subscriptions.ts";
import type { Database, MailLanguage, NoticeTable } from "../db/schema.ts";
import { newRowId } from "./audit-service.ts";
import { confirmByLink, type LinkState, type MailLinkService } from "./mail-link-service.ts";
import { addToOutbox, type MailOutbox } from "./mail-outbox-service.ts";

/** A subscription's confirmation goes at most once in this time, however often it is asked for again. */
const confirmationEveryMs = 3_600_000;

/** An unsubscribe token as made below: 32 random bytes in base64url. */
const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * In a notice's transaction (decision 0205): a message to each confirmed subscriber of the board
 * its section belongs to, due when the notice is published (now, or the moment it was scheduled
 * for). Nothing for an archived notice or a section no board follows. Answers how many.
 */
export async function addNoticeMessages(
  trx: Transaction<Database>,
  notice: Pick<
    Selectable<NoticeTable>,
    "id" | "section" | "title" | "title_hi" | "archive" | "file_id" | "link" | "created_at"
  >,
  now: Date,
): Promise<number> {
  const board = subscriptionBoardOf(notice.section);
  if (!board || Number(notice.archive) === 1) return 0;
  const subscribers = await trx
    .selectFrom("board_subscription")
    .select(["id", "email", "language"])
    .where("board", "=", board)
    .where("confirmed_at", "is not", null)
    .execute();
  const published = new Date(Math.max(now.getTime(), Date.parse(notice.created_at)));
  const url = notice.file_id ? storedFileUrl(notice.file_id) : (notice.link ?? "");
  for (const subscriber of subscribers) {
    await addToOutbox(
      trx,
      {
        kind: "board-notice",
        payload: { board, notice: notice.id, title: notice.title, title_hi: notice.title_hi, url },
        to: { name: "", address: subscriber.email },
        language: subscriber.language,
        linkTarget: subscriber.id,
      },
      now,
      published,
    );
  }
  return subscribers.length;
}

/**
 * Visitors' subscriptions to a board's new notices by mail (decision 0205): asked for on the
 * board's page, confirmed by the link sent to the address, ended by the link in every message
 * (or a mail program's one-click unsubscribe). The answer to an ask is the same whatever the
 * address's subscriptions are.
 */
export function createBoardSubscriptionService(
  db: Kysely<Database>,
  mail: Pick<MailOutbox, "announce">,
  links: Pick<MailLinkService, "inspect">,
  clock: () => Date,
) {
  const subscriptionOf = async (token: string) =>
    unsubscribeTokenPattern.test(token)
      ? await db
          .selectFrom("board_subscription")
          .select(["board", "email"])
          .where("unsubscribe_token", "=", token)
          .executeTakeFirst()
      : undefined;

  const boardOf = async (id: string | null) => {
    const row = id
      ? await db.selectFrom("board_subscription").select("board").where("id", "=", id).executeTakeFirst()
      : undefined;
    return (row?.board as SubscriptionBoard | undefined) ?? null;
  };

  return {
    /**
     * Asks for a board's notices at an address: a subscription waiting for its confirmation,
     * and the message with its link, at most once an hour; nothing when it is confirmed already.
     */
    async subscribe(input: { board: SubscriptionBoard; email: string; language: MailLanguage }): Promise<void> {
      const now = clock();
      const added = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("board_subscription")
          .values({
            id: newRowId(),
            board: input.board,
            email: input.email,
            language: input.language,
            unsubscribe_token: randomBytes(32).toString("base64url"),
            created_at: now.toISOString(),
          })
          .onConflict((conflict) => conflict.columns(["board", "email"]).doNothing())
          .execute();
        const subscription = await trx
          .selectFrom("board_subscription")
          .select(["id", "confirmed_at"])
          .where("board", "=", input.board)
          .where("email", "=", input.email)
          .executeTakeFirstOrThrow();
        if (subscription.confirmed_at) return false;
        const lately = await trx
          .selectFrom("mail_outbox")
          .select("id")
          .where("kind", "=", "board-confirmation")
          .where("link_target", "=", subscription.id)
          .where("created_at", ">", new Date(now.getTime() - confirmationEveryMs).toISOString())
          .executeTakeFirst();
        if (lately) return false;
        await addToOutbox(
          trx,
          {
            kind: "board-confirmation",
            payload: { board: input.board },
            to: { name: "", address: input.email },
            language: input.language,
            linkTarget: subscription.id,
          },
          now,
        );
        return true;
      });
      if (added) mail.announce();
    },

    /** Whether a confirmation link still works, and for which board (the page asks before it offers its button). */
    async confirmationLink(token: string): Promise<{ state: LinkState; board: SubscriptionBoard | null }> {
      const found = await links.inspect(token, ["board-confirm"]);
      return { state: found.state, board: await boardOf(found.targetId) };
    },

    /** Confirms the subscription the link was sent for, once; else answers why the link does not work. */
    async confirm(token: string): Promise<{ state: LinkState; board: SubscriptionBoard | null }> {
      const found = await confirmByLink(db, "board_subscription", "board-confirm", token, clock());
      return { state: found.state, board: await boardOf(found.targetId) };
    },

    /** The board and address an unsubscribe link stands for, while the subscription lasts. */
    subscriptionOf,

    /** Ends the subscription of an unsubscribe link (deleting it: nothing of the address stays); answers what it was. */
    async unsubscribe(token: string) {
      const subscription = await subscriptionOf(token);
      if (subscription) await db.deleteFrom("board_subscription").where("unsubscribe_token", "=", token).execute();
      return subscription;
    },
  };
}

export type BoardSubscriptionService = ReturnType<typeof createBoardSubscriptionService>;
