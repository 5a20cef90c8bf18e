import { createHash, randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { NotSentReason } from "#common/api/mail.ts";
import type { Database } from "../db/schema.ts";
import { mailLinks, type LinkedMailKind, type LinkPurpose } from "../mail/mail-text.ts";

/** Where a link stands: it works, it was used, its time ran out, or no link has this token. */
export type LinkState = "valid" | "used" | "expired" | "unknown";

/** A link's token: 32 random bytes in base64url, as made below. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash of a token is stored: a copy of the database or a backup opens no link (decision 0201). */
const hashOfToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** What a link found by its token is for, and where it stands. */
export type FoundLink = { state: LinkState; purpose: string | null; targetId: string | null };

async function findLink(
  db: Kysely<Database> | Transaction<Database>,
  token: string,
  purposes: readonly LinkPurpose[],
  now: Date,
): Promise<FoundLink> {
  const row = tokenPattern.test(token)
    ? await db.selectFrom("mail_link").selectAll().where("token_hash", "=", hashOfToken(token)).executeTakeFirst()
    : undefined;
  if (!row || !(purposes as readonly string[]).includes(row.purpose)) {
    return { state: "unknown", purpose: null, targetId: null };
  }
  const state: LinkState = row.used_at ? "used" : row.expires_at <= now.toISOString() ? "expired" : "valid";
  return { state, purpose: row.purpose, targetId: row.target_id };
}

/**
 * In the caller's transaction: marks the link used, if it works, and answers what it acts on;
 * else answers why it does not. One statement marks it, so of two uses at once only one
 * finds it unused.
 */
export async function useLink(
  trx: Transaction<Database>,
  token: string,
  purposes: readonly LinkPurpose[],
  now: Date,
): Promise<FoundLink> {
  const found = await findLink(trx, token, purposes, now);
  if (found.state !== "valid") return found;
  const used = await trx
    .updateTable("mail_link")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", hashOfToken(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? found : { ...found, state: "used" };
}

/**
 * Uses a link that confirms an address and, if it works, marks the record it was sent for
 * confirmed, in one transaction: once, and no other record (decisions 0204, 0205).
 */
export async function confirmByLink(
  db: Kysely<Database>,
  table: "alumni_registration" | "board_subscription",
  purpose: LinkPurpose,
  token: string,
  now: Date,
): Promise<FoundLink> {
  return db.transaction().execute(async (trx) => {
    const found = await useLink(trx, token, [purpose], now);
    if (found.state === "valid" && found.targetId) {
      await trx
        .updateTable(table)
        .set({ confirmed_at: now.toISOString() })
        .where("id", "=", found.targetId)
        .where("confirmed_at", "is", null)
        .execute();
    }
    return found;
  });
}

/** Ends every unused link of these purposes to the target (another link of theirs was used). */
export async function retireLinks(
  trx: Transaction<Database>,
  purposes: readonly LinkPurpose[],
  targetId: string,
  now: Date,
): Promise<void> {
  await trx
    .updateTable("mail_link")
    .set({ used_at: now.toISOString() })
    .where("purpose", "in", purposes)
    .where("target_id", "=", targetId)
    .where("used_at", "is", null)
    .execute();
}

/**
 * Why a message's link must not go out any more, or undefined when it may: the record it
 * acts on must still be there and still need it (an invited account without a password, an
 * enabled account, an unconfirmed registration or subscription). A board's notice needs its
 * subscription confirmed and the notice still public.
 */
async function reasonNotToSend(
  db: Kysely<Database>,
  kind: LinkedMailKind,
  targetId: string | null,
  payload: { notice?: string },
  now: Date,
): Promise<NotSentReason | undefined> {
  if (kind === "board-confirmation" || kind === "board-notice") {
    const subscription = targetId
      ? await db.selectFrom("board_subscription").select("confirmed_at").where("id", "=", targetId).executeTakeFirst()
      : undefined;
    if (!subscription) return "subscription-gone";
    if (kind === "board-confirmation") return subscription.confirmed_at ? "subscription-confirmed" : undefined;
    if (!subscription.confirmed_at) return "subscription-gone";
    const at = now.toISOString();
    const notice = await db
      .selectFrom("notice")
      .select("id")
      .where("id", "=", payload.notice ?? "")
      .where("archive", "=", 0)
      .where("created_at", "<=", at)
      .where((eb) => eb.or([eb("valid_until", "is", null), eb("valid_until", ">", at)]))
      .executeTakeFirst();
    return notice ? undefined : "notice-withdrawn";
  }
  if (kind === "alumni-confirmation") {
    const registration = targetId
      ? await db.selectFrom("alumni_registration").select("confirmed_at").where("id", "=", targetId).executeTakeFirst()
      : undefined;
    if (!registration) return "registration-gone";
    return registration.confirmed_at ? "registration-confirmed" : undefined;
  }
  if (targetId === null) return "no-account";
  const account = await db
    .selectFrom("staff_user")
    .select(["password_hash", "disabled"])
    .where("id", "=", targetId)
    .executeTakeFirst();
  if (!account) return "account-gone";
  if (Number(account.disabled) === 1) return "account-disabled";
  if (kind === "staff-invitation" && account.password_hash !== "") return "password-chosen";
  return undefined;
}

/**
 * The links messages carry (decision 0201): made as a message goes out, kept as the hash of
 * their token, each good for one use within its time.
 */
export function createMailLinkService(db: Kysely<Database>, clock: () => Date) {
  return {
    /**
     * For a message about to go out: a new token for its link, or why it must not go
     * (`skip`). The token exists only in the message; the database keeps its hash. A board's
     * notice gets its subscription's unsubscribe token (decision 0205).
     */
    async prepare(
      kind: LinkedMailKind,
      targetId: string | null,
      payload: { notice?: string } = {},
    ): Promise<{ token: string } | { skip: NotSentReason }> {
      const now = clock();
      const skip = await reasonNotToSend(db, kind, targetId, payload, now);
      if (skip !== undefined || targetId === null) return { skip: skip ?? "no-account" };
      const { purpose, lifetimeMs } = mailLinks[kind];
      if (lifetimeMs === null) {
        const { unsubscribe_token } = await db
          .selectFrom("board_subscription")
          .select("unsubscribe_token")
          .where("id", "=", targetId)
          .executeTakeFirstOrThrow();
        return { token: unsubscribe_token };
      }
      const token = randomBytes(32).toString("base64url");
      await db
        .insertInto("mail_link")
        .values({
          token_hash: hashOfToken(token),
          purpose,
          target_id: targetId,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
        })
        .execute();
      return { token };
    },

    /** What a token's link is for and whether it works, without using it. */
    inspect(token: string, purposes: readonly LinkPurpose[]): Promise<FoundLink> {
      return findLink(db, token, purposes, clock());
    },
  };
}

export type MailLinkService = ReturnType<typeof createMailLinkService>;
