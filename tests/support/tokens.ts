import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { decodeJwt, SignJWT, type JWTPayload } from "jose";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import { bearer, signIn, staffPassword } from "./staff.ts";

/**
 * Tokens the API must refuse, made from a real one: the same claims under a key
 * the server never had, the server's own key with an expiry in the past, and a
 * token its owner signed out.
 */

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A token's claims, read without checking its signature. */
export function claimsOf(token: string): JWTPayload & { generation: number; role: string } {
  return decodeJwt(token) as JWTPayload & { generation: number; role: string };
}

/** The token's own claims, signed with a key the server does not have. */
export function forgedToken(token: string): Promise<string> {
  return new SignJWT(claimsOf(token))
    .setProtectedHeader({ alg: "HS256" })
    .sign(new TextEncoder().encode(randomBytes(48).toString("hex")));
}

/**
 * A token for the same account and role, signed with the server's real key (kept in
 * the database) and expiring at `expiresAt` (seconds since 1970): the server accepts
 * it unless that moment has passed.
 */
export function tokenWithRealKey(db: Kysely<Database>, token: string, expiresAt: number): Promise<string> {
  return tokenSignedWithRealKey(db, token, { issuedAt: nowInSeconds() - 7200, expiresAt });
}

/** The same, with the issue time (seconds since 1970; none when left out) and expiry given. */
export async function tokenSignedWithRealKey(
  db: Kysely<Database>,
  token: string,
  { issuedAt, expiresAt }: { issuedAt?: number; expiresAt: number },
): Promise<string> {
  const claims = claimsOf(token);
  const { value } = await db.selectFrom("app_secret").select("value").executeTakeFirstOrThrow();
  const signed = new SignJWT({ role: claims.role, generation: claims.generation })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(claims.iss!)
    .setSubject(claims.sub!)
    .setJti(`made-by-test-${randomBytes(8).toString("hex")}`)
    .setExpirationTime(expiresAt);
  if (issuedAt !== undefined) signed.setIssuedAt(issuedAt);
  return signed.sign(new TextEncoder().encode(value));
}

/** The token's account signed with the real key, expired a minute ago: refused for its expiry alone. */
export function expiredToken(db: Kysely<Database>, token: string): Promise<string> {
  return tokenWithRealKey(db, token, nowInSeconds() - 60);
}

/** The same, still valid for ten minutes: what an expired token would be if time had not run out. */
export function unexpiredToken(db: Kysely<Database>, token: string): Promise<string> {
  return tokenWithRealKey(db, token, nowInSeconds() + 600);
}

/** A fresh token of the account, signed out through the API (`POST /auth/logout`), so revoked. */
export async function revokedToken(app: FastifyInstance, email: string, password = staffPassword): Promise<string> {
  const token = await signIn(app, email, password);
  const logout = await app.inject({ method: "POST", url: "/api/v1/auth/logout", headers: bearer(token) });
  if (logout.statusCode !== 200) throw new Error(`sign-out failed: ${logout.statusCode} ${logout.body}`);
  return token;
}

/** A valid token's refused variants, by name. */
export async function refusedTokens(app: FastifyInstance, db: Kysely<Database>, email: string) {
  const token = await signIn(app, email);
  return {
    forged: await forgedToken(token),
    expired: await expiredToken(db, token),
    revoked: await revokedToken(app, email),
  };
}
