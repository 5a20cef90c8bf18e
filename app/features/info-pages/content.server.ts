import { withAdmissionSession } from "#common/academic-session.ts";
import { pageKey } from "#common/api/content.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Block } from "#app/shared/markdown/markdown.ts";
import { parseMarkdown } from "#app/shared/markdown/parse-markdown.ts";
import type { Services } from "#server/services/index.ts";

/** A page's text as its loader sends it: title, description, "Last updated" day and the parsed Markdown. */
export type ParsedContent = { title: string; description: string; updated: string; blocks: Block[] };

export type PageContent = ParsedContent & { language: Language };

async function published(services: Services, pagePath: string, language: Language) {
  const page = await services.pages.published(pageKey(pagePath), language);
  if (!page) return undefined;
  // Text names the admission session by a placeholder, filled from the date (decision 0171).
  const now = new Date();
  const { updated } = page;
  const [title, description, body] = [page.title, page.description, page.body].map((text) =>
    withAdmissionSession(text, now),
  ) as [string, string, string];
  return { title, description, updated, blocks: parseMarkdown(body), language };
}

/**
 * A page's published text in the language asked for, or in English (marked so) where
 * that language has none yet; undefined when the page has no text at all. Read from the
 * page revisions (docs/decisions/0145), so an edit shows as soon as it is saved.
 */
export async function pageContent(
  services: Services,
  pagePath: string,
  language: Language,
): Promise<PageContent | undefined> {
  return (
    (await published(services, pagePath, language)) ??
    (language === "en" ? undefined : await published(services, pagePath, "en"))
  );
}
