import { eventPopupSeenSetCookie } from "#common/event-popup-cookie.ts";

/** Remembers the pop-up was shown, for the rest of the browser session. */
export function markEventPopupSeen(): void {
  document.cookie = eventPopupSeenSetCookie;
}
