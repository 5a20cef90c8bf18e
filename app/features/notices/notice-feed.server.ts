import type { Notice } from "#common/api/notice.ts";
import { noticeReadingPath, readableAsText } from "#common/notice-text.ts";
import { apiPrefix } from "#common/api/envelope.ts";
import { site } from "#common/site.ts";
import type { Services } from "#server/services/index.ts";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { translator } from "#app/i18n/i18n.tsx";
import { localizePath, locales, type Language } from "#app/i18n/language.ts";
import { feedSubjectTitle, type FeedSubject } from "./feed-paths.ts";

/** How many notices a feed carries, newest first. */
export const feedLength = 50;

/** The notices a feed carries: the newest `feedLength` current ones of its sections. */
export async function feedNotices(services: Services, subject: FeedSubject): Promise<Notice[]> {
  const { notices } = await services.notices.list("current", {
    page: 1,
    limit: feedLength,
    ...(subject.sections ? { sections: subject.sections } : {}),
  });
  return notices;
}

/** Text for an XML element or a double-quoted attribute. */
function xml(text: string | number): string {
  return (
    String(text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      // Characters XML 1.0 forbids (controls, lone surrogates) would make the whole feed unreadable.
      .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "\uFFFD")
  );
}

function link(attributes: Record<string, string | number>): string {
  return `<link ${Object.entries(attributes)
    .map(([name, value]) => `${name}="${xml(value)}"`)
    .join(" ")}/>`;
}

/**
 * The notice's title in the feed's language: in a Hindi feed its Hindi title where it has one,
 * else the English one marked as English (as the Hindi boards show it, decision 0135).
 */
function entryTitle(notice: Notice, language: Language): string {
  if (language === "en") return `<title type="text">${xml(notice.title)}</title>`;
  const [title, titleLanguage] = notice.title_hi ? [notice.title_hi, locales.hi] : [notice.title, locales.en];
  return `<title type="text" xml:lang="${titleLanguage}">${xml(title)}</title>`;
}

/**
 * A notice as an Atom entry: its PDF as an enclosure (and the link to read it, and its reading
 * view), an external notice's own link, or else the board it stands on.
 */
function entry(notice: Notice, boardUrl: string, language: Language): string {
  const fileUrl = notice.file ? site.website + notice.file.url : undefined;
  return [
    "<entry>",
    `<id>${xml(`${site.website}${apiPrefix}/notice/${notice._id}`)}</id>`,
    entryTitle(notice, language),
    `<published>${xml(notice.created_at)}</published>`,
    `<updated>${xml(notice.updated_at)}</updated>`,
    link({ rel: "alternate", href: fileUrl ?? notice.link ?? boardUrl }),
    // Beside the PDF, its reading view in the feed's language (decision 0260).
    readableAsText(notice.file)
      ? link({
          rel: "alternate",
          type: "text/html",
          href: site.website + localizePath(noticeReadingPath(notice._id), language),
        })
      : "",
    notice.file
      ? link({
          rel: "enclosure",
          href: fileUrl!,
          type: notice.file.content_type,
          length: notice.file.size,
          title: notice.file.name,
        })
      : "",
    `<category term="${xml(notice.section)}"/>`,
    "</entry>",
  ].join("");
}

/**
 * The Atom feed (RFC 4287) of what a feed follows (a board's current notices, the job portal's or
 * one of its categories', or every current notice): the newest `feedLength`, in the language of
 * the path it is read at.
 */
export async function noticeFeed(services: Services, subject: FeedSubject, language: Language): Promise<string> {
  const t = translator(catalogue[language], undefined, language);
  const siteName = t("shell.siteName");
  const pageUrl = site.website + localizePath(subject.pagePath, language);
  const feedUrl = site.website + localizePath(subject.feedPath, language);
  const notices = await feedNotices(services, subject);
  // An empty board has nothing newer than the moment it is read.
  const updated = notices.reduce((newest, notice) => (notice.updated_at > newest ? notice.updated_at : newest), "");
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locales[language]}">`,
    `<id>${xml(feedUrl)}</id>`,
    `<title type="text">${xml(subject.kind === "all" ? siteName : `${feedSubjectTitle(subject, t)}: ${siteName}`)}</title>`,
    `<updated>${xml(updated || new Date().toISOString())}</updated>`,
    `<author><name>${xml(siteName)}</name><uri>${xml(site.website)}</uri></author>`,
    link({ rel: "alternate", type: "text/html", href: pageUrl }),
    link({ rel: "self", type: "application/atom+xml", href: feedUrl }),
    `<icon>${xml(`${site.website}/icon-192.png`)}</icon>`,
    ...notices.map((notice) => entry(notice, pageUrl, language)),
    "</feed>",
    "",
  ].join("\n");
}
