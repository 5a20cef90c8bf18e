import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseOptions } from "#server/db/database.ts";
import { addToOutbox } from "#server/services/mail-outbox-service.ts";
import { freePort, startInstance, temporaryDataDir, temporarySchema, type Instance } from "../support/instances.ts";
import { startMailServer, type TestMailServer } from "../support/mail-server.ts";

/** Enough messages, each taking the mail server a moment, that every sender is still at work when the others look. */
const messageCount = 40;

/** The settings that make `npm start` send mail to the test's server, looking for due messages every 100 ms. */
async function mailSettings(server: TestMailServer) {
  const port = await freePort();
  return {
    port,
    env: {
      SMTP_URL: server.url,
      MAIL_FROM: "DSEU <noreply@dseu.example>",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_POLL_MS: "100",
      LOG_LEVEL: "info",
      SEED: "facts",
    },
  };
}

/** Writes `messageCount` acknowledgements in one transaction: all due at the same moment, for every sender at once. */
async function addDueMessages(options: DatabaseOptions): Promise<string[]> {
  const database = openDatabase(options);
  const references = Array.from(
    { length: messageCount },
    (_, index) => `GRV-2026-${String(index + 1).padStart(6, "0")}`,
  );
  try {
    await database.db.transaction().execute(async (trx) => {
      for (const reference of references) {
        await addToOutbox(
          trx,
          {
            kind: "grievance-received",
            payload: { reference },
            to: { name: "", address: "citizen@example.com" },
            language: "en",
          },
          new Date(),
        );
      }
    });
  } finally {
    await database.close();
  }
  return references;
}

/** The processes that logged sending a message, by pid, and how many each sent. */
function sentBy(output: string): Map<number, number> {
  const senders = new Map<number, number>();
  for (const line of output.split("\n")) {
    if (!line.includes('"msg":"mail sent"')) continue;
    const { pid } = JSON.parse(line) as { pid: number };
    senders.set(pid, (senders.get(pid) ?? 0) + 1);
  }
  return senders;
}

/** Every message arrived once: by its subject and by its Message-ID. */
async function expectEachOnce(server: TestMailServer, references: string[]) {
  await server.waitFor(messageCount, 60_000);
  // A moment more: a second copy of any message would have come by now.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(server.received.map((mail) => mail.subject).sort()).toEqual(
    references.map((reference) => `DSEU: grievance ${reference} received`),
  );
  expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(messageCount);
}

/**
 * The outbox's senders in real server processes (decision 0201): every process sends, and claims
 * keep each message to one of them, whether they are instances on one PostgreSQL or the
 * workers of one `npm start` on SQLite.
 */
describe("mail sent by several processes on one database", { timeout: 240_000 }, () => {
  let server: TestMailServer;
  beforeAll(async () => {
    server = await startMailServer({ delayMs: 30 });
  });
  afterAll(() => server.close());

  describe.skipIf(!process.env.TEST_DATABASE_URL)(
    "two instances on one PostgreSQL (.ci/run sets TEST_DATABASE_URL)",
    () => {
      let schema: Awaited<ReturnType<typeof temporarySchema>> | undefined;
      let instances: Instance[] = [];
      afterAll(async () => {
        await Promise.all(instances.map((instance) => instance.stop()));
        await schema?.drop();
      });

      it("with a due outbox, each message arrives exactly once, and both instances send", async () => {
        server.received.length = 0;
        schema = await temporarySchema("mail");
        const [first, second] = await Promise.all([mailSettings(server), mailSettings(server)]);
        instances = await Promise.all(
          [first!, second!].map(({ port, env }) => startInstance({ ...env, DATABASE_URL: schema!.url }, { port })),
        );
        const references = await addDueMessages({ engine: "postgres", url: schema.url });
        await expectEachOnce(server, references);
        const counts = instances.map((instance) => [...sentBy(instance.output()).values()].reduce((a, b) => a + b, 0));
        expect(counts.reduce((a, b) => a + b, 0)).toBe(messageCount);
        expect(
          counts.every((count) => count > 0),
          `sent per instance: ${counts.join(", ")}`,
        ).toBe(true);
      });
    },
  );

  describe("WEB_CONCURRENCY=2 on SQLite", () => {
    let dataDir: string;
    let cluster: Instance | undefined;
    beforeAll(() => {
      dataDir = temporaryDataDir();
    });
    afterAll(async () => {
      await cluster?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("with a due outbox, each message arrives exactly once, and both workers send", async () => {
      server.received.length = 0;
      const { port, env } = await mailSettings(server);
      cluster = await startInstance({ ...env, DATA_DIR: dataDir, DATABASE_URL: "", WEB_CONCURRENCY: "2" }, { port });
      await expect.poll(() => cluster!.output().split('"msg":"DSEU site on').length - 1, { timeout: 30_000 }).toBe(2);
      const references = await addDueMessages({ engine: "sqlite", file: path.join(dataDir, "dseu.sqlite") });
      await expectEachOnce(server, references);
      const senders = sentBy(cluster.output());
      expect([...senders.values()].reduce((a, b) => a + b, 0)).toBe(messageCount);
      expect(senders.size, `sent per worker: ${[...senders.values()].join(", ")}`).toBe(2);
    });
  });
});
