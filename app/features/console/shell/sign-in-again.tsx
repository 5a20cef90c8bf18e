import { useState } from "react";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Dialog } from "#app/shared/ui/dialog.tsx";
import { secondaryButtonClass } from "./form-styles.ts";
import { sessionEndMessage } from "./session-end-message.ts";
import { useCallsWaited, type SessionEnd, type StaffSession } from "./session.ts";
import { SignInForm } from "./sign-in-form.tsx";

/**
 * Over a console page whose session has ended (decision 0245): why, in a notice at the top, and a
 * dialog to sign in again where the page is, its forms and what was typed in them kept; the
 * writes waiting for it are then sent. Closing the dialog leaves the notice, whose button opens
 * it again, as does the next write pressed; "Go to the sign-in page" gives up on the page.
 */
export function SignInAgain({
  end,
  session,
  onLeave,
}: {
  end: SessionEnd;
  session: StaffSession;
  onLeave: () => void;
}) {
  const { t } = useI18n();
  const callsWaited = useCallsWaited();
  // Open as the session ends, and again when a call (a write pressed meanwhile) waits for it.
  const [closedAt, setClosedAt] = useState<{ end: SessionEnd; callsWaited: number } | null>(null);
  const open = closedAt?.end !== end || closedAt.callsWaited !== callsWaited;
  const reason = sessionEndMessage(t, end);
  return (
    <>
      <div
        role="alert"
        className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-700 bg-amber-50 p-3 text-slate-900"
      >
        <p className="flex-1">
          {reason} {t("console.sessionEnded.kept")}
        </p>
        <button type="button" onClick={() => setClosedAt(null)} className={secondaryButtonClass}>
          {t("console.sessionEnded.signInAgain")}
        </button>
      </div>
      <Dialog open={open} onClose={() => setClosedAt({ end, callsWaited })} title={t("console.sessionEnded.title")}>
        <p className="mt-2 text-slate-700">{reason}</p>
        <p className="mt-2 text-slate-700">{t("console.sessionEnded.kept")}</p>
        <SignInForm
          portal={session.role === "faculty" ? "faculty" : "admin"}
          idPrefix="sign-in-again"
          email={session.email}
        />
        <button type="button" onClick={onLeave} className={`${secondaryButtonClass} mt-4 w-full`}>
          {t("console.sessionEnded.leave")}
        </button>
      </Dialog>
    </>
  );
}
