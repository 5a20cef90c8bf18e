import type { MetaDescriptor } from "react-router";
import { namespacesOfMatches, translator, type Translate } from "./i18n.tsx";
import { languageOfPath } from "./language.ts";
import { messagesAtHand } from "./message-store.ts";

/**
 * A page's `t` inside its `meta` function, over the namespaces its matched routes declare,
 * in the language of the page's path. The messages are at hand: `meta` runs inside the
 * I18nProvider's render, which waits for them.
 */
export function metaTranslator(
  matches: ReadonlyArray<{ readonly handle?: unknown; readonly pathname: string } | undefined>,
): Translate {
  const page = matches.findLast((match) => match !== undefined);
  const language = languageOfPath(page?.pathname ?? "/");
  return translator(messagesAtHand(language, namespacesOfMatches(matches)), undefined, language);
}

/** The title and description every page declares; the root adds canonical and language links. */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: `${title} | DSEU` },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: title },
    ...(description ? [{ property: "og:description", content: description }] : []),
  ];
}

/** The title of a record page whose record does not exist (its loader threw 404); such pages are not indexed. */
export function notFoundMeta(t: Translate): MetaDescriptor[] {
  return [{ title: `${t("status.notFound.metaTitle")} | DSEU` }, { name: "robots", content: "noindex" }];
}
