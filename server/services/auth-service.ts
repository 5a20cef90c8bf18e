import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { StaffUser } from "#common/api/staff.ts";
import type { SessionEnded, SessionEndReason } from "#common/api/staff-session.ts";
import type { Database, MailLanguage } from "../db/schema.ts";
import { newRowId, recordAudit, type Actor } from "./audit-service.ts";
import { addToOutbox, type MailOutbox } from "./mail-outbox-service.ts";
import { Refusal } from "./refusal.ts";
import { toCount } from "./rows.ts";
import { hashPassword, toStaffUser, verifyPassword } from "./staff-account-service.ts";

/**
 * How sign-in resists guessing (docs/decisions/0050). Failures are counted in
 * the database per client address and per account, so every server process
 * shares the counts; each attempt counts before its password is checked, so
 * guesses sent at once are held to the same limit. A subject that reaches its
 * limit within the window is locked, and while locked even the right password
 * is refused. `POST /auth/login` also has a per-address request limit of its own.
 * No token is accepted for longer than `tokenHours` after it was issued.
 */
export const signInPolicy = {
  windowMinutes: 15,
  accountFailures: 10,
  addressFailures: 30,
  lockMinutes: 15,
  tokenHours: 4,
  requestsPerMinute: 30,
} as const;

/**
 * How often "Forgot your password?" may be asked (decision 0203): per client address and per
 * address asked about, whether or not an account has it, so the limit says nothing of which
 * accounts exist. Only asks that were taken count.
 */
export const passwordResetPolicy = { windowMinutes: 60, perAccount: 3, perAddress: 10 } as const;

/**
 * How long a console session in the browser lasts (decision 0155): it ends when left
 * unused for `idleMinutes`, and `maxHours` after sign-in whatever its use.
 */
export type StaffSessionLimits = { idleMinutes: number; maxHours: number };

export const defaultStaffSessionLimits: StaffSessionLimits = { idleMinutes: 60, maxHours: 12 };

export type AuthOptions = {
  jwtSecret?: string | undefined;
  staffSessions?: StaffSessionLimits | undefined;
  /** The time sign-ins, tokens and sessions are measured by; tests move it. */
  now?: (() => Date) | undefined;
};

/**
 * A signed-in request: who, and how it was signed in (for signing out): a bearer token
 * (scripts and the current clients) or the console's session cookie, whose writes must
 * also carry the session's CSRF token.
 */
export type Session = { user: StaffUser; expiresAt: string } & (
  { via: "bearer"; tokenId: string } | { via: "cookie"; idHash: string; csrfToken: string }
);

const issuer = "dseu-site";
const secretName = "jwt-signing-key";
const wrongCredentials = "The email or password is not correct";
const lockedMessage = "Too many failed sign-ins. Please wait a while and try again.";
const invalidSession = "Your session has expired. please log in again!";
const tooManyResetAsks = "A reset link has been asked for too often. Please wait an hour and try again.";

/** What failures are counted against: the client's address and the account's email. */
type Subjects = { address: string; account: string };

const minutesFromNow = (minutes: number, now: Date) => new Date(now.getTime() + minutes * 60_000).toISOString();

/** A session cookie's value as the server makes it: 32 random bytes in base64url. */
const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** Only this hash of a session's cookie is stored: a copy of the database signs nobody in. */
const hashOfSessionId = (sessionId: string) => createHash("sha256").update(sessionId).digest("base64url");

/** A session's last use is written again once it is this old, not at every request. */
const lastSeenStepMs = 60_000;

/**
 * How long an ended session's row stays, so that its tabs, asking later, still learn why it ended
 * (decision 0245); it signs nobody in meanwhile.
 */
const endedSessionKeptMs = 24 * 3_600_000;

/** A session row as the checks read it, with its account's state. */
type SessionRow = {
  last_seen_at: string;
  expires_at: string;
  signed_in_generation: number | string;
  session_generation: number | string;
  disabled: number | boolean;
};

