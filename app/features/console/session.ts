import { useSyncExternalStore } from "react";
import { clientRoleName, staffRoles, type StaffRoleKey } from "#common/api/staff.ts";

/** What the browser keeps of a sign-in, in sessionStorage under the keys the specification names. */
export type StaffSession = { token: string; role: StaffRoleKey; email: string };

const storageKeys = { token: "token", role: "role", email: "email" } as const;

const roleOfClientName: Record<string, StaffRoleKey> = Object.fromEntries(
  staffRoles.map((role) => [clientRoleName[role], role]),
);

/** The sign-in page each role uses. */
export function loginPathOf(role: StaffRoleKey): string {
  return role === "faculty" ? "/logindseu" : "/admin-login";
}

const homePaths: Record<StaffRoleKey, string> = {
  admin: "/admin/dashboard",
  editor: "/admin/dashboard",
  faculty: "/admin/profile",
  grievance_officer: "/admin/grievances",
};

/** Where each role lands after signing in. */
export function homePathOf(role: StaffRoleKey): string {
  return homePaths[role];
}

/** Set when a session ends with a 401 and kept until the next sign-in, so the login page can say why. */
const expiredFlag = "sessionExpired";

const listeners = new Set<() => void>();
let snapshot: { raw: string; session: StaffSession | null } | undefined;

export function readSession(): StaffSession | null {
  const token = sessionStorage.getItem(storageKeys.token);
  const role = roleOfClientName[sessionStorage.getItem(storageKeys.role) ?? ""];
  const email = sessionStorage.getItem(storageKeys.email);
  const raw = [token, role, email].join("\n");
  // The same object while nothing changed, as useSyncExternalStore needs.
  if (snapshot?.raw !== raw) snapshot = { raw, session: token && role && email ? { token, role, email } : null };
  return snapshot.session;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The tab's session: `undefined` on the server and while hydrating (there is
 * no sessionStorage there), then the stored one or null.
 */
export function useStoredSession(): StaffSession | null | undefined {
  return useSyncExternalStore(subscribe, readSession, () => undefined);
}

/** Keeps the sign-in answer; the role as the server spells it ("Admin"), as the university's client does. */
export function saveSession(token: string, clientRole: string, email: string): void {
  sessionStorage.setItem(storageKeys.token, token);
  sessionStorage.setItem(storageKeys.role, clientRole);
  sessionStorage.setItem(storageKeys.email, email);
  sessionStorage.removeItem(expiredFlag);
  for (const listener of listeners) listener();
}

export function clearSession({ expired }: { expired: boolean }): void {
  for (const key of Object.values(storageKeys)) sessionStorage.removeItem(key);
  if (expired) sessionStorage.setItem(expiredFlag, "1");
  else sessionStorage.removeItem(expiredFlag);
  for (const listener of listeners) listener();
}

/** Whether the tab's last session ended by expiring (false on the server). */
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
