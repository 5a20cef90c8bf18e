import type { Translate } from "#app/i18n/i18n.tsx";
import type { SessionEnd } from "./session.ts";

/** Why the session ended, as a sentence in the page's language (decision 0245). */
export function sessionEndMessage(t: Translate, end: SessionEnd): string {
  switch (end.reason) {
    case "signed-out":
      return t("console.sessionEnded.signedOut");
    case "idle":
      return end.idleMinutes === undefined
        ? t("console.sessionEnded.ended")
        : t("console.sessionEnded.idle", { minutes: end.idleMinutes });
    case "limit":
      return end.maxHours === undefined
        ? t("console.sessionEnded.ended")
        : t("console.sessionEnded.limit", { hours: end.maxHours });
    case "disabled":
      return t("console.sessionEnded.disabled");
    case "password-changed":
      return t("console.sessionEnded.passwordChanged");
    case "ended":
      return t("console.sessionEnded.ended");
  }
}
