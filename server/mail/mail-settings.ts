/** A mailbox: an address, and the name shown with it (empty for none). */
export type Mailbox = { name: string; address: string };

/**
 * How the site sends mail (SMTP_URL, MAIL_FROM, PUBLIC_URL, MAIL_POLL_MS, MAIL_RETRY_SECONDS).
 * Without `smtpUrl` nothing is sent: messages wait in the outbox (decision 0200).
 */
export type MailSettings = {
  smtpUrl: string | undefined;
  from: Mailbox | undefined;
  /** The site's address as visitors use it, without a trailing slash: the links in messages start with it. */
  publicUrl: string | undefined;
  /** How often a sender looks for messages that are due (another process may have written them). */
  pollMs: number;
  /** The wait before each try again of a message that could not be sent; one more failure and it has failed. */
  retryDelaysMs: number[];
};

/**
 * 1 minute, 5, 15, then 1, 3, 6 and 12 hours: a mail server down for most of a day delays
 * messages; the eighth failure marks a message failed, for an admin to send again.
 */
export const defaultMailTiming = {
  pollMs: 5_000,
  retryDelaysMs: [60, 300, 900, 3_600, 10_800, 21_600, 43_200].map((seconds) => seconds * 1000),
};

/**
 * An address the site sends to or from: plain ASCII `local@domain`, no spaces, quotes, angle
 * brackets, commas or control characters, so it can only ever be read as one mailbox (a header
 * of its own, or a second recipient, cannot be made of it). Forms take only such addresses.
 */
export const mailAddressPattern =
  /^(?=.{3,254}$)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
