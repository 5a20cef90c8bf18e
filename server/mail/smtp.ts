import type { MailSettings } from "./mail-settings.ts";
import {
  createMailSender,
  type MailSender,
  type MailSenderLog,
  type MailSenderOptions,
  type MailTransport,
} from "./sender.ts";

/**
 * The SMTP transport of SMTP_URL (its query may set nodemailer's options, `?pool=true` say).
 * A server that cannot be reached, or stops answering, fails the try within seconds rather
 * than nodemailer's minutes, well within a claim's lease. nodemailer is loaded here, when
 * mail is configured, not at start (decision 0090).
 */
export async function createSmtpTransport(smtpUrl: string): Promise<MailTransport> {
  const { createTransport } = await import("nodemailer");
  return createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  });
}

/**
 * This process's sender, started, when a mail server is configured (SMTP_URL, with MAIL_FROM
 * and PUBLIC_URL, which the configuration requires with it); undefined when none is: messages
 * then wait in the outbox.
 */
export async function startMailSender(
  settings: MailSettings,
  services: Pick<MailSenderOptions, "outbox" | "links">,
  log: MailSenderLog,
): Promise<MailSender | undefined> {
  const { smtpUrl, from, publicUrl } = settings;
  if (!smtpUrl || !from || !publicUrl) return undefined;
  const sender = createMailSender({
    ...services,
    transport: await createSmtpTransport(smtpUrl),
    from,
    publicUrl,
    retryDelaysMs: settings.retryDelaysMs,
    pollMs: settings.pollMs,
    log,
  });
  sender.start();
  return sender;
}
