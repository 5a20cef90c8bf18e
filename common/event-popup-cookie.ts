import { parseCookie } from "cookie";

/**
 * The session cookie that records the event pop-up was shown in this browser
 * session. A cookie rather than sessionStorage so the server sees it: the
 * first page of a session arrives with the pop-up already open in its HTML,
 * and the page cache keeps pages for requests that carry it (server/page-cache.ts).
 */
export const eventPopupSeenCookie = "event-popup-seen";

/** Whether a request's cookies say the pop-up is still to be shown in this session. */
export function eventPopupIsDue(cookieHeader: string | null): boolean {
  return parseCookie(cookieHeader ?? "")[eventPopupSeenCookie] === undefined;
}

/**
 * The cookie as the page's script and the server's close form (routes/event-popup.ts) both
 * write it: until the browser session ends (no Max-Age: a session cookie).
 */
export const eventPopupSeenSetCookie = `${eventPopupSeenCookie}=1; Path=/; SameSite=Lax`;
