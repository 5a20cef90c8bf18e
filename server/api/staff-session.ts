import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from "fastify";
import type { StaffRoleKey } from "#common/api/staff.ts";
import type { Actor } from "../services/audit-service.ts";
import type { Session } from "../services/auth-service.ts";
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
 * A route's `onRequest` hook: a valid token of one of the roles, checked before
 * the body is read (an unauthenticated 20 MB upload is refused unread).
 * A faculty-only or admin-only route passes just that role.
 */
export function requireStaff(services: Services, roles: ReadonlyArray<StaffRoleKey>): onRequestAsyncHookHandler {
  return async (request, reply) => {
    // Answers for one account never belong in a shared cache.
    reply.header("cache-control", "no-store");
    const token = bearerToken(request);
    if (!token) throw new ApiError("unauthorized", "Sign in first: this needs an Authorization: Bearer token");
    const session = await services.auth.authenticate(token);
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

/** Security requirement for the OpenAPI document. */
export const bearerSecurity = [{ bearerAuth: [] }];