/** Why the session has ended by `now`, or undefined while it runs; of its two limits, the one met first. */
function endReasonOf(row: SessionRow, now: number, idleMinutes: number): SessionEndReason | undefined {
  if (row.disabled) return "disabled";
  if (Number(row.signed_in_generation) !== Number(row.session_generation)) return "password-changed";
  const idleEnd = Date.parse(row.last_seen_at) + idleMinutes * 60_000;
  const end = Date.parse(row.expires_at);
  if (Math.min(idleEnd, end) > now) return undefined;
  return idleEnd < end ? "idle" : "limit";
}

/** Whether a request's CSRF token is the session's, compared in constant time. */
export function csrfTokenMatches(session: Session, sent: string | undefined): boolean {
  if (session.via !== "cookie" || sent === undefined) return false;
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function createAuthService(db: Kysely<Database>, options: AuthOptions = {}, mail: Pick<MailOutbox, "announce">) {
  const clock = options.now ?? (() => new Date());
  const limits = options.staffSessions ?? defaultStaffSessionLimits;
  let signingKey: Promise<Uint8Array> | undefined;
  /** The key from JWT_SECRET, else made once and kept in the database for every instance. */
  const key = () =>
    (signingKey ??= (async () => {
      if (options.jwtSecret) return new TextEncoder().encode(options.jwtSecret);
      await db
        .insertInto("app_secret")
        .values({
          name: secretName,
          value: randomBytes(48).toString("base64url"),
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const { value } = await db
        .selectFrom("app_secret")
        .select("value")
        .where("name", "=", secretName)
        .executeTakeFirstOrThrow();
      return new TextEncoder().encode(value);
    })());

  // Unknown emails still cost one hash check, so timing does not tell which accounts exist.
  let decoyHash: Promise<string> | undefined;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString("hex")));
  // jose is loaded at the first sign-in or session, not at start: the public site's requests
  // never need it (decision 0090).

  const lockedUntil = async (subjects: string[], nowIso: string): Promise<string | undefined> => {
    const row = await db
      .selectFrom("login_lock")
      .select((eb) => eb.fn.max("locked_until").as("until"))
      .where("subject", "in", subjects)
      .where("locked_until", ">", nowIso)
      .executeTakeFirst();
    return row?.until ?? undefined;
  };

  /**
   * Counts the attempt as a failure for each subject before its password is checked,
   * then answers how many each subject has in the window, this one included. The
   * insert commits before the count, so of many attempts at once no more than a
   * subject's limit see themselves within it: the rest are refused unchecked.
   */
  const recordAttempt = async (subjects: Subjects, attempt: string, now: Date) => {
    const nowIso = now.toISOString();
    await db
      .insertInto("login_failure")
      .values(Object.values(subjects).map((subject) => ({ subject, failed_at: nowIso, attempt })))
      .execute();
    // Old failures no longer count towards anything.
    const windowStart = minutesFromNow(-signInPolicy.windowMinutes, now);
    await db.deleteFrom("login_failure").where("failed_at", "<=", windowStart).execute();
    const rows = await db
      .selectFrom("login_failure")
      .select((eb) => ["subject", eb.fn.countAll<number | string>().as("count")])
      .where("subject", "in", Object.values(subjects))
      .where("failed_at", ">", windowStart)
      .groupBy("subject")
      .execute();
    const counted = new Map(rows.map((row) => [row.subject, toCount(row.count)]));
    return {
      address: counted.get(subjects.address) ?? 0,
      account: counted.get(subjects.account) ?? 0,
    };
  };

  /**
   * Locks the subjects whose failures reached their limit, and writes the lock to the
   * audit log when this attempt is the one that reached it.
   */
  const lockReached = async (
    subjects: Subjects,
    failures: { address: number; account: number },
    user: StaffUser | undefined,
    address: string | null,
    now: Date,
  ) => {
    const until = minutesFromNow(signInPolicy.lockMinutes, now);
    for (const kind of ["address", "account"] as const) {
      const limit = kind === "account" ? signInPolicy.accountFailures : signInPolicy.addressFailures;
      if (failures[kind] < limit) continue;
      const subject = subjects[kind];
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto("login_lock")
          .values({ subject, locked_until: until })
          .onConflict((conflict) => conflict.column("subject").doUpdateSet({ locked_until: until }))
          .execute();
        if (failures[kind] !== limit) return;
        const actor: Actor = { id: null, email: "sign-in", address };
        await recordAudit(trx, actor, {
          action: kind === "account" ? "auth.lock" : "auth.lock-address",
          targetType: kind === "account" ? "user" : "address",
          targetId: kind === "account" ? (user?._id ?? null) : null,
          after: { subject, failures: failures[kind], locked_until: until },
        });
      });
    }
  };

  /**
   * The account the credentials name, its last sign-in set to now; or a refusal (401 for
   * any wrong detail, 429 while locked).
   */
  const checkCredentials = async (input: { email: string; password: string; address: string | null }) => {
    const now = clock();
    const email = input.email.trim().toLowerCase();
    const subjects = { address: `address:${input.address ?? "unknown"}`, account: `account:${email}` };
    const until = await lockedUntil([subjects.address, subjects.account], now.toISOString());
    if (until) {
      throw new Refusal("rate_limited", lockedMessage, Math.ceil((Date.parse(until) - now.getTime()) / 1000));
    }
    const attempt = randomBytes(12).toString("hex");
    const failures = await recordAttempt(subjects, attempt, now);
    const row = await db.selectFrom("staff_user").selectAll().where("email", "=", email).executeTakeFirst();
    const user = row && toStaffUser(row);
    if (failures.account > signInPolicy.accountFailures || failures.address > signInPolicy.addressFailures) {
      // Beyond the limit: refused without a check of the password, so a burst of guesses
      // sent together is checked no more often than guesses sent one after another.
      await lockReached(subjects, failures, user, input.address, now);
      throw new Refusal("rate_limited", lockedMessage, signInPolicy.lockMinutes * 60);
    }
    // An invited account has no password yet (an empty hash): checked against the decoy, as an unknown one.
    const passwordMatches = await verifyPassword(row?.password_hash || (await decoy()), input.password);
    if (!row || !user || !passwordMatches || user.disabled) {
      await lockReached(subjects, failures, user, input.address, now);
      throw new Refusal("unauthorized", wrongCredentials);
    }
    const nowIso = now.toISOString();
    // The right password: this attempt was no failure, and the account's earlier ones are forgiven.
    await db
      .deleteFrom("login_failure")
      .where((eb) => eb.or([eb("attempt", "=", attempt), eb("subject", "=", subjects.account)]))
      .execute();
    await db.updateTable("staff_user").set({ last_sign_in_at: nowIso }).where("id", "=", user._id).execute();
    return { now, user: { ...user, last_sign_in_at: nowIso }, generation: Number(row.session_generation) };
  };

  /** Drops the sessions that ended, by either limit, longer ago than their rows are kept for. */
  const dropEndedSessions = async (now: Date) => {
    const keptSince = new Date(now.getTime() - endedSessionKeptMs);
    await db
      .deleteFrom("staff_session")
      .where((eb) =>
        eb.or([
          eb("expires_at", "<=", keptSince.toISOString()),
          eb("last_seen_at", "<=", minutesFromNow(-limits.idleMinutes, keptSince)),
        ]),
      )
      .execute();
  };

  /** The refusal of an ended session: the message every client knows, and why, for the console. */
  const sessionEnded = (reason: SessionEndReason) => {
    const details: SessionEnded = {
      session_ended: reason,
      idle_minutes: limits.idleMinutes,
      max_hours: limits.maxHours,
    };
    return new Refusal("unauthorized", invalidSession, undefined, details);
  };

  /** The session row a cookie names, with its account, or a refusal; an ended one is refused with its reason. */
  const liveSession = async (sessionId: string, now: Date) => {
    if (!sessionIdPattern.test(sessionId)) throw new Refusal("unauthorized", invalidSession);
    const idHash = hashOfSessionId(sessionId);
    const found = await db
      .selectFrom("staff_session")
      .innerJoin("staff_user", "staff_user.id", "staff_session.user_id")
      .selectAll("staff_user")
      .select([
        "staff_session.csrf_token",
        "staff_session.session_generation as signed_in_generation",
        "staff_session.last_seen_at",
        "staff_session.expires_at",
      ])
      .where("staff_session.id_hash", "=", idHash)
      .executeTakeFirst();
    if (!found) throw new Refusal("unauthorized", invalidSession);
    const reason = endReasonOf(found, now.getTime(), limits.idleMinutes);
    if (reason) throw sessionEnded(reason);
    return { idHash, found };
  };

  return {
    /**
     * "Forgot your password?" (decision 0203): writes a reset message to the outbox, and an
     * audit entry, for the address asked about, whether or not an account has it; the sender
     * sends the link when one does, and leaves the message unsent when none does. So the
     * request does the same work, statement for statement, for a known address as for an
     * unknown one, and answers the same. Refused (429) beyond the limits of passwordResetPolicy.
     */
    async askPasswordReset(input: { email: string; language: MailLanguage; address: string | null }): Promise<void> {
      const now = clock();
      const nowIso = now.toISOString();
      const email = input.email.trim().toLowerCase();
      const subjects = [`address:${input.address ?? "unknown"}`, `account:${email}`];
      const windowStart = minutesFromNow(-passwordResetPolicy.windowMinutes, now);
      // Each ask counts before the limits are read, so of many at once no more than the limits pass.
      const asks = subjects.map((subject) => ({ id: newRowId(), subject, asked_at: nowIso }));
      await db.insertInto("password_reset_request").values(asks).execute();
      await db.deleteFrom("password_reset_request").where("asked_at", "<=", windowStart).execute();
      const counted = await db
        .selectFrom("password_reset_request")
        .select((eb) => ["subject", eb.fn.countAll<number | string>().as("count")])
        .where("subject", "in", subjects)
        .where("asked_at", ">", windowStart)
        .groupBy("subject")
        .execute();
      const count = (subject: string) => toCount(counted.find((row) => row.subject === subject)?.count ?? 0);
      if (
        count(subjects[0]!) > passwordResetPolicy.perAddress ||
        count(subjects[1]!) > passwordResetPolicy.perAccount
      ) {
        // Refused asks do not count against the next ones.
        await db
          .deleteFrom("password_reset_request")
          .where(
            "id",
            "in",
            asks.map((ask) => ask.id),
          )
          .execute();
        throw new Refusal("rate_limited", tooManyResetAsks, passwordResetPolicy.windowMinutes * 60);
      }
      const account = await db.selectFrom("staff_user").select("id").where("email", "=", email).executeTakeFirst();
      await db.transaction().execute(async (trx) => {
        await addToOutbox(
          trx,
          {
            kind: "password-reset",
            payload: {},
            to: { name: "", address: email },
            language: input.language,
            linkTarget: account?.id ?? null,
          },
          now,
        );
        await recordAudit(
          trx,
          { id: null, email: "password reset", address: input.address },
          { action: "auth.reset-ask", targetType: "user", targetId: account?.id ?? null, after: { email } },
        );
      });
      mail.announce();
    },

    /** Checks the credentials and answers a bearer token, or refuses (401 for any wrong detail, 429 while locked). */
    async login(input: { email: string; password: string; address: string | null }) {
      const { now, user, generation } = await checkCredentials(input);
      const expiresAt = new Date(now.getTime() + signInPolicy.tokenHours * 3_600_000);
      const { SignJWT } = await import("jose");
      const token = await new SignJWT({ role: user.role, generation })
        .setProtectedHeader({ alg: "HS256" })
        .setIssuer(issuer)
        .setSubject(user._id)
        .setJti(randomBytes(16).toString("hex"))
        .setIssuedAt(Math.floor(now.getTime() / 1000))
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(await key());
      return { token, user, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Checks the credentials and starts a console session: answers the cookie's value
     * (kept by the browser, never stored here), the session's CSRF token and its end.
     */
    async startSession(input: { email: string; password: string; address: string | null }) {
      const { now, user, generation } = await checkCredentials(input);
      await dropEndedSessions(now);
      const sessionId = randomBytes(32).toString("base64url");
      const csrfToken = randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + limits.maxHours * 3_600_000).toISOString();
      await db
        .insertInto("staff_session")
        .values({
          id_hash: hashOfSessionId(sessionId),
          user_id: user._id,
          csrf_token: csrfToken,
          session_generation: generation,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: expiresAt,
        })
        .execute();
      return { sessionId, csrfToken, user, expiresAt };
    },

    /**
     * The console session a cookie stands for: one we made, neither idle too long nor
     * past its lifetime, its account enabled and its password not reset since.
     * Each use counts as activity.
     */
    async authenticateSession(sessionId: string): Promise<Session> {
      const now = clock();
      const { idHash, found } = await liveSession(sessionId, now);
      const idleSince = Date.parse(found.last_seen_at);
      if (now.getTime() - idleSince >= lastSeenStepMs) {
        await db
          .updateTable("staff_session")
          .set({ last_seen_at: now.toISOString() })
          .where("id_hash", "=", idHash)
          .execute();
      }
      return {
        via: "cookie",
        user: toStaffUser(found),
        idHash,
        csrfToken: found.csrf_token,
        expiresAt: found.expires_at,
      };
    },

    /**
     * When the cookie's session ends if left unused, and at the latest, without counting as use: a
     * console tab asks at the moment its session would end, and learns why if it has.
     */
    async sessionState(sessionId: string): Promise<{ endsAt: string; idleEndsAt: string }> {
      const { found } = await liveSession(sessionId, clock());
      const idleEnd = Date.parse(found.last_seen_at) + limits.idleMinutes * 60_000;
      return {
        endsAt: found.expires_at,
        idleEndsAt: new Date(Math.min(idleEnd, Date.parse(found.expires_at))).toISOString(),
      };
    },

    /** The session a bearer token stands for: signed by us, unexpired, not revoked, its account enabled. */
    async authenticate(token: string): Promise<Session> {
      const { errors: joseErrors, jwtVerify } = await import("jose");
      let claims;
      try {
        // maxTokenAge needs an issue time no older than a token's lifetime; the
        // expiry is then held to that lifetime below, so no signed token outlives it.
        ({ payload: claims } = await jwtVerify(token, await key(), {
          issuer,
          algorithms: ["HS256"],
          maxTokenAge: `${signInPolicy.tokenHours}h`,
          currentDate: clock(),
        }));
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) throw new Refusal("unauthorized", invalidSession);
        throw error;
      }
      const { sub, jti, iat, exp, generation } = claims;
      const lifetimeSeconds = exp !== undefined && iat !== undefined ? exp - iat : Infinity;
      if (!sub || !jti || !exp || typeof generation !== "number" || lifetimeSeconds > signInPolicy.tokenHours * 3600) {
        throw new Refusal("unauthorized", invalidSession);
      }
      const [revoked, row] = await Promise.all([
        db.selectFrom("revoked_token").select("token_id").where("token_id", "=", jti).executeTakeFirst(),
        db.selectFrom("staff_user").selectAll().where("id", "=", sub).executeTakeFirst(),
      ]);
      // A token from before the account's last password reset no longer counts.
      const superseded = row && generation !== Number(row.session_generation);
      if (revoked || !row || row.disabled || superseded) throw new Refusal("unauthorized", invalidSession);
      return { via: "bearer", user: toStaffUser(row), tokenId: jti, expiresAt: new Date(exp * 1000).toISOString() };
    },

    /**
     * Ends the session for every instance: a console session's row goes (every tab sharing
     * its cookie is signed out), a token is revoked; expired revocations are dropped on the way.
     */
    async logout(session: Session): Promise<void> {
      if (session.via === "cookie") {
        await db.deleteFrom("staff_session").where("id_hash", "=", session.idHash).execute();
        return;
      }
      await db
        .insertInto("revoked_token")
        .values({ token_id: session.tokenId, expires_at: session.expiresAt })
        .onConflict((conflict) => conflict.column("token_id").doNothing())
        .execute();
      await db.deleteFrom("revoked_token").where("expires_at", "<", clock().toISOString()).execute();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
