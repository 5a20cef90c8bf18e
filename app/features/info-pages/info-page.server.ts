import { data } from "react-router";
import { languageOfPath } from "#app/i18n/language.ts";
import { canonicalPath } from "#app/page-routes.ts";
import type { Services } from "#server/services/index.ts";
import { pageContent } from "./content.server.ts";

/**
 * What every information page's loader returns: its text (in English, marked
 * so, where the Hindi text is missing) and its canonical path. A page without
 * any text is a 404.
 */
export async function loadInfoPage(request: Request, services: Services) {
  const { pathname } = new URL(request.url);
  const path = canonicalPath(pathname);
  const content = await pageContent(services, path, languageOfPath(pathname));
  if (!content) throw data(null, { status: 404 });
  return { path, content };
}
