import { data } from "react-router";
import { newNoticeAgeMs } from "#common/notice-new.ts";
import type { Route } from "./+types/follow";
import { feedSubjectOf, feedSubjectTitle } from "../features/notices/feed-paths.ts";
import { FollowPage } from "../features/notices/follow-page.tsx";
import { feedNotices } from "../features/notices/notice-feed.server.ts";
import type { MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath, localizePath, withoutLanguage } from "../i18n/language.ts";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";

export const handle = { messages: ["notices"] } satisfies MessagesHandle;

/**
 * The page of a feed (`/tenders/follow`, `/recruitment/follow?category=results`, `/follow` for
 * every notice): where "Follow this board" leads, and where a browser that opens a feed is sent
 * (docs/decisions/0234). An unknown board or category is a 404.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const subject = feedSubjectOf(
    withoutLanguage(url.pathname).replace(/(.)\/+$/, "$1"),
    url.searchParams.get("category"),
  );
  if (subject === null) throw data(null, { status: 404 });
  const notices = await feedNotices(context.get(requestContext).services, subject);
  return { subject, notices, newSince: new Date(Date.now() - newNoticeAgeMs).toISOString() };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const name = feedSubjectTitle(loaderData.subject, t);
  return [
    ...pageMeta(t("notices.follow.title", { name }), t("notices.follow.metaDescription", { name })),
    // The board is the page to index; this one restates it for feed readers.
    { name: "robots", content: "noindex" },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: `${name} (Atom)`,
      href: localizePath(loaderData.subject.feedPath, languageOfPath(location.pathname)),
    },
  ];
}

export default function Follow({ loaderData }: Route.ComponentProps) {
  return <FollowPage {...loaderData} />;
}
