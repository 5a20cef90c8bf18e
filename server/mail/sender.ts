import type { SendMailOptions } from "nodemailer";
import type { MailLinkService } from "../services/mail-link-service.ts";
import type { MailOutbox, OutboxRow } from "../services/mail-outbox-service.ts";
import { composeMail, UndeliverableAddress } from "./compose.ts";
import type { Mailbox } from "./mail-settings.ts";
import { isLinkedKind, linkUrl, mailText, type MailContent, type MailKind } from "./mail-text.ts";

/** What sends a composed message: nodemailer's transport, or anything with its `sendMail`. */
export type MailTransport = { sendMail: (message: SendMailOptions) => Promise<unknown> };

export type MailSenderLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

export type MailSenderOptions = {
  outbox: MailOutbox;
  links: MailLinkService;
  transport: MailTransport;
  from: Mailbox;
  publicUrl: string;
  /** The wait before each try again (MAIL_RETRY_SECONDS); after the last, a failure is final. */
  retryDelaysMs: readonly number[];
  /** How often to look for due messages another process wrote, or whose wait is over (MAIL_POLL_MS). */
  pollMs: number;
  log: MailSenderLog;
  now?: () => Date;
  /**
   * How long a claim holds a message: longer than a try can take (the transport's timeouts),
   * so only a sender that died lets it run out (decision 0201).
   */
  leaseMs?: number;
};

const kinds: ReadonlySet<string> = new Set<MailKind>([
  "grievance-received",
  "grievance-updated",
  "staff-invitation",
  "password-reset",
  "alumni-confirmation",
  "board-confirmation",
  "board-notice",
]);

/**
 * A board's message can be stopped in one step (RFC 8058): a mail program posts
 * `List-Unsubscribe=One-Click` to the API's address, which ends the subscription (decision 0205).
 */
function oneClickUnsubscribe(publicUrl: string, token: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${publicUrl}/api/v1/subscriptions/unsubscribe?token=${token}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** An error's words as the outbox keeps them: one line, not too long. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 500);
}

/**
 * A refusal no try again can change: the mail server refused the recipient for good (a 5xx
 * answer to RCPT TO, "no such user"). Anything else (no connection, a timeout, a 4xx "try
 * later", a refused sign-in the operator may yet fix) is worth another try.
 */
function isPermanent(error: unknown): boolean {
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return code === "EENVELOPE" && typeof responseCode === "number" && responseCode >= 500 && responseCode < 600;
}

/**
 * Delivers the outbox (decisions 0200, 0201): in every server process, each takes one due
 * message at a time by a claim, so a message goes to one sender only, however many
 * processes and instances share the database. A try that fails is due again after the next
 * wait of `retryDelaysMs`; after the last, the message has failed and waits for an admin.
 * A message whose link acts on a record gets its link's token as it goes out.
 */
export function createMailSender(options: MailSenderOptions) {
  const { outbox, links, transport, from, publicUrl, retryDelaysMs, pollMs, log } = options;
  const clock = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  const deliver = async (row: OutboxRow): Promise<void> => {
    const details = { mail: row.id, kind: row.kind, attempt: Number(row.attempts) };
    if (!kinds.has(row.kind)) {
      await outbox.settle(row, { state: "failed", error: `This server does not know messages of kind ${row.kind}` });
      return;
    }
    const content = { kind: row.kind, payload: JSON.parse(row.payload) } as MailContent;
    let link: string | undefined;
    let headers: Record<string, string> | undefined;
    if (isLinkedKind(content.kind)) {
      const notice = content.kind === "board-notice" ? content.payload.notice : undefined;
      const prepared = await links.prepare(content.kind, row.link_target, { notice });
      if ("skip" in prepared) {
        await outbox.settle(row, { state: "skipped", reason: prepared.skip });
        log.info({ ...details, reason: prepared.skip }, "mail not sent");
        return;
      }
      link = linkUrl(content.kind, row.language, publicUrl, prepared.token);
      if (content.kind === "board-notice") headers = oneClickUnsubscribe(publicUrl, prepared.token);
    }
    let message: SendMailOptions;
    try {
      message = composeMail({
        from,
        to: { name: row.recipient_name, address: row.recipient },
        messageId: row.message_id,
        language: row.language,
        text: mailText(content, row.language, { publicUrl, link }),
        ...(headers && { headers }),
      });
    } catch (error) {
      if (!(error instanceof UndeliverableAddress)) throw error;
      await outbox.settle(row, { state: "failed", error: `The address ${error.message}` });
      return;
    }
    try {
      await transport.sendMail(message);
    } catch (error) {
      const attempts = Number(row.attempts);
      const wait = retryDelaysMs[attempts - 1];
      if (isPermanent(error) || wait === undefined) {
        await outbox.settle(row, { state: "failed", error: describe(error) });
        log.error({ ...details, reason: describe(error) }, "mail failed");
      } else {
        const nextAttemptAt = new Date(clock().getTime() + wait);
        await outbox.settle(row, { state: "pending", error: describe(error), nextAttemptAt });
        log.warn(
          { ...details, reason: describe(error), next: nextAttemptAt.toISOString() },
          "mail not sent, will try again",
        );
      }
      return;
    }
    await outbox.settle(row, { state: "sent" });
    log.info(details, "mail sent");
  };

  /** Not started, or stopped: no rounds are scheduled. */
  let stopped = true;
  /** Stopped for good: a round in hand ends after its message. */
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  /** Woken while running: look again as soon as this round ends. */
  let wokenMeanwhile = false;
  let stopListening = () => {};

  /** Delivers every message due now, one claim at a time; answers how many it took. */
  const runOnce = async (): Promise<number> => {
    let taken = 0;
    while (!closing) {
      const [row] = await outbox.claimDue({ limit: 1, leaseMs });
      if (!row) break;
      taken += 1;
      await deliver(row);
    }
    return taken;
  };

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(round, delayMs);
    // A sender alone keeps no process alive (the server does, while it listens).
    timer.unref();
  };

  function round() {
    if (running) {
      wokenMeanwhile = true;
      return;
    }
    wokenMeanwhile = false;
    running = runOnce()
      .catch((error: unknown) => {
        // The database away, say: the next round tries again.
        log.warn({ reason: describe(error) }, "mail sender could not read the outbox");
        return 0;
      })
      .finally(() => {
        running = undefined;
        schedule(wokenMeanwhile ? 0 : pollMs);
      });
  }

  return {
    /** Starts delivering: at once, then every `pollMs`, and whenever this process adds a message. */
    start(): void {
      if (!stopped) return;
      stopped = false;
      stopListening = outbox.onAnnounce(() => {
        if (running) wokenMeanwhile = true;
        else schedule(0);
      });
      schedule(0);
    },

    /** Stops after the message in hand (its claim is settled), for a server that is closing. */
    async stop(): Promise<void> {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      stopListening();
      await running;
    },

    /** One round now, the loop aside: what a test with its own clock calls. */
    runOnce,
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
