import { useSyncExternalStore } from "react";
import { apiPrefix } from "#common/api/envelope.ts";
import { staffRoles, type StaffRoleKey, type StaffUser } from "#common/api/staff.ts";
import { pagePath } from "#common/page-lookup.ts";

/**
 * The tab's view of its console session (decision 0155). The session itself lives on the
 * server, named by an HttpOnly cookie every tab shares; the tab keeps only who is signed
 * in and the session's CSRF token, which every write sends back.
 */
export type StaffSession = { role: StaffRoleKey; email: string; csrfToken: string; user: StaffUser };

/** The sign-in page each role uses. */
export function loginPathOf(role: StaffRoleKey): string {
  return role === "faculty" ? pagePath("facultyLogin") : pagePath("adminLogin");
}

const homePaths: Record<StaffRoleKey, string> = {
  admin: pagePath("consoleDashboard"),
  editor: pagePath("consoleDashboard"),
  faculty: pagePath("consoleProfile"),
  grievance_officer: pagePath("consoleGrievances"),
};

/** Where each role lands after signing in. */
export function homePathOf(role: StaffRoleKey): string {
  return homePaths[role];
}

/** Set when a session ends with a 401 and kept until the next sign-in, so the login page can say why. */
const expiredFlag = "sessionExpired";
/** Set while the tab is signed in: a tab that was, and finds itself signed out, says why. */
const signedInFlag = "signedIn";

type WhoAmI = { user: StaffUser; csrf_token: string | null };

const listeners = new Set<() => void>();
/** `undefined` until the server has said whether this browser is signed in. */
let current: StaffSession | null | undefined;
let asking: Promise<void> | undefined;

function publish(session: StaffSession | null): void {
  current = session;
  for (const listener of listeners) listener();
}

function sessionOf(answer: WhoAmI): StaffSession | null {
  const { user, csrf_token: csrfToken } = answer;
  if (!csrfToken || !staffRoles.includes(user.role)) return null;
  return { role: user.role, email: user.email, csrfToken, user };
}

/** Asks the server once whether the cookie (if any) is a live session. */
function askServer(): Promise<void> {
  return (asking ??= (async () => {
    let session: StaffSession | null = null;
    try {
      const response = await fetch(`${apiPrefix}/auth/me`, { cache: "no-store" });
      if (response.ok) session = sessionOf(((await response.json()) as { data: WhoAmI }).data);
    } catch {
      // Unreachable: treated as signed out; the login page says what fails next.
    }
    if (session) {
      sessionStorage.setItem(signedInFlag, "1");
      sessionStorage.removeItem(expiredFlag);
    } else if (sessionStorage.getItem(signedInFlag) === "1") {
      // Signed in here before and no longer (signed out in another tab, or the session ended).
      sessionStorage.removeItem(signedInFlag);
      sessionStorage.setItem(expiredFlag, "1");
    }
    publish(session);
  })().finally(() => {
    asking = undefined;
  }));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (current === undefined) void askServer();
  return () => listeners.delete(listener);
}

/**
 * The browser's session: `undefined` on the server, while hydrating and until the
 * server has answered, then the session or null.
 */
export function useStoredSession(): StaffSession | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}

/** Keeps what signing in answered (the cookie itself the browser keeps). */
export function saveSession(answer: WhoAmI): void {
  sessionStorage.setItem(signedInFlag, "1");
  sessionStorage.removeItem(expiredFlag);
  publish(sessionOf(answer));
}

export function clearSession({ expired }: { expired: boolean }): void {
  sessionStorage.removeItem(signedInFlag);
  if (expired) sessionStorage.setItem(expiredFlag, "1");
  else sessionStorage.removeItem(expiredFlag);
  publish(null);
}

/** Whether the tab's last session ended by expiring or signing out elsewhere (false on the server). */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(expiredFlag) === "1",
    () => false,
  );
}

/** Who may open each kind of console page. */
export const publisherRoles: ReadonlyArray<StaffRoleKey> = ["admin", "editor"];
export const adminRoles: ReadonlyArray<StaffRoleKey> = ["admin"];
export const grievanceHandlerRoles: ReadonlyArray<StaffRoleKey> = ["admin", "grievance_officer"];
export const facultyRoles: ReadonlyArray<StaffRoleKey> = ["faculty"];
