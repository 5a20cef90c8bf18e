import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { signInPolicy } from "#server/services/auth-service.ts";
import { createServices, type Services } from "#server/services/index.ts";
import { testLoad } from "../support/api.ts";
import { createTestDatabase, testEngines, type TestDatabase } from "../support/databases.ts";
import { bearer, createStaff, signIn, staffPassword } from "../support/staff.ts";

const expiredMessage = "Your session has expired. please log in again!";
const limits = { idleMinutes: 30, maxHours: 8 };
const minute = 60_000;

type ConsoleSession = { cookie: string; csrf: string; setCookie: string };

describe.each(testEngines)("the console's session in a cookie on %s", (engine) => {
  let database: TestDatabase;
  let services: Services;
  let app: FastifyInstance;
  /** The server's clock, moved by the tests. */
  let now = Date.now();
  let addresses = 0;

  /** A client address of its own per sign-in: the route's per-address limit is for its own test. */
  const nextAddress = () => `198.51.100.${(addresses += 1)}`;

  const startSession = async (email: string, headers: Record<string, string> = {}): Promise<ConsoleSession> => {
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/auth/session",
      payload: { email, password: staffPassword },
      headers: { "x-forwarded-for": nextAddress(), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const setCookie = String(response.headers["set-cookie"]);
    const cookie = /^(dseu_session=[^;]+)/.exec(setCookie)?.[1];
    if (!cookie) throw new Error(`no session cookie in ${setCookie}`);
    return { cookie, csrf: response.json().data.csrf_token as string, setCookie };
  };

  const me = (cookie: string) => app.inject({ url: "/api/v1/auth/me", headers: { cookie } });
  /** When the session ends, asked without using it. */
  const state = (cookie: string) => app.inject({ url: "/api/v1/auth/session", headers: { cookie } });
  /** Why a refused answer says the session ended, with the limits it names. */
  const endedBecause = (response: Awaited<ReturnType<typeof me>>) => response.json().error.details;

  /** An account made through the API (a console write), its email unique to the call. */
  let accountsMade = 0;
  const newAccount = () => ({
    email: `made-${engine}-${(accountsMade += 1)}@dseu.test`,
    password: "a long enough new password",
    role: "editor",
  });
  const accountCount = async () =>
    Number(
      (
        await database.db
          .selectFrom("staff_user")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const auditCount = async () =>
    Number(
      (
        await database.db
          .selectFrom("audit_log")
          .select((eb) => eb.fn.countAll<number | string>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    services = createServices(database.db, { now: () => new Date(now), staffSessions: limits });
    app = await buildApp({
      overloadLimits: testLoad,
      rateLimitPerMinute: 1_000_000,
      trustProxy: 1,
      database,
      services,
    });
    await app.ready();
    await createStaff(services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it("signs in to an HttpOnly, SameSite=Lax cookie for the API alone, Secure only when the request came over HTTPS", async () => {
    const plain = await startSession("admin@dseu.test");
    expect(plain.setCookie).toMatch(/; HttpOnly/);
    expect(plain.setCookie).toMatch(/; SameSite=Lax/);
    expect(plain.setCookie).toMatch(/; Path=\/api\/v1\//);
    expect(plain.setCookie).not.toMatch(/Secure/);
    // Behind the trusted proxy (nginx), HTTPS is what X-Forwarded-Proto says.
    const forwarded = await startSession("admin@dseu.test", { "x-forwarded-proto": "https" });
    expect(forwarded.setCookie).toMatch(/; Secure/);
    expect(forwarded.setCookie).toMatch(/; HttpOnly/);

    // A client that is no trusted proxy cannot make plain HTTP look like HTTPS, nor the reverse.
    const direct = await buildApp({ overloadLimits: testLoad, rateLimitPerMinute: 1_000_000, database, services });
    try {
      const response = await direct.inject({
        method: "POST",
        url: "/api/v1/auth/session",
        payload: { email: "admin@dseu.test", password: staffPassword },
        headers: { "x-forwarded-proto": "https" },
      });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers["set-cookie"])).not.toMatch(/Secure/);
    } finally {
      await direct.close();
    }
  });

  it("answers the account, its role and the session's CSRF token, and stores only a hash of the cookie", async () => {
    const session = await startSession("Admin@DSEU.test");
    const answer = await me(session.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json().data).toMatchObject({
      role: "Admin",
      user: { email: "admin@dseu.test" },
      csrf_token: session.csrf,
    });
    expect(answer.json().data.user).not.toHaveProperty("password_hash");
    const value = session.cookie.split("=")[1]!;
    const rows = await database.db.selectFrom("staff_session").selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(value);

    // A bearer token's "who am I" has no CSRF token: it needs none.
    const token = await signIn(app, "admin@dseu.test");
    const byToken = await app.inject({ url: "/api/v1/auth/me", headers: bearer(token) });
    expect(byToken.json().data).toMatchObject({ role: "Admin", csrf_token: null });
  });

  it("makes a console write that carries the session's CSRF token from the console's own origin", async () => {
    const session = await startSession("admin@dseu.test");
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users",
      payload: newAccount(),
      headers: {
        cookie: session.cookie,
        "x-csrf-token": session.csrf,
        origin: "http://localhost",
        "sec-fetch-site": "same-origin",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("refuses a cross-site form post, or any write without the session's CSRF token, with a clear 403 and writes nothing", async () => {
    const session = await startSession("admin@dseu.test");
    const before = { accounts: await accountCount(), audit: await auditCount() };
    const account = newAccount();
    const form = new URLSearchParams(account).toString();
    const attempts: Array<{ name: string; headers: Record<string, string>; payload: string | object }> = [
      {
        name: "another site's form",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://evil.example",
          "sec-fetch-site": "cross-site",
        },
        payload: form,
      },
      { name: "no CSRF token", headers: {}, payload: account },
      { name: "another session's token", headers: { "x-csrf-token": "x".repeat(43) }, payload: account },
      {
        name: "the right token from a foreign origin",
        headers: { "x-csrf-token": session.csrf, origin: "https://evil.example" },
        payload: account,
      },
      {
        name: "the right token, the browser saying cross-site",
        headers: { "x-csrf-token": session.csrf, "sec-fetch-site": "cross-site" },
        payload: account,
      },
      { name: "an opaque origin", headers: { "x-csrf-token": session.csrf, origin: "null" }, payload: account },
    ];
    for (const attempt of attempts) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/users",
        payload: attempt.payload,
        headers: { cookie: session.cookie, ...attempt.headers },
      });
      expect(response.statusCode, attempt.name).toBe(403);
      expect(response.json().error.message, attempt.name).toBe(
        "This change did not come from the console's own page, so it was not made. Open the console and try again.",
      );
    }
    // An upload, refused before its body is read.
    const upload = await app.inject({
      method: "POST",
      url: "/api/v1/notice/upload",
      payload: "--x\r\n",
      headers: {
        cookie: session.cookie,
        "content-type": "multipart/form-data; boundary=x",
        origin: "https://evil.example",
      },
    });
    expect(upload.statusCode).toBe(403);
    expect({ accounts: await accountCount(), audit: await auditCount() }).toEqual(before);
    // Reads need no token: the session itself is untouched.
    expect((await me(session.cookie)).statusCode).toBe(200);
  });

  it("lets a bearer-token client write without a CSRF token", async () => {
    const token = await signIn(app, "admin@dseu.test");
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users",
      payload: newAccount(),
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("signs out everywhere the session is used: every request with its cookie, on every server, is then refused", async () => {
    const session = await startSession("admin@dseu.test");
    const other = await buildApp({ overloadLimits: testLoad, rateLimitPerMinute: 1_000_000, database, services });
    try {
      expect((await other.inject({ url: "/api/v1/auth/me", headers: { cookie: session.cookie } })).statusCode).toBe(
        200,
      );
      // Signing out is a write: another site cannot sign staff out either.
      const forged = await app.inject({
        method: "POST",
        url: "/api/v1/auth/logout",
        headers: { cookie: session.cookie },
      });
      expect(forged.statusCode).toBe(403);
      expect((await me(session.cookie)).statusCode).toBe(200);

      const logout = await app.inject({
        method: "POST",
        url: "/api/v1/auth/logout",
        headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
      });
      expect(logout.statusCode).toBe(200);
      const cleared = String(logout.headers["set-cookie"]);
      expect(cleared).toMatch(/^dseu_session=;/);
      expect(cleared).toMatch(/; Max-Age=0;/);
      expect(cleared).toMatch(/; Path=\/api\/v1\/;/);

      for (const [name, response] of [
        ["this server", await me(session.cookie)],
        ["another server", await other.inject({ url: "/api/v1/auth/me", headers: { cookie: session.cookie } })],
        [
          "a write",
          await app.inject({
            method: "POST",
            url: "/api/v1/users",
            payload: newAccount(),
            headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
          }),
        ],
        [
          "signing out again",
          await app.inject({
            method: "POST",
            url: "/api/v1/auth/logout",
            headers: { cookie: session.cookie, "x-csrf-token": session.csrf },
          }),
        ],
      ] as const) {
        expect(response.statusCode, name).toBe(401);
        expect(response.json().error.message, name).toBe(expiredMessage);
      }
    } finally {
      await other.close();
    }
  });

  it("ends a session left idle for the idle timeout, and keeps one in use", async () => {
    const session = await startSession("editor@dseu.test");
    now += (limits.idleMinutes - 1) * minute;
    expect((await me(session.cookie)).statusCode).toBe(200);
    // Used a minute before its idle end, so it runs another full idle period from then.
    now += (limits.idleMinutes - 1) * minute;
    expect((await me(session.cookie)).statusCode).toBe(200);
    now += limits.idleMinutes * minute;
    const idle = await me(session.cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json().error.message).toBe(expiredMessage);
    expect(endedBecause(idle)).toEqual({ session_ended: "idle", idle_minutes: 30, max_hours: 8 });
    // Ended for good: coming back to it does not revive it, and it still says why.
    const again = await me(session.cookie);
    expect(again.statusCode).toBe(401);
    expect(endedBecause(again)).toMatchObject({ session_ended: "idle" });
  });

  it("says when a session ends without counting the question as use, and why once it has", async () => {
    const session = await startSession("editor@dseu.test");
    const started = now;
    const first = await state(session.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.json().data).toEqual({
      ends_at: new Date(started + limits.maxHours * 60 * minute).toISOString(),
      idle_ends_at: new Date(started + limits.idleMinutes * minute).toISOString(),
    });
    // Asked again and again, it is not kept alive: it ends at the idle time after its last real use.
    for (const step of [10, 10, 9]) {
      now += step * minute;
      expect((await state(session.cookie)).json().data.idle_ends_at).toBe(first.json().data.idle_ends_at);
    }
    now += minute;
    const ended = await state(session.cookie);
    expect(ended.statusCode).toBe(401);
    expect(endedBecause(ended)).toMatchObject({ session_ended: "idle" });

    // A real use moves the idle end; the lifetime stays.
    const used = await startSession("editor@dseu.test");
    now += 5 * minute;
    expect((await me(used.cookie)).statusCode).toBe(200);
    expect(new Date((await state(used.cookie)).json().data.idle_ends_at).getTime()).toBe(
      now + limits.idleMinutes * minute,
    );
  });

  it("refuses the question without a cookie, or with a malformed or forged one, with 401 and no reason", async () => {
    for (const headers of [{}, { cookie: "dseu_session=abc" }, { cookie: `dseu_session=${"B".repeat(43)}` }]) {
      const response = await app.inject({ url: "/api/v1/auth/session", headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json().error.details).toBeUndefined();
    }
  });

  it("ends a session at its absolute lifetime however busy it is", async () => {
    const session = await startSession("editor@dseu.test");
    const started = now;
    const end = started + limits.maxHours * 60 * minute;
    while (now + 20 * minute < end) {
      now += 20 * minute;
      expect((await me(session.cookie)).statusCode, `${(now - started) / minute} minutes in`).toBe(200);
    }
    now = end;
    const ended = await me(session.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.message).toBe(expiredMessage);
    expect(endedBecause(ended)).toMatchObject({ session_ended: "limit", max_hours: 8 });
  });

  it("refuses malformed, forged and ended cookies with 401 and the session-expired message, never 500", async () => {
    const ended = await startSession("editor@dseu.test");
    await database.db
      .updateTable("staff_session")
      .set({ expires_at: new Date(now - minute).toISOString() })
      .execute();
    const cookies = {
      ended: ended.cookie,
      malformed: "dseu_session=abc",
      forged: `dseu_session=${"A".repeat(43)}`,
      oversized: `dseu_session=${"a".repeat(6000)}`,
      "bad escapes": "dseu_session=%E0%A4%A",
      "hostile characters": "dseu_session=\"'; DROP TABLE staff_session; --",
      empty: "dseu_session=",
    };
    for (const [name, cookie] of Object.entries(cookies)) {
      const read = await me(cookie);
      expect(read.statusCode, name).toBe(401);
      expect(read.json().error.message, name).toBe(expiredMessage);
      const write = await app.inject({
        method: "POST",
        url: "/api/v1/users",
        payload: newAccount(),
        headers: { cookie, "x-csrf-token": "x" },
      });
      expect(write.statusCode, name).toBe(401);
    }
  });

  it("ends the sessions of an account whose password an admin resets", async () => {
    const editor = await createStaff(services, { email: "forgetful@dseu.test", role: "editor" });
    const session = await startSession("forgetful@dseu.test");
    const token = await signIn(app, "admin@dseu.test");
    const reset = await app.inject({
      method: "PUT",
      url: `/api/v1/users/${editor._id}/password`,
      payload: { password: "a brand new long password" },
      headers: bearer(token),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = await me(session.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.message).toBe(expiredMessage);
    expect(endedBecause(after)).toMatchObject({ session_ended: "password-changed" });
  });

  it("ends the sessions of an account that is disabled", async () => {
    const editor = await createStaff(services, { email: "leaving@dseu.test", role: "editor" });
    const session = await startSession("leaving@dseu.test");
    const admin = await startSession("admin@dseu.test");
    const disable = await app.inject({
      method: "PATCH",
      url: `/api/v1/users/${editor._id}`,
      payload: { disabled: true },
      headers: { cookie: admin.cookie, "x-csrf-token": admin.csrf },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const refused = await me(session.cookie);
    expect(refused.statusCode).toBe(401);
    expect(endedBecause(refused)).toMatchObject({ session_ended: "disabled" });
    expect(endedBecause(await state(session.cookie))).toMatchObject({ session_ended: "disabled" });
  });

  it("refuses malformed sign-ins with 400, wrong details with the sign-in's 401, and limits sign-ins per address", async () => {
    for (const payload of [
      {},
      { email: "a@b.c" },
      { email: 1, password: [] },
      { email: "x".repeat(300), password: "p" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/v1/auth/session",
        payload,
        headers: { "x-forwarded-for": nextAddress() },
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    const wrong = await app.inject({
      method: "POST",
      url: "/api/v1/auth/session",
      payload: { email: "editor@dseu.test", password: "not the password at all" },
      headers: { "x-forwarded-for": nextAddress() },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe("The email or password is not correct");
    expect(wrong.headers["set-cookie"]).toBeUndefined();

    const address = { "x-forwarded-for": "203.0.113.77" };
    const statuses = [];
    for (let attempt = 0; attempt <= signInPolicy.requestsPerMinute; attempt++) {
      statuses.push(
        (await app.inject({ method: "POST", url: "/api/v1/auth/session", payload: {}, headers: address })).statusCode,
      );
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
