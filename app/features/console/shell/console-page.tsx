import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { Toaster } from "sonner";
// As a file: the build takes out sonner's own <style> injection, which the
// Content-Security-Policy would refuse (vite.config.ts).
import "sonner/dist/styles.css";
import "./toasts.css";
import type { StaffRoleKey, StaffUser } from "#common/api/staff.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink, LocalNavLink } from "#app/shared/ui/local-link.tsx";
import { withoutLanguage } from "#app/i18n/language.ts";
import { ApiFailure, apiRequest, downloadInSession, FileNotKept, uploadWithProgress } from "./api.ts";
import { accessTo, consoleScreens, menuOf } from "./console-screens.ts";
import { inPlainWords } from "./failure-message.ts";
import { SampleDataBanner } from "./sample-data-banner.tsx";
import { NeedsJavaScript } from "./needs-javascript.tsx";
import {
  clearSession,
  endOfAnswer,
  endSession,
  homePathOf,
  liveSession,
  loginPathOf,
  useSessionEnd,
  useStoredSession,
  type StaffSession,
} from "./session.ts";
import { SignInAgain } from "./sign-in-again.tsx";
import { QueryProvider } from "#app/shared/query-client.tsx";

/** Every console query's key starts with this, so signing out drops them all. */
export const consoleQueryKey = "console";

type Console = {
  session: StaffSession;
  user: StaffUser;
  /** A JSON call in the session; one the ended session refused is sent again once signed in again over the page. */
  call: <T>(path: string, init?: RequestInit) => Promise<T>;
  download: (path: string, fileName: string) => Promise<void>;
  upload: <T>(
    method: "POST" | "PUT",
    path: string,
    form: FormData,
    onProgress: (fraction: number) => void,
  ) => Promise<T>;
};

const ConsoleContext = createContext<Console | null>(null);

/** The signed-in account and its calls, inside a ConsolePage. */
export function useConsole(): Console {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error("useConsole outside a ConsolePage");
  return value;
}

