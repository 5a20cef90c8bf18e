import { data } from "react-router";
import type { Route } from "./+types/notice-feed";
import { feedSubjectOf } from "../features/notices/feed-paths.ts";
import { noticeFeed } from "../features/notices/notice-feed.server.ts";
import { languageOfPath, withoutLanguage } from "../i18n/language.ts";
import { requestContext } from "../request-context.ts";

/**
 * The Atom feed of a notice board (`/tenders/feed.atom`), of the job portal or one of its
 * categories (`/recruitment/feed.atom?category=results`), or of every notice (`/notices.atom`),
 * each in English and under /hi/ in Hindi. Kept in the page cache like a page, so a notice's
 * write makes it again (server/delivery/page-cache.ts). A browser opening it is sent to its page
 * before it gets here, and before the page cache (server/http/feed-pages.ts).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const subject = feedSubjectOf(
    withoutLanguage(url.pathname).replace(/(.)\/+$/, "$1"),
    url.searchParams.get("category"),
  );
  if (subject === null) throw data(null, { status: 404 });
  const atom = await noticeFeed(context.get(requestContext).services, subject, languageOfPath(url.pathname));
  return new Response(atom, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
