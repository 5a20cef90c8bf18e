import { redirect } from "react-router";
import type { Route } from "./+types/preferences";
import {
  preferenceCookies,
  readPreferences,
  safeReturnPath,
  textSizes,
  type Preferences,
} from "../features/accessibility/preferences.ts";

/**
 * The accessibility controls' form posts here: it stores the choice in a
 * cookie and returns to the page it came from. Without JavaScript that is a
 * plain form post and redirect; with it, React Router revalidates in place.
 */
export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form (JSON, no body, a broken multipart): the sender's mistake, answered as a page.
    return new Response("The form could not be read", { status: 400, headers: { "content-type": "text/plain" } });
  }
  const current = readPreferences(request.headers.get("Cookie"));
  const textSize = form.get("textSize");
  const contrast = form.get("contrast");
  const next: Preferences = {
    textSize: textSizes.find((size) => size === textSize) ?? current.textSize,
    contrast: contrast === "high" || contrast === "normal" ? contrast : current.contrast,
  };
  const headers = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of preferenceCookies(next, secure)) headers.append("Set-Cookie", cookie);
  return redirect(safeReturnPath(form.get("returnTo")), { status: 303, headers });
}
