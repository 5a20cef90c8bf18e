import { data } from "react-router";
import { languageOfPath } from "#app/i18n/language.ts";
import { canonicalPath } from "#app/page-routes.ts";
import { pageContent } from "./content.server.ts";

/**
 * What every information page's loader returns: its text (in English, marked
 * so, where the Hindi file is missing) and its canonical path. A page without
 * any content file is a 404.
 */
export function loadInfoPage(request: Request) {
  const { pathname } = new URL(request.url);
  const path = canonicalPath(pathname);
  const content = pageContent(path, languageOfPath(pathname));
  if (!content) throw data(null, { status: 404 });
  return { path, content };
}
