import { redirect } from "react-router";
import type { Route } from "./+types/event-popup";
import { safeReturnPath } from "../features/accessibility/preferences.ts";
import { eventPopupSeenSetCookie } from "#common/event-popup-cookie.ts";

/**
 * The event pop-up's close button posts here before the page has hydrated, or without
 * JavaScript: the answer sets the session's seen cookie and returns to the page, now
 * rendered without the pop-up. Once hydrated, the button closes the dialog in place.
 */
export function action({ request }: Route.ActionArgs) {
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  return redirect(safeReturnPath(returnTo), { status: 303, headers: { "Set-Cookie": eventPopupSeenSetCookie } });
}
