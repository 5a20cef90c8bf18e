import { parseCookie, stringifySetCookie } from "cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import { apiPrefix, errorSchema } from "#common/api/envelope.ts";
import type { StaffRoleKey } from "#common/api/staff.ts";
import type { Actor } from "../services/audit-service.ts";
import { csrfTokenMatches, type Session } from "../services/auth-service.ts";
import type { Services } from "../services/index.ts";
import { ApiError } from "./errors.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member's session, once `requireStaff` has checked it; read it with `sessionOf`. */
    staffSession: Session | null;
  }
}

/**
 * Gives the API's requests their `staffSession` slot. Its initial value is `null`:
 * a decorator's value is shared by every request, so an object there would be too.
 */
export function decorateStaffSession(app: FastifyInstance): void {
  app.decorateRequest("staffSession", null);
}

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return match?.[1];
}

/**
 * The console's session cookie (decision 0155). Only the API reads it, so it is sent to
 * the API alone: pages and their cache never see it.
 */
export const sessionCookieName = "dseu_session";
const sessionCookiePath = `${apiPrefix}/`;

/** The header a console write carries its session's CSRF token in. */
export const csrfHeaderName = "x-csrf-token";

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

const crossSiteMessage =
  "This change did not come from the console's own page, so it was not made. Open the console and try again.";

/** The console's session cookie, if the request has one. */
export function sessionCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[sessionCookieName] : undefined;
}

/**
 * Sets the console's session cookie to `sessionId`, or clears it (`undefined`):
 * HttpOnly (no script reads it), SameSite=Lax (another site's form post goes without
 * it), Secure when the request came over HTTPS (directly or, behind a trusted proxy, by
 * X-Forwarded-Proto). No expiry: the browser forgets it when it closes, and the server
 * ends the session by its own limits before then.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string | undefined): void {
  reply.header(
    "set-cookie",
    stringifySetCookie({
      name: sessionCookieName,
      value: sessionId ?? "",
      path: sessionCookiePath,
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      ...(sessionId === undefined ? { maxAge: 0 } : {}),
    }),
  );
}

/** Whether two origins are one, default ports and all ("https://dseu.ac.in" is "https://dseu.ac.in:443"). */
function sameOrigin(origin: string, own: string): boolean {
  return URL.canParse(origin) && URL.canParse(own) && new URL(origin).origin === new URL(own).origin;
}

/**
 * Whether a write a cookie authenticates came from the console's own page: it carries
 * the session's CSRF token (which only a page of this origin can have read), and what
 * the browser says of its origin (Origin, Sec-Fetch-Site), when it says it, is this site.
 */
function fromOwnPage(request: FastifyRequest, session: Session): boolean {
  const sent = request.headers[csrfHeaderName];
  if (!csrfTokenMatches(session, typeof sent === "string" ? sent : undefined)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined && !sameOrigin(origin, `${request.protocol}://${request.host}`)) return false;
  const fetchSite = request.headers["sec-fetch-site"];
  return fetchSite === undefined || fetchSite === "same-origin";
}

/**
 * The session a request is signed in with: its bearer token when it has one (scripts,
 * the current clients), else the console's session cookie, whose writes must come
 * from the console's own page.
 */
async function authenticate(services: Services, request: FastifyRequest): Promise<Session> {
  const token = bearerToken(request);
  if (token) return services.auth.authenticate(token);
  const cookie = sessionCookie(request);
  if (cookie === undefined) {
    throw new ApiError("unauthorized", "Sign in first: this needs an Authorization: Bearer token");
  }
  const session = await services.auth.authenticateSession(cookie);
  if (!readMethods.has(request.method) && !fromOwnPage(request, session)) {
    throw new ApiError("forbidden", crossSiteMessage);
  }
  return session;
}

/**
 * A route's `onRequest` hook: a valid token or console session of one of the roles,
 * checked before the body is read (an unauthenticated 20 MB upload is refused unread,
 * and so is a cross-site write). A faculty-only or admin-only route passes just that role.
 */
export function requireStaff(services: Services, roles: ReadonlyArray<StaffRoleKey>): onRequestAsyncHookHandler {
  return async (request, reply) => {
    // Answers for one account never belong in a shared cache.
    reply.header("cache-control", "no-store");
    const session = await authenticate(services, request);
    if (!roles.includes(session.user.role)) {
      throw new ApiError("forbidden", "Your account's role may not do this");
    }
    request.staffSession = session;
  };
}

/** The session `requireStaff` established for this request. */
export function sessionOf(request: FastifyRequest): Session {
  const session = request.staffSession;
  if (!session) throw new Error(`${request.url} reads a session without requireStaff`);
  return session;
}

/** Who made a staff write, as the audit log records it: the signed-in user and the client's address. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = sessionOf(request);
  return { id: user._id, email: user.email, address: request.ip };
}

/** Security requirement for the OpenAPI document: a bearer token, or the console's session cookie. */
export const bearerSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { consoleSession: [] }];

/**
 * What a staff write that may take an upload answers when it fails, for the OpenAPI document:
 * bad input, no session, no right, no such record, a conflict, too large, a type not taken.
 */
export const staffWriteErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
};
