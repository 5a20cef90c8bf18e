import type { MetaDescriptor, UIMatch } from "react-router";
import { messagesOfMatches, translator, type Translate } from "./i18n.tsx";

/** A page's `t` inside its `meta` function, from the messages its matched loaders returned. */
export function metaTranslator(matches: ReadonlyArray<Pick<UIMatch, "loaderData"> | undefined>): Translate {
  return translator(messagesOfMatches(matches.filter((match) => match !== undefined)));
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
