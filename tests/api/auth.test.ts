import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { signInPolicy } from "#server/services/auth-service.ts";
import { createServices } from "#server/services/index.ts";
import { createTestApi, type TestApi } from "../support/api.ts";
import { testEngines } from "../support/databases.ts";
import { bearer, createStaff, signIn, staffPassword } from "../support/staff.ts";
import { claimsOf, expiredToken, forgedToken, tokenSignedWithRealKey, unexpiredToken } from "../support/tokens.ts";

describe.each(testEngines)("sign-in and sessions on %s", (engine) => {
  let api: TestApi;
  const login = (email: string, password: string, address = "198.51.100.1") =>
    api.app.inject({
      method: "POST",
      url: "/api/v1/auth/login",
      payload: { email, password },
      headers: { "x-forwarded-for": address },
    });
  const me = (token: string) => api.app.inject({ url: "/api/v1/auth/me", headers: bearer(token) });

  beforeAll(async () => {
    api = await createTestApi(engine);
    await createStaff(api.services, { email: "admin@dseu.test", role: "admin" });
    await createStaff(api.services, { email: "editor@dseu.test", role: "editor", sections: ["news"] });
    await createStaff(api.services, { email: "locked@dseu.test", role: "editor" });
  });
  afterAll(() => api.close());

  it("answers token and role where the current admin client reads them, and in data", async () => {
    const response = await login("Admin@DSEU.test", staffPassword);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe("success");
    expect(body.role).toBe("Admin");
    expect(body.data.role).toBe("Admin");
    expect(body.token).toBe(body.data.token);
    expect(body.data.user).toMatchObject({ email: "admin@dseu.test", role: "admin" });
    expect(body.data.user).not.toHaveProperty("password_hash");
    expect(response.headers["cache-control"]).toBe("no-store");
    const hours = (Date.parse(body.data.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1);
    expect(hours).toBeLessThanOrEqual(signInPolicy.tokenHours);

    const session = await me(body.token);
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ role: "Admin", user: { email: "admin@dseu.test" } });
    expect(session.json().data.user.last_sign_in_at).not.toBeNull();
  });

  it("stores passwords as argon2id hashes", async () => {
    const row = await api.database.db
      .selectFrom("staff_user")
      .select("password_hash")
      .where("email", "=", "admin@dseu.test")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(staffPassword);
  });

  it("refuses a wrong password and an unknown account with the same 401", async () => {
    const wrong = await login("editor@dseu.test", "not the password at all", "198.51.100.2");
    const unknown = await login("nobody@dseu.test", staffPassword, "198.51.100.2");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
    expect(wrong.json()).not.toHaveProperty("token");
  });

  it("refuses malformed sign-in bodies with 400, never 500", async () => {
    for (const payload of [
      {},
      { email: "a@b.c" },
      { email: 1, password: [] },
      { email: "x".repeat(300), password: "p" },
    ]) {
      const response = await api.app.inject({ method: "POST", url: "/api/v1/auth/login", payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("locks an account after repeated wrong passwords, refuses even the right one, and logs the lock", async () => {
    for (let attempt = 1; attempt <= signInPolicy.accountFailures; attempt++) {
      // Different addresses: this is the per-account limit, not the per-address one.
      expect((await login("locked@dseu.test", `wrong guess ${attempt}`, `203.0.113.${attempt}`)).statusCode).toBe(401);
    }
    const refused = await login("locked@dseu.test", staffPassword, "203.0.113.200");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe("rate_limited");
    const lock = await api.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "auth.lock")
      .executeTakeFirst();
    expect(lock?.summary).toContain("account:locked@dseu.test");
    // Other accounts are unaffected.
    expect((await login("editor@dseu.test", staffPassword, "203.0.113.201")).statusCode).toBe(200);
  });

  it("counts failures in the database, so two server instances share one limit", async () => {
    await createStaff(api.services, { email: "shared@dseu.test", role: "editor" });
    const other = await buildApp({ database: api.database, services: createServices(api.database.db) });
    try {
      for (let attempt = 1; attempt <= signInPolicy.accountFailures; attempt++) {
        const instance = attempt % 2 === 0 ? api.app : other;
        const response = await instance.inject({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: "shared@dseu.test", password: "wrong" },
          headers: { "x-forwarded-for": `203.0.114.${attempt}` },
        });
        expect(response.statusCode).toBe(401);
      }
      expect((await login("shared@dseu.test", staffPassword, "203.0.114.100")).statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("refuses a client address after repeated failures, whichever accounts it tries", async () => {
    for (let attempt = 1; attempt <= signInPolicy.addressFailures; attempt++) {
      expect((await login(`guess${attempt}@dseu.test`, "wrong password", "192.0.2.77")).statusCode).toBe(401);
    }
    expect((await login("admin@dseu.test", staffPassword, "192.0.2.77")).statusCode).toBe(429);
    expect((await login("admin@dseu.test", staffPassword, "192.0.2.78")).statusCode).toBe(200);
  });

  it("refuses missing, forged, expired and revoked tokens with 401", async () => {
    const token = await signIn(api.app, "admin@dseu.test");
    expect((await api.app.inject({ url: "/api/v1/auth/me" })).statusCode).toBe(401);
    expect((await me("not-a-token")).statusCode).toBe(401);

    const [header, payload, signature] = token.split(".");
    const claims = claimsOf(token);
    const tampered = Buffer.from(JSON.stringify({ ...claims, role: "admin", sub: "0".repeat(24) })).toString(
      "base64url",
    );
    expect((await me(`${header}.${tampered}.${signature}`)).statusCode).toBe(401);
    expect((await me(await forgedToken(token))).statusCode).toBe(401);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
    expect((await me(unsigned)).statusCode).toBe(401);

    // Signed with the real key (kept in the database) but already expired.
    // The same token unexpired is accepted: the expiry alone is what refuses the next one.
    expect((await me(await unexpiredToken(api.database.db, token))).statusCode).toBe(200);
    const expiredAnswer = await me(await expiredToken(api.database.db, token));
    expect(expiredAnswer.statusCode).toBe(401);
    expect(expiredAnswer.json().error.message).toBe("Your session has expired. please log in again!");

    expect((await me(token)).statusCode).toBe(200);
    const logout = await api.app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses a token signed with the real key whose lifetime is longer than a session's", async () => {
    const token = await signIn(api.app, "admin@dseu.test");
    const inSeconds = (hours: number) => Math.floor(Date.now() / 1000) + hours * 3600;
    const tenYears = await tokenSignedWithRealKey(api.database.db, token, {
      issuedAt: inSeconds(0),
      expiresAt: inSeconds(87_600),
    });
    expect((await me(tenYears)).statusCode).toBe(401);
    // Issued long ago with an expiry still ahead: as long-lived, however it is spelled.
    const issuedLongAgo = await tokenSignedWithRealKey(api.database.db, token, {
      issuedAt: inSeconds(-240),
      expiresAt: inSeconds(1),
    });
    expect((await me(issuedLongAgo)).statusCode).toBe(401);
    const noIssueTime = await tokenSignedWithRealKey(api.database.db, token, { expiresAt: inSeconds(1) });
    expect((await me(noIssueTime)).statusCode).toBe(401);
    // A session's own lifetime is accepted.
    const session = await tokenSignedWithRealKey(api.database.db, token, {
      issuedAt: inSeconds(0),
      expiresAt: inSeconds(signInPolicy.tokenHours),
    });
    expect((await me(session)).statusCode).toBe(200);
  });

  it("gives sign-in a per-address request limit of its own, stricter than the site's", async () => {
    const statuses = [];
    for (let attempt = 0; attempt <= signInPolicy.requestsPerMinute; attempt++) {
      // Malformed bodies: refused before any password is checked, so only the request limit counts them.
      const malformed = await api.app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: {},
        headers: { "x-forwarded-for": "198.51.100.99" },
      });
      statuses.push(malformed.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await login("admin@dseu.test", staffPassword, "198.51.100.98")).statusCode).toBe(200);
    // Other routes from the same address are still under the site's limit.
    expect(
      (await api.app.inject({ url: "/api/v1/campus", headers: { "x-forwarded-for": "198.51.100.99" } })).statusCode,
    ).toBe(200);
  });

  it("shares the signing key through the database: a second instance accepts the first one's token", async () => {
    const token = await signIn(api.app, "admin@dseu.test");
    const other = createServices(api.database.db);
    await expect(other.auth.authenticate(token)).resolves.toMatchObject({ user: { email: "admin@dseu.test" } });
  });
});
