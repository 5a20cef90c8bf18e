import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches, type UIMatch } from "react-router";
import type { Key } from "./catalogue.ts";
import { localizePath, type Language } from "./language.ts";

/** Values for a message's `{placeholders}`; numbers should come formatted (format.ts). */
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (key: Key, values?: MessageValues) => string;

type MessageBranch = { readonly [key: string]: unknown };

/**
 * A `t` over the messages at hand. A key missing from them (a route that did
 * not load its namespace) shows as the key itself, which the end-to-end tests
 * would see, rather than as nothing.
 */
export function translator(messages: MessageBranch): Translate {
  return (key, values) => {
    let found: unknown = messages;
    for (const part of key.split(".")) found = (found as MessageBranch | undefined)?.[part];
    if (typeof found !== "string") return key;
    if (!values) return found;
    return found.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in values ? String(values[name]) : placeholder,
    );
  };
}

/** The messages every matched route's loader returned, merged: the root's shell text and the page's own. */
export function messagesOfMatches(matches: ReadonlyArray<Pick<UIMatch, "loaderData">>): MessageBranch {
  const merged: Record<string, unknown> = {};
  for (const match of matches) {
    const messages = (match.loaderData as { messages?: MessageBranch } | undefined)?.messages;
    if (messages) Object.assign(merged, messages);
  }
  return merged;
}

type I18n = { language: Language; t: Translate; localize: (path: string) => string };

const I18nContext = createContext<I18n>({
  language: "en",
  t: translator({}),
  localize: (path) => path,
});

/** Gives every component below the page's language and its messages. */
export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const matches = useMatches();
  const value = useMemo<I18n>(
    () => ({
      language,
      t: translator(messagesOfMatches(matches)),
      localize: (path) => localizePath(path, language),
    }),
    [language, matches],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language, its `t`, and `localize`, which keeps a site path in that language. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
