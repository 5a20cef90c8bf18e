import { useSyncExternalStore } from "react";
import { apiPrefix } from "#common/api/envelope.ts";
import { staffRoles, type StaffRoleKey, type StaffUser } from "#common/api/staff.ts";
import { pagePath } from "#common/page-lookup.ts";
import { sessionEndReasons, type SessionEndReason } from "#common/api/staff-session.ts";

/**
 * The tab's view of its console session (decision 0155). The session itself lives on the
 * server, named by an HttpOnly cookie every tab shares; the tab keeps only who is signed
 * in and the session's CSRF token, which every write sends back.
 */
export type StaffSession = { role: StaffRoleKey; email: string; csrfToken: string; user: StaffUser };

/**
 * Why the tab's session ended (decision 0245): signed out in another tab, or the server's reasons
 * (idle, the day's limit, the account disabled, its password changed), or a reason no one gave.
 */
export type SessionEnd = {
  reason: "signed-out" | SessionEndReason | "ended";
  idleMinutes?: number | undefined;
  maxHours?: number | undefined;
};

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

/** Why the tab's last session ended, kept until the next sign-in, so the login page can say it after a reload. */
const endedKey = "sessionEnded";
/** Set while the tab is signed in: a tab that was, and finds itself signed out, says why. */
const signedInFlag = "signedIn";

type WhoAmI = { user: StaffUser; csrf_token: string | null };

/** What the console's tabs tell each other: a session ended (and why), or a new sign-in. */
type TabMessage = { type: "ended"; end: SessionEnd } | { type: "signed-in" };

const listeners = new Set<() => void>();
/** `undefined` until the server has said whether this browser is signed in. */
let current: StaffSession | null | undefined;
/** Set when the session ends while the tab is open: the page stays, and asks to sign in again over it. */
let ended: SessionEnd | null = null;
let asking: Promise<void> | undefined;
/** Calls waiting for the person to sign in again, to be sent then. */
let waiting: Array<{ resolve: (session: StaffSession) => void; reject: (error: Error) => void }> = [];
/** How many calls have had to wait for a sign-in: each asks for the sign-in dialog again. */
let callsWaited = 0;
let watchTimer: ReturnType<typeof setTimeout> | undefined;
let channel: BroadcastChannel | undefined;

function notify(): void {
  for (const listener of listeners) listener();
}

function sessionOf(answer: WhoAmI): StaffSession | null {
  const { user, csrf_token: csrfToken } = answer;
  if (!csrfToken || !staffRoles.includes(user.role)) return null;
  return { role: user.role, email: user.email, csrfToken, user };
}

/** Why a 401 says the session ended, from the API's error details. */
export function endOfAnswer(body: unknown): SessionEnd {
  const details = (body as { error?: { details?: Record<string, unknown> } } | null)?.error?.details;
  const reason = details?.session_ended;
  const known = sessionEndReasons.find((candidate) => candidate === reason);
  if (!known) return { reason: "ended" };
  return {
    reason: known,
    idleMinutes: typeof details?.idle_minutes === "number" ? details.idle_minutes : undefined,
    maxHours: typeof details?.max_hours === "number" ? details.max_hours : undefined,
  };
}

function rememberEnd(end: SessionEnd | null): void {
  sessionStorage.removeItem(signedInFlag);
  if (end) sessionStorage.setItem(endedKey, JSON.stringify(end));
  else sessionStorage.removeItem(endedKey);
}

function tell(message: TabMessage): void {
  channel?.postMessage(message);
}

/**
 * The other tabs' news: a session ended there (signing out, or a refusal that said why) ends it
 * here at once; a sign-in there is this tab's too, so it asks the server and goes on.
 */
function listenToOtherTabs(): void {
  if (channel || typeof BroadcastChannel === "undefined") return;
  channel = new BroadcastChannel("dseu-console-session");
  channel.addEventListener("message", (event: MessageEvent<TabMessage>) => {
    if (event.data.type === "ended" && current) endHere(event.data.end);
    if (event.data.type === "signed-in" && (ended || !current)) {
      current = undefined;
      void askServer();
    }
  });
  // Back to a tab that slept (a laptop's lid, a hidden tab): its timer may be late.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && current && !ended) void watchSession();
  });
}

function endHere(end: SessionEnd): void {
  if (ended) return;
  ended = end;
  clearTimeout(watchTimer);
  rememberEnd(end);
  notify();
}

/** Ends the tab's session with a reason, here and in every other console tab. */
export function endSession(end: SessionEnd): void {
  if (ended) return;
  endHere(end);
  tell({ type: "ended", end });
}

/**
 * Asks, without counting as use, when the session ends if left alone, and looks again then: a
 * session that ended by its limits is noticed on its own, without waiting for the next click.
 */
