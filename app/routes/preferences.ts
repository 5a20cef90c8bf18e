import { data, redirect } from "react-router";
import type { Route } from "./+types/preferences";
import { preferenceCookies, readChoice, safeReturnPath } from "../features/accessibility/preferences.ts";

/**
 * The accessibility controls post here: the choice is stored in a cookie. Without
 * JavaScript the form carries the page it came from, and the answer is a redirect back
 * to it. With JavaScript the controls send only the choice (no `returnTo`), and the
 * answer is the cookie alone: React Router then reloads the page's data in place, and a
 * second choice sent before the first has returned is not cancelled by a navigation.
 */
export async function action({ request }: Route.ActionArgs) {
  // A form post here without JavaScript is a resource route's, which React Router does not
  // check for another site's origin as it checks every page's action: the same rule here.
  const origin = request.headers.get("origin");
  if (origin !== null && origin !== new URL(request.url).origin) {
    return new Response("A form on another site cannot change the reading options", {
      status: 400,
      headers: { "content-type": "text/plain" },
    });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form (JSON, no body, a broken multipart): the sender's mistake, answered as a page.
    return new Response("The form could not be read", { status: 400, headers: { "content-type": "text/plain" } });
  }
  const headers = new Headers();
  const secure = new URL(request.url).protocol === "https:";
  for (const cookie of preferenceCookies(readChoice(form), secure)) headers.append("Set-Cookie", cookie);
  const returnTo = form.get("returnTo");
  if (returnTo === null) return data({ saved: true }, { headers });
  return redirect(safeReturnPath(returnTo), { status: 303, headers });
}
