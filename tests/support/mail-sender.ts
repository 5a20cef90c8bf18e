import { createMailSender, type MailSenderOptions } from "#server/mail/sender.ts";
import { createSmtpTransport } from "#server/mail/smtp.ts";
import type { Services } from "#server/services/index.ts";
import { keptLog, testMailSettings, type TestMailServer } from "./mail-server.ts";

/**
 * A sender of the services' outbox to the test's mail server, over nodemailer's real SMTP
 * transport, on the given clock (the services' own), with the tests' waits. Not started: a
 * test calls `runOnce` after it moves the clock, or `start` for the loop.
 */
export async function testSender(
  services: Pick<Services, "mail" | "mailLinks">,
  server: Pick<TestMailServer, "url">,
  now: () => Date,
  options: Partial<MailSenderOptions> = {},
) {
  const { lines, log } = keptLog();
  const sender = createMailSender({
    outbox: services.mail,
    links: services.mailLinks,
    transport: await createSmtpTransport(server.url),
    ...testMailSettings,
    pollMs: 50,
    log,
    now,
    ...options,
  });
  return Object.assign(sender, { logLines: lines });
}
