import fs from "node:fs";
import { sql, type KyselyPlugin, type RootOperationNode } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { passwordResetPolicy } from "#server/services/auth-service.ts";
import { createServices } from "#server/services/index.ts";
import { createTestApi, getJson, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { startMailServer, type ReceivedMail, type TestMailServer } from "../support/mail-server.ts";
import { testSender } from "../support/mail-sender.ts";
import { bearer, createStaff, signIn, staffPassword } from "../support/staff.ts";

const newPassword = "a brand new password of mine";

/** The link's token in a message: after `#token=` in the console's links. */
function tokenIn(mail: ReceivedMail): string {
  const match = /https:\/\/dseu\.example(?:\/hi)?\/set-password#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? "");
  if (!match) throw new Error(`no link in ${mail.text}`);
  return match[1]!;
}

/**
 * Staff accounts by mail (decision 0203): "forgot your password?" answers the same for every
 * address and is limited; an admin invites a person; each link works once, in its time, is
 * kept only as a hash, and its use ends every session of the account and is audited.
 */
describe.each(testEngines)("links that set a staff password, on %s", (engine) => {
  let api: TestApi;
  let server: TestMailServer;
  let sender: Awaited<ReturnType<typeof testSender>>;
  let now = Date.now();
  const clock = () => new Date(now);
  /** An admin's headers, signed in anew: the tests move the clock past a token's hours. */
  const asAdmin = async () => bearer(await signIn(api.app, "admin@dseu.test"));
  let addresses = 0;
  const address = () => `198.51.100.${(addresses += 1) % 250}`;

  beforeAll(async () => {
    [api, server] = await Promise.all([
      createTestApi(engine, {}, { seed: false }, { now: clock, mailConfigured: true }),
      startMailServer(),
    ]);
    sender = await testSender(api.services, server, clock);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor" });
  });
  afterAll(async () => {
    await server.close();
    await api.close();
  });
  beforeEach(() => {
    server.received.length = 0;
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: "POST",
      url,
      payload: payload as object,
      headers: { "x-forwarded-for": address(), ...headers },
    });
  const askReset = (email: string, language = "en", headers: Record<string, string> = {}) =>
    post("/api/v1/auth/password-reset", { email, language }, headers);
  const checkLink = (token: string) => post("/api/v1/auth/password-link", { token });
  const useLink = (token: string, password = newPassword) =>
    post("/api/v1/auth/password-link/password", { token, password });
  const auditActions = async (targetId: string) =>
    (
      await api.database.db
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "=", targetId)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((row) => row.action);

  it("'forgot your password?' answers the same for a known and an unknown address; only the known one gets a link", async () => {
    const admin = await asAdmin();
    const user = await createStaff(api.services, { email: "forgetful@dseu.test", role: "editor" });
    const known = await askReset("forgetful@dseu.test", "hi");
    const unknown = await askReset("nobody@dseu.test", "hi");
    for (const answer of [known, unknown]) {
      expect(answer.statusCode).toBe(202);
      expect(answer.json()).toEqual({ status: "success", data: {} });
    }
    const headersOf = (answer: typeof known) =>
      Object.keys(answer.headers)
        // Each answer has its own date and its own nonces.
        .filter((name) => !["date", "content-length", "content-security-policy"].includes(name))
        .sort()
        .map((name) => [name, name === "x-request-id" ? "" : answer.headers[name]]);
    expect(headersOf(known)).toEqual(headersOf(unknown));

    expect(await sender.runOnce()).toBe(2);
    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    expect(mail!.envelopeTo).toEqual(["forgetful@dseu.test"]);
    expect(mail!.subject).toBe("DSEU: अपना पासवर्ड फिर से सेट करें");
    expect(tokenIn(mail!)).toHaveLength(43);
    const outbox = await getJson(api.app, "/api/v1/mail/outbox", admin);
    expect(
      outbox.json.data.messages.map(
        (message: { to: string; state: string; last_error: string | null; not_sent_reason: string | null }) => [
          message.to,
          message.state,
          message.last_error,
          message.not_sent_reason,
        ],
      ),
    ).toEqual(
      expect.arrayContaining([
        ["forgetful@dseu.test", "sent", null, null],
        ["nobody@dseu.test", "skipped", null, "no-account"],
      ]),
    );
    expect(await auditActions(user._id)).toEqual(["user.create", "auth.reset-ask"]);
  });

  it("asks for a known and an unknown address run the same statements, so their timing does not tell them apart", async () => {
    await createStaff(api.services, { email: "timed@dseu.test", role: "editor" });
    /** Each statement's SQL, without its values, in the order they ran. */
    let statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(api.database.db.getExecutor().compileQuery(node as RootOperationNode, queryId).sql);
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const recorded = createServices(api.database.db.withPlugin(recorder), { now: clock, mailConfigured: true });
    const statementsOf = async (email: string) => {
      statements = [];
      await recorded.auth.askPasswordReset({ email, language: "en", address: address() });
      return statements;
    };
    const known = await statementsOf("timed@dseu.test");
    const unknown = await statementsOf("nobody-at-all@dseu.test");
    expect(known.length).toBeGreaterThan(4);
    expect(unknown).toEqual(known);
    // No password is hashed or checked on the way, which would cost the one far more than the other.
    expect(known.join("\n")).not.toMatch(/password_hash/);
    await sender.runOnce();
  });

  it(`limits asks to ${passwordResetPolicy.perAccount} an hour per address asked about, known or not, and ${passwordResetPolicy.perAddress} per client`, async () => {
    await createStaff(api.services, { email: "limited@dseu.test", role: "editor" });
    for (const email of ["limited@dseu.test", "limited-unknown@dseu.test"]) {
      for (let ask = 0; ask < passwordResetPolicy.perAccount; ask += 1)
        expect((await askReset(email)).statusCode).toBe(202);
      const refused = await askReset(email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe(String(passwordResetPolicy.windowMinutes * 60));
      expect(refused.json().error.message).toMatch(/too often/);
    }
    const client = { "x-forwarded-for": "203.0.113.77" };
    for (let ask = 0; ask < passwordResetPolicy.perAddress; ask += 1) {
      expect((await askReset(`client-${ask}@dseu.test`, "en", client)).statusCode).toBe(202);
    }
    expect((await askReset("client-last@dseu.test", "en", client)).statusCode).toBe(429);
    // An hour later each may ask again.
    now += passwordResetPolicy.windowMinutes * 60_000;
    expect((await askReset("limited@dseu.test", "en", client)).statusCode).toBe(202);
    await sender.runOnce();
  });

  it("refuses malformed, oversized and hostile asks with 400, writing nothing", async () => {
    const before = await api.services.mail.list({ page: 1, limit: 1 });
    for (const body of [
      {},
      { email: "not an address" },
      { email: `${"a".repeat(250)}@dseu.test` },
      { email: "x@dseu.test\r\nBcc: victim@example.com" },
      { email: ["x@dseu.test", "y@dseu.test"] },
      { email: "x@dseu.test", language: "fr" },
    ]) {
      const answer = await post("/api/v1/auth/password-reset", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().status).toBe("error");
    }
    const notJson = await post("/api/v1/auth/password-reset", "email=x@dseu.test", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(notJson.statusCode).toBe(415);
    expect((await api.services.mail.list({ page: 1, limit: 1 })).pagination.total).toBe(before.pagination.total);
  });

  it("a reset link sets the password once, ends every session of the account, and is audited; then it says it has been used", async () => {
    const user = await createStaff(api.services, { email: "reset@dseu.test", role: "editor" });
    const oldToken = await signIn(api.app, "reset@dseu.test");
    const session = await post("/api/v1/auth/session", { email: "reset@dseu.test", password: staffPassword });
    const cookie = /^(dseu_session=[^;]+)/.exec(String(session.headers["set-cookie"]))![1]!;
    await askReset("reset@dseu.test");
    await sender.runOnce();
    const token = tokenIn(server.received[0]!);

    expect((await checkLink(token)).json().data.link).toEqual({
      state: "valid",
      purpose: "password-reset",
      email: "reset@dseu.test",
    });
    const used = await useLink(token);
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().data).toEqual({ email: "reset@dseu.test", role: "editor" });

    // Every session of the account has ended: its bearer token and its console session.
    expect((await getJson(api.app, "/api/v1/auth/me", bearer(oldToken))).status).toBe(401);
    expect((await getJson(api.app, "/api/v1/auth/me", { cookie })).status).toBe(401);
    await expect(signIn(api.app, "reset@dseu.test")).rejects.toThrow(/401/);
    expect(await signIn(api.app, "reset@dseu.test", newPassword)).toBeTruthy();

    const again = await useLink(token, "yet another long password");
    expect(again.statusCode).toBe(410);
    expect(again.json().error.message).toMatch(/used already/);
    expect((await checkLink(token)).json().data.link).toEqual({
      state: "used",
      purpose: "password-reset",
      email: null,
    });
    expect(await auditActions(user._id)).toEqual(["user.create", "auth.reset-ask", "user.password-reset"]);
  });

  it("a reset link expires after an hour and says so", async () => {
    await createStaff(api.services, { email: "late@dseu.test", role: "editor" });
    await askReset("late@dseu.test");
    await sender.runOnce();
    const token = tokenIn(server.received[0]!);
    now += 60 * 60_000;
    expect((await checkLink(token)).json().data.link.state).toBe("expired");
    const answer = await useLink(token);
    expect(answer.statusCode).toBe(410);
    expect(answer.json().error.message).toMatch(/expired/);
    await expect(signIn(api.app, "late@dseu.test")).resolves.toBeTruthy();
  });

  it("refuses unknown, malformed and hostile tokens and short passwords, changing nothing", async () => {
    const unknown = await useLink("A".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect((await checkLink("A".repeat(43))).json().data.link).toEqual({
      state: "unknown",
      purpose: null,
      email: null,
    });
    for (const token of ["", "short", "A".repeat(44), "../../etc/passwd".padEnd(43, "x"), "A".repeat(10_000)]) {
      expect((await checkLink(token)).statusCode, token.slice(0, 20)).toBe(400);
      expect((await useLink(token)).statusCode, token.slice(0, 20)).toBe(400);
    }
    expect((await useLink("A".repeat(43), "too short")).statusCode).toBe(400);
    expect((await useLink("A".repeat(43), "x".repeat(201))).statusCode).toBe(400);
  });

  it("an admin invites a person: the link chooses the password once within 48 hours, and nobody signs in before", async () => {
    const admin = await asAdmin();
    const invited = await post(
      "/api/v1/users/invitations",
      { email: "New.Person@dseu.test", name: "New Person", role: "editor", sections: ["tenders"], language: "en" },
      admin,
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const user = invited.json().data.user;
    expect(user).toMatchObject({ email: "new.person@dseu.test", invited: true, sections: ["tenders"] });
    await expect(signIn(api.app, "new.person@dseu.test", "")).rejects.toThrow(/400|401/);
    await sender.runOnce();
    const [mail] = server.received;
    expect(mail!.subject).toBe("DSEU: your account on the staff console");
    expect(mail!.to).toMatchObject({ value: [{ address: "new.person@dseu.test", name: "New Person" }] });
    expect(mail!.text).toContain("as editor");
    const token = tokenIn(mail!);

    // Sent again: a second link, which works as well until one of them is used.
    expect((await post(`/api/v1/users/${user._id}/invitation`, { language: "hi" }, admin)).statusCode).toBe(200);
    await sender.runOnce();
    const second = tokenIn(server.received[1]!);
    expect(server.received[1]!.subject).toBe("DSEU: कर्मचारी कंसोल पर आपका खाता");

    expect((await checkLink(token)).json().data.link).toMatchObject({ state: "valid", purpose: "staff-invite" });
    expect((await useLink(token)).statusCode).toBe(200);
    expect(await signIn(api.app, "new.person@dseu.test", newPassword)).toBeTruthy();
    expect((await useLink(second)).statusCode).toBe(410);
    expect((await post(`/api/v1/users/${user._id}/invitation`, {}, admin)).statusCode).toBe(409);
    expect(await auditActions(user._id)).toEqual(["user.invite", "user.invite-again", "user.invitation-accepted"]);
  });

  it("an invitation's link expires after 48 hours", async () => {
    const admin = await asAdmin();
    await post("/api/v1/users/invitations", { email: "slow@dseu.test", role: "faculty" }, admin);
    await sender.runOnce();
    const token = tokenIn(server.received[0]!);
    now += 47 * 3_600_000;
    expect((await checkLink(token)).json().data.link.state).toBe("valid");
    now += 3_600_000;
    expect((await useLink(token)).statusCode).toBe(410);
  });

  it("keeps invitations to admins, and refuses malformed ones and known addresses", async () => {
    const admin = await asAdmin();
    const editor = await signIn(api.app, "editor@dseu.test");
    const body = { email: "someone@dseu.test", role: "editor" };
    expect((await post("/api/v1/users/invitations", body)).statusCode).toBe(401);
    expect((await post("/api/v1/users/invitations", body, bearer(editor))).statusCode).toBe(403);
    for (const bad of [
      { ...body, email: "someone@dseu.test\r\nBcc: x@y.test" },
      { ...body, email: "not an address" },
      { ...body, role: "owner" },
      { ...body, name: "x".repeat(121) },
      { ...body, language: "de" },
    ]) {
      expect((await post("/api/v1/users/invitations", bad, admin)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await post("/api/v1/users/invitations", { ...body, email: "editor@dseu.test" }, admin)).statusCode).toBe(
      409,
    );
    expect((await post("/api/v1/users/000000000000000000000000/invitation", {}, admin)).statusCode).toBe(404);
    expect((await post("/api/v1/users/not-an-id/invitation", {}, admin)).statusCode).toBe(400);
  });

  it("keeps no link anywhere in the database: only its token's hash, which opens nothing", async () => {
    await createStaff(api.services, { email: "copied@dseu.test", role: "admin" });
    await askReset("copied@dseu.test");
    await sender.runOnce();
    const token = tokenIn(server.received[0]!);
    const tables = ["mail_outbox", "mail_link", "audit_log"] as const;
    for (const table of tables) {
      const rows = await api.database.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain(token);
    }
    if (api.database.options.engine === "sqlite") {
      // The whole file, as a backup would copy it.
      await sql`pragma wal_checkpoint(truncate)`.execute(api.database.db);
      expect(fs.readFileSync(api.database.options.file).includes(token)).toBe(false);
    }
    expect((await useLink(token)).statusCode).toBe(200);
  });

  it("shows the outbox to admins only, and refuses malformed queries", async () => {
    const admin = await asAdmin();
    const editor = await signIn(api.app, "editor@dseu.test");
    expect((await getJson(api.app, "/api/v1/mail/outbox")).status).toBe(401);
    expect((await getJson(api.app, "/api/v1/mail/outbox", bearer(editor))).status).toBe(403);
    for (const query of ["state=lost", "limit=0", "limit=201", "page=0", "page=x"]) {
      expect((await getJson(api.app, `/api/v1/mail/outbox?${query}`, admin)).status, query).toBe(400);
    }
    const sent = await getJson(api.app, "/api/v1/mail/outbox?state=sent&limit=2", admin);
    expect(sent.status).toBe(200);
    expect(sent.json.data.messages.length).toBeLessThanOrEqual(2);
    const id = sent.json.data.messages[0]._id;
    expect((await post(`/api/v1/mail/outbox/${id}/send-again`, {}, bearer(editor))).statusCode).toBe(403);
    expect((await post(`/api/v1/mail/outbox/${id}/send-again`, {}, admin)).statusCode).toBe(409);
    expect((await post("/api/v1/mail/outbox/000000000000000000000000/send-again", {}, admin)).statusCode).toBe(404);
    expect((await post("/api/v1/mail/outbox/x/send-again", {}, admin)).statusCode).toBe(400);
  });
});