async function watchSession(): Promise<void> {
  clearTimeout(watchTimer);
  let response: Response;
  try {
    response = await fetch(`${apiPrefix}/auth/session`, { cache: "no-store" });
  } catch {
    // Offline: looked at again when the tab is shown, or at the next call.
    return;
  }
  if (response.status === 401) {
    endSession(endOfAnswer(await response.json().catch(() => null)));
    return;
  }
  if (!response.ok) return;
  const { data } = (await response.json()) as { data: { idle_ends_at: string } };
  // A second late, so that the server agrees it has ended; at most a timer's longest wait.
  const wait = Math.min(Date.parse(data.idle_ends_at) - Date.now() + 1000, 2 ** 31 - 1);
  watchTimer = setTimeout(() => void watchSession(), Math.max(wait, 1000));
}

function signedIn(session: StaffSession): void {
  const before = current;
  current = session;
  ended = null;
  sessionStorage.setItem(signedInFlag, "1");
  sessionStorage.removeItem(endedKey);
  const resumed = waiting;
  waiting = [];
  for (const call of resumed) call.resolve(session);
  notify();
  if (before !== session) void watchSession();
}

/** Asks the server once whether the cookie (if any) is a live session. */
function askServer(): Promise<void> {
  listenToOtherTabs();
  return (asking ??= (async () => {
    let session: StaffSession | null = null;
    let end: SessionEnd = { reason: "ended" };
    try {
      const response = await fetch(`${apiPrefix}/auth/me`, { cache: "no-store" });
      if (response.ok) session = sessionOf(((await response.json()) as { data: WhoAmI }).data);
      else if (response.status === 401) end = endOfAnswer(await response.json().catch(() => null));
    } catch {
      // Unreachable: treated as signed out; the login page says what fails next.
    }
    if (session) return signedIn(session);
    // Signed in here before and no longer: the reason, or at least that it ended.
    if (sessionStorage.getItem(signedInFlag) === "1") rememberEnd(end);
    current = null;
    notify();
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
 * server has answered, then the session or null. A session that has ended while the tab
 * was open stays (its page and what was typed on it stay too) until the person signs in
 * again or leaves; `useSessionEnd` says it has ended.
 */
export function useStoredSession(): StaffSession | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );
}

/** Why the session open in this tab has ended, or null while it runs. */
export function useSessionEnd(): SessionEnd | null {
  return useSyncExternalStore(
    subscribe,
    () => ended,
    () => null,
  );
}

/**
 * The live session to send a call in: at once while it runs; once signed in again when it has
 * ended (the call then goes as if nothing had happened). Rejected if the tab leaves for the login page.
 */
export function liveSession(): Promise<StaffSession> {
  if (current && !ended) return Promise.resolve(current);
  const signedInAgain = new Promise<StaffSession>((resolve, reject) => waiting.push({ resolve, reject }));
  callsWaited += 1;
  notify();
  return signedInAgain;
}

/** How many calls have waited for a sign-in so far: a new one opens the sign-in dialog again. */
export function useCallsWaited(): number {
  return useSyncExternalStore(
    subscribe,
    () => callsWaited,
    () => 0,
  );
}

/** Keeps what signing in answered (the cookie itself the browser keeps), and tells the other tabs. */
export function saveSession(answer: WhoAmI): void {
  const session = sessionOf(answer);
  if (!session) return;
  signedIn(session);
  tell({ type: "signed-in" });
}

/**
 * Forgets the session as the tab leaves for the login page: signing out (every other tab is told,
 * and says it was signed out here), or giving up on signing in again. Waiting calls are dropped.
 */
export function clearSession({ signedOut }: { signedOut: boolean }): void {
  clearTimeout(watchTimer);
  const end = ended;
  rememberEnd(signedOut ? null : end);
  if (signedOut && current && !end) tell({ type: "ended", end: { reason: "signed-out" } });
  current = null;
  ended = null;
  const dropped = waiting;
  waiting = [];
  for (const call of dropped) call.reject(new Error("signed out"));
  notify();
}

/** Why the tab's last session ended, for the login page (null on the server, and after a sign-in). */
export function useLastSessionEnd(): SessionEnd | null {
  const stored = useSyncExternalStore(
    subscribe,
    () => sessionStorage.getItem(endedKey),
    () => null,
  );
  if (!stored) return null;
  try {
    return JSON.parse(stored) as SessionEnd;
  } catch {
    return { reason: "ended" };
  }
}

/** Who may open each kind of console page. */
export const publisherRoles: ReadonlyArray<StaffRoleKey> = ["admin", "editor"];
export const adminRoles: ReadonlyArray<StaffRoleKey> = ["admin"];
export const grievanceHandlerRoles: ReadonlyArray<StaffRoleKey> = ["admin", "grievance_officer"];
export const facultyRoles: ReadonlyArray<StaffRoleKey> = ["faculty"];
