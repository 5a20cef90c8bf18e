import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { submitGrievance } from "#app/features/forms/grievance-action.server.ts";
import type { RequestContext } from "#app/request-context.ts";
import { commandLineActor } from "#server/services/audit-service.ts";
import { createServices, type Services } from "#server/services/index.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";
import { sampleGrievance } from "../support/grievance-sample.ts";
import { startMailServer, testMailSettings, type TestMailServer } from "../support/mail-server.ts";
import { testSender } from "../support/mail-sender.ts";

/**
 * The outbox and its sender (decisions 0200, 0201) against a real SMTP server on loopback,
 * on each engine: a message written with its event is delivered once, a server that is down
 * or refuses for a while only delays it, and a message that cannot go fails for an admin to
 * send again. The sender runs on the services' clock, which the tests move instead of waiting.
 */
describe.each(testEngines)("the outbox on %s", (engine) => {
  let database: TestDatabase;
  let services: Services;
  let server: TestMailServer;
  let now = Date.now();
  const clock = () => new Date(now);
  let client = 0;

  beforeAll(async () => {
    [database, server] = await Promise.all([createTestDatabase(engine, { seed: false }), startMailServer()]);
    services = createServices(database.db, { now: clock, mailConfigured: true });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });
  beforeEach(async () => {
    server.received.length = 0;
    server.accept();
    // Each test starts with an outbox of its own making.
    await database.db.deleteFrom("mail_outbox").execute();
  });

  const context = (): RequestContext => ({
    services,
    cspNonce: "",
    clientAddress: `192.0.2.${++client}`,
    log: { warn: console.warn, error: console.error },
    databaseTrouble: () => undefined,
  });

  /** Files a grievance through the form's action, as a browser posts it, at `path`; answers its reference. */
  async function fileGrievance(path = "/grievance-form", email: string = sampleGrievance.email): Promise<string> {
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...sampleGrievance, email, token: crypto.randomUUID() })) {
      form.append(name, value);
    }
    const result = (await submitGrievance(
      new Request(`http://localhost${path}`, { method: "POST", body: form }),
      context(),
    )) as unknown as { data: { reference: string } };
    return result.data.reference;
  }

  const outbox = () => database.db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();

  it("a grievance filed through the Hindi form is acknowledged once, in Hindi, within seconds of the post", async () => {
    const sender = await testSender(services, server, clock);
    // The sender as a server runs it: its loop, woken by the post.
    sender.start();
    try {
      const reference = await fileGrievance("/hi/grievance-form");
      const [mail] = await server.waitFor(1, 5_000);
      expect(mail!.subject).toBe(`DSEU: शिकायत ${reference} प्राप्त हुई`);
      expect(mail!.envelopeTo).toEqual([sampleGrievance.email]);
      expect(mail!.to).toMatchObject({ value: [{ address: sampleGrievance.email, name: sampleGrievance.name }] });
      expect(mail!.headers.get("content-language")).toBe("hi");
      expect(mail!.text).toContain(`इसकी संदर्भ संख्या ${reference} है`);
      expect(mail!.text).toContain(`https://dseu.example/hi/grievance-status?reference=${reference}`);
      expect(mail!.html).toContain('<html lang="hi">');
      expect(mail!.html).toContain("दिल्ली कौशल एवं उद्यमिता विश्वविद्यालय");
      // Nothing of the grievance itself: its subject and description stay on the site.
      expect(mail!.text).not.toContain(sampleGrievance.subject);
      expect(mail!.text).not.toContain(sampleGrievance.description);
      await expect.poll(async () => (await outbox()).map((row) => row.state)).toEqual(["sent"]);
    } finally {
      await sender.stop();
    }
    expect(server.received).toHaveLength(1);
  });

  it("staff's reply or new status is told to the submitter in the grievance's language; an internal note alone is not", async () => {
    const sender = await testSender(services, server, clock);
    const reference = await fileGrievance("/hi/grievance-form");
    const { id } = await database.db
      .selectFrom("grievance")
      .select("id")
      .where("reference", "=", reference)
      .executeTakeFirstOrThrow();
    // A second apart, as staff would be: messages go in the order they were written.
    const update = (change: Parameters<Services["grievances"]["update"]>[1]) => {
      now += 1_000;
      return services.grievances.update(id, change, commandLineActor, { campus: null });
    };
    await update({ internal_note: "Asked the accounts office" });
    await update({ status: "in_review" });
    await update({ public_reply: "The link is mended." });
    await update({ public_reply: "The link is mended." });
    await update({ status: "resolved", public_reply: null });
    await sender.runOnce();
    expect(server.received.map((mail) => mail.subject)).toEqual([
      `DSEU: शिकायत ${reference} प्राप्त हुई`,
      `DSEU: शिकायत ${reference} पर नई जानकारी`,
      `DSEU: शिकायत ${reference} पर नई जानकारी`,
      `DSEU: शिकायत ${reference} पर नई जानकारी`,
    ]);
    const [, inReview, replied, resolved] = server.received.map((mail) => mail.text ?? "");
    expect(inReview).toContain("की स्थिति अब है: विचाराधीन।");
    expect(replied).toContain("विश्वविद्यालय ने आपकी शिकायत");
    expect(replied).not.toContain("The link is mended.");
    expect(resolved).toContain("की स्थिति अब है: निपटाई गई।");
    expect(resolved).not.toContain("उत्तर दिया है");
  });

  it("the mail server stopped for 30 s while three messages are due: all three arrive once it returns, each once", async () => {
    const sender = await testSender(services, server, clock);
    await server.stop();
    try {
      const references = [await fileGrievance(), await fileGrievance(), await fileGrievance()];
      expect(await sender.runOnce()).toBe(3);
      expect((await outbox()).map((row) => [row.state, row.attempts])).toEqual([
        ["pending", 1],
        ["pending", 1],
        ["pending", 1],
      ]);
      expect((await outbox())[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);
      // 30 seconds on the sender's clock: due again, still down, the wait grows (60 s now).
      now += 30_000;
      expect(await sender.runOnce()).toBe(3);
      now += 30_000;
      expect(await sender.runOnce()).toBe(0);
      await server.start();
      now += 30_000;
      expect(await sender.runOnce()).toBe(3);
      expect(await sender.runOnce()).toBe(0);
      expect(server.received.map((mail) => mail.subject).sort()).toEqual(
        references.map((reference) => `DSEU: grievance ${reference} received`).sort(),
      );
      expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(3);
      expect((await outbox()).map((row) => [row.state, row.attempts])).toEqual([
        ["sent", 3],
        ["sent", 3],
        ["sent", 3],
      ]);
    } finally {
      await server.start();
    }
  });

  it("a server that refuses for a while (451) delays a message; a refusal for good (550) fails it at once", async () => {
    const sender = await testSender(services, server, clock);
    server.refuse(451);
    await fileGrievance();
    await sender.runOnce();
    expect((await outbox()).map((row) => row.state)).toEqual(["pending"]);
    server.accept();
    now += 30_000;
    await sender.runOnce();
    expect(server.received).toHaveLength(1);

    await database.db.deleteFrom("mail_outbox").execute();
    server.refuse(550);
    await fileGrievance();
    await sender.runOnce();
    const [failed] = await outbox();
    expect(failed).toMatchObject({ state: "failed", attempts: 1 });
    expect(failed!.last_error).toMatch(/550/);
  });

  it("after its last try a message has failed; the admins' list shows why, and sending it again delivers it", async () => {
    const sender = await testSender(services, server, clock);
    await server.stop();
    try {
      await fileGrievance();
      for (const wait of [0, ...testMailSettings.retryDelaysMs]) {
        now += wait;
        expect(await sender.runOnce()).toBe(1);
      }
      now += 3_600_000;
      expect(await sender.runOnce()).toBe(0);
    } finally {
      await server.start();
    }
    const page = await services.mail.list({ page: 1, limit: 50 });
    expect(page.configured).toBe(true);
    expect(page.counts).toMatchObject({ failed: 1, pending: 0 });
    const [message] = page.messages;
    expect(message).toMatchObject({ state: "failed", attempts: 4, to: sampleGrievance.email, next_attempt_at: null });
    expect(message!.last_error).toMatch(/ECONNREFUSED|connect/i);
    // No text of the message is in the list.
    expect(Object.keys(message!).sort()).toEqual(
      [
        "_id",
        "attempts",
        "created_at",
        "kind",
        "language",
        "last_error",
        "not_sent_reason",
        "next_attempt_at",
        "sent_at",
        "state",
        "subject",
        "to",
      ].sort(),
    );

    const again = await services.mail.sendAgain(message!._id, commandLineActor);
    expect(again).toMatchObject({ state: "pending", attempts: 0 });
    await expect(services.mail.sendAgain(message!._id, commandLineActor)).rejects.toMatchObject({ code: "conflict" });
    expect(await sender.runOnce()).toBe(1);
    expect(server.received).toHaveLength(1);
    const audit = await database.db
      .selectFrom("audit_log")
      .select(["action", "target_id"])
      .where("action", "=", "mail.send-again")
      .execute();
    expect(audit).toEqual([{ action: "mail.send-again", target_id: message!._id }]);
  });

  it("several senders on one database deliver each message once, and a claim whose sender died is taken over when it runs out", async () => {
    const senders = await Promise.all([1, 2, 3].map(() => testSender(services, server, clock)));
    for (let count = 0; count < 12; count += 1) await fileGrievance();
    const taken = await Promise.all(senders.map((sender) => sender.runOnce()));
    expect(taken.reduce((sum, count) => sum + count, 0)).toBe(12);
    expect(server.received).toHaveLength(12);
    expect(new Set(server.received.map((mail) => mail.messageId)).size).toBe(12);

    // A sender claims a message and dies before it settles it: nobody else sends it while the claim lasts.
    await fileGrievance();
    const [held] = await services.mail.claimDue({ limit: 1, leaseMs: 60_000 });
    expect(held).toBeDefined();
    expect(await senders[0]!.runOnce()).toBe(0);
    now += 60_000;
    expect(await senders[1]!.runOnce()).toBe(1);
    expect(server.received).toHaveLength(13);
    expect((await outbox()).find((row) => row.id === held!.id)).toMatchObject({ state: "sent", attempts: 2 });
  });

  it("without a mail server nothing is sent: messages wait, and the outbox says no mail server is configured", async () => {
    const unconfigured = createServices(database.db, { now: clock });
    await fileGrievance();
    const page = await unconfigured.mail.list({ page: 1, limit: 50 });
    expect(page.configured).toBe(false);
    expect(page.messages.map((message) => [message.state, message.attempts])).toEqual([["pending", 0]]);
    expect(server.received).toHaveLength(0);
  });
});
