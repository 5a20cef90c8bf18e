import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the mail server received it: parsed by mailparser, and the envelope's recipients. */
export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

export type TestMailServer = {
  /** `smtp://127.0.0.1:<port>`: what SMTP_URL names. */
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Refuses every recipient with this SMTP reply (451: try later; 550: no such mailbox) until `accept`. */
  refuse: (responseCode: number) => void;
  accept: () => void;
  /** Stops listening (a server that is down: connections are refused); `start` listens again on the same port (if it is not). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Waits until `count` messages have arrived (at most `timeoutMs`), and answers them. */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (the smtp-server package), which parses each message it
 * accepts with mailparser. No TLS and no sign-in: a mail server on the same machine.
 * `delayMs`: how long it takes over each message before it accepts it, as a busy server does.
 */
export async function startMailServer({ delayMs = 0 }: { delayMs?: number } = {}): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  let refusal: number | undefined;
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    if (server) return;
    const smtp = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      closeTimeout: 100,
      disableReverseLookup: true,
      onRcptTo(_address, _session, callback) {
        if (refusal === undefined) return callback();
        const error = Object.assign(new Error(refusal >= 500 ? "No such mailbox" : "Try again later"), {
          responseCode: refusal,
        });
        callback(error);
      },
      onData(stream, session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((to) => to.address) }));
            setTimeout(callback, delayMs);
          },
          (error: Error) => callback(error),
        );
      },
    });
    smtp.listen(port, "127.0.0.1");
    await Promise.race([once(smtp.server, "listening"), once(smtp, "error").then(([error]) => Promise.reject(error))]);
    port = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };

  const stop = async () => {
    const smtp = server;
    server = undefined;
    if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
  };

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    refuse: (responseCode) => void (refusal = responseCode),
    accept: () => void (refusal = undefined),
    stop,
    start: listen,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      if (received.length < count) throw new Error(`${received.length} of ${count} messages arrived`);
      return received;
    },
    close: stop,
  };
}

/** The settings of the tests' senders: the site's address in links, the sender, and short waits. */
export const testMailSettings = {
  from: { name: "DSEU", address: "noreply@dseu.example" },
  publicUrl: "https://dseu.example",
  /** The waits before each try again: 30 s, 1 min, 2 min (four tries in all). */
  retryDelaysMs: [30_000, 60_000, 120_000],
};

/** A log that keeps its lines, for tests that read what a sender said. */
export function keptLog() {
  const lines: Array<{ level: "info" | "warn" | "error"; message: string; details: object }> = [];
  const keep = (level: "info" | "warn" | "error") => (details: object, message: string) =>
    void lines.push({ level, message, details });
  return { lines, log: { info: keep("info"), warn: keep("warn"), error: keep("error") } };
}