function ConsoleBar({ session, onLogOut }: { session: StaffSession; onLogOut: () => void }) {
  const { t } = useI18n();
  return (
    // One landmark for the console's links and the account they act for.
    <nav aria-label={t("console.nav.label")} className="border-b border-hairline bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        <div className="flex flex-wrap gap-1">
          {menuOf(session.user).map((item) => (
            <LocalNavLink
              key={item.to}
              to={item.to}
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center rounded px-3 font-medium ${isActive ? "bg-brand text-white" : "text-brand hover:bg-slate-100"}`
              }
            >
              {t(`console.nav.${item.label}`)}
            </LocalNavLink>
          ))}
        </div>
        <div className="ms-auto flex flex-wrap items-center gap-3">
          <span className="text-sm text-slate-700">
            {t("console.nav.signedInAs", { email: session.email, role: t(`console.roles.${session.role}`) })}
          </span>
          <button
            type="button"
            onClick={onLogOut}
            className="inline-flex min-h-11 items-center gap-2 rounded border border-slate-500 px-3 font-medium text-slate-900 hover:bg-slate-100"
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t("console.nav.logout")}
          </button>
        </div>
      </div>
    </nav>
  );
}

/** Grey blocks in the page's shape while the session is checked (and on the server, which has no session). */
export function ConsoleSkeleton() {
  const { t } = useI18n();
  return (
    <div aria-busy="true" className="mt-6 space-y-3 noscript:hidden">
      <p className="sr-only" role="status">
        {t("console.loading")}
      </p>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-10 animate-pulse rounded bg-slate-200" />
      ))}
    </div>
  );
}

/**
 * A console page: the browser guard (a session of one of `roles`, checked
 * with the server), the console bar, the page's h1 and its content. The
 * server renders only the title and a skeleton: the browser asks the API
 * whether its session cookie is signed in, and nothing that depends on the
 * session is rendered or cached on the server. The API checks every call anyway; this guard only spares a
 * visitor a page that could not work.
 */
type ConsolePageProps = { roles: ReadonlyArray<StaffRoleKey>; title: string; children: ReactNode };

export function ConsolePage(props: ConsolePageProps) {
  // The console's data is fetched in the browser, in the session its cookie names.
  return (
    <QueryProvider>
      <GuardedConsolePage {...props} />
    </QueryProvider>
  );
}

/**
 * Said to a signed-in account whose role may not open the page (a faculty member at
 * /admin/uploads): what the account may do and the link to its own first page, rather
 * than a silent return to a login page it has already passed.
 */
function NotForYourRole({ session }: { session: StaffSession }) {
  const { t } = useI18n();
  const home = homePathOf(session.role);
  const homeItem = consoleScreens.find((item) => item.to === home);
  const role = t(`console.roles.${session.role}`);
  return (
    <div role="alert" className="mt-6 max-w-prose space-y-3 rounded-lg border border-hairline bg-card p-4">
      <p className="font-medium text-slate-900">{t("console.notForRole.notOpen", { email: session.email, role })}</p>
      <p className="text-slate-700">
        {t("console.notForRole.may", { role: session.role, what: t(`console.roleCan.${session.role}`) })}
      </p>
      <p>
        <LocalLink to={home} className="text-brand underline">
          {t("console.notForRole.goTo", { page: homeItem ? t(`console.nav.${homeItem.label}`) : home })}
        </LocalLink>
      </p>
      <p className="text-slate-700">{t("console.notForRole.otherAccount")}</p>
    </div>
  );
}

function GuardedConsolePage({ roles, title, children }: ConsolePageProps) {
  const stored = useStoredSession();
  const end = useSessionEnd();
  const session = stored && roles.includes(stored.role) ? stored : null;
  const otherRole = stored && !session ? stored : null;
  // Signing out from a page of another role leads to the login page of the account's own role.
  const loginPath = loginPathOf(otherRole?.role ?? roles[0] ?? "admin");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { localize, t, language } = useI18n();
  const leave = useCallback(
    (how: "redirect" | "log out" | "give up") => {
      if (how !== "redirect") {
        clearSession({ signedOut: how === "log out" });
        queryClient.removeQueries({ queryKey: [consoleQueryKey] });
      }
      void navigate(localize(loginPath), { replace: true });
    },
    [queryClient, navigate, localize, loginPath],
  );

  useEffect(() => {
    // Known to be missing (not merely unknown yet, while hydrating); an account of
    // another role stays and is told what it may do.
    if (stored === null) leave("redirect");
  }, [stored, leave]);

  const logOut = async () => {
    if (!stored) return;
    // The server ends the session for every tab; this one forgets it whatever the answer.
    await apiRequest(stored.csrfToken, "/auth/logout", { method: "POST" }).catch(() => undefined);
    leave("log out");
  };

  /**
   * Sends a call in the session. One refused because the session has ended ends it (here and in
   * every tab, with the reason the server gave) and waits, the page and its forms as they are, for
   * the person to sign in again over the page; then it is sent again, as if nothing had happened,
   * unless another account signed in (its page may differ) or a file chosen for it can no longer
   * be read. Every other failure reaches the page in plain words in its language
   * (failure-message.ts), a field it names by the field's label.
   */
  const inSession = useCallback(
    async <T,>(send: (live: StaffSession) => Promise<T>, beforeResending?: () => Promise<void>) => {
      let live = await liveSession();
      const account = live.user._id;
      for (;;) {
        try {
          return await send(live);
        } catch (error) {
          if (!(error instanceof ApiFailure && error.status === 401))
            throw inPlainWords(t, language, error, labelOfField);
          endSession(endOfAnswer({ error: { details: error.details } }));
          live = await liveSession();
          if (live.user._id !== account) {
            throw new ApiFailure(401, t("console.sessionEnded.otherAccount", { email: live.email }));
          }
          await beforeResending?.();
        }
      }
    },
    [t, language],
  );

  const call = useCallback(
    <T,>(path: string, init?: RequestInit) => inSession((live) => apiRequest<T>(live.csrfToken, path, init)),
    [inSession],
  );

  const upload = useCallback(
    <T,>(method: "POST" | "PUT", path: string, form: FormData, onProgress: (fraction: number) => void) =>
      inSession(
        (live) => uploadWithProgress<T>(live.csrfToken, method, path, form, onProgress),
        async () => {
          const unreadable = await unreadableFile(form);
          if (unreadable) throw new FileNotKept(t("console.sessionEnded.chooseFileAgain", { name: unreadable }));
        },
      ),
    [inSession, t],
  );

  const download = useCallback(
    (path: string, fileName: string) => inSession(() => downloadInSession(path, fileName)),
    [inSession],
  );

  const me = useQuery({
    queryKey: [consoleQueryKey, "me", session?.email],
    queryFn: () => call<{ user: StaffUser }>("/auth/me"),
    enabled: session !== null,
    retry: false,
  });

  const value = useMemo<Console | null>(
    () => (session && me.data ? { session, user: me.data.user, call, download, upload } : null),
    [session, me.data, call, download, upload],
  );
  const access = value ? accessTo(value.user, withoutLanguage(pathname)) : "edit";

  return (
    <>
      {stored ? <ConsoleBar session={stored} onLogOut={() => void logOut()} /> : null}
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {stored ? <SampleDataBanner role={stored.role} /> : null}
        {end && stored ? <SignInAgain end={end} session={stored} onLeave={() => leave("give up")} /> : null}
        <h1 className="text-h2 font-bold text-slate-900">{title}</h1>
        {access === "read" ? (
          <p
            role="note"
            className="mt-3 max-w-prose rounded border border-slate-400 bg-slate-50 px-3 py-2 text-slate-800"
          >
            {t("console.readOnly")}
          </p>
        ) : null}
        <NeedsJavaScript />
        {otherRole ? (
          <NotForYourRole session={otherRole} />
        ) : value ? (
          <ConsoleContext value={value}>{children}</ConsoleContext>
        ) : (
          <ConsoleSkeleton />
        )}
      </main>
      {/* At the foot of the window: the site's menu bar is sticky at its top, at every width. */}
      <Toaster position="bottom-center" richColors closeButton />
    </>
  );
}

/** A file of the form the browser can no longer read (changed or removed since it was chosen), by name. */
async function unreadableFile(form: FormData): Promise<string | undefined> {
  for (const value of form.values()) {
    if (!(value instanceof File) || value.size === 0) continue;
    try {
      await value.slice(0, 1).arrayBuffer();
    } catch {
      return value.name;
    }
  }
  return undefined;
}

/**
 * The label of the form field a refusal names, for saying the field as the form does: the
 * field in the form being sent (the focused one's), else the first on the page of that name.
 */
function labelOfField(name: string): string | undefined {
  const focusedForm = document.activeElement?.closest("form");
  const selector = `[name="${CSS.escape(name)}"]`;
  const field =
    focusedForm?.querySelector<HTMLInputElement>(selector) ?? document.querySelector<HTMLInputElement>(selector);
  return field?.labels?.[0]?.textContent?.trim() || undefined;
}
