/** The sessionStorage key that records the event pop-up was shown in this browser session. */
export const eventPopupSeenKey = "dseu:event-popup-seen";

/** Whether the pop-up is still to be shown in this session; false where storage is unavailable. */
export function eventPopupIsDue(): boolean {
  try {
    return window.sessionStorage.getItem(eventPopupSeenKey) === null;
  } catch {
    // Storage blocked (some privacy modes): better no pop-up than one on every page.
    return false;
  }
}

export function markEventPopupSeen(): void {
  try {
    window.sessionStorage.setItem(eventPopupSeenKey, "1");
  } catch {
    // Nowhere to remember it; eventPopupIsDue already answers no for such browsers.
  }
}
