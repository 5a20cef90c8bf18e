import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import type { Key, Namespace } from "./catalogue.ts";
import { localizePath, type Language } from "./language.ts";
import { formatMessage, hasChoices } from "./message-format.ts";
import { markHydrated, messagesArriving, messagesAtHand } from "./message-store.ts";

/** Values for a message's `{placeholders}`; numbers should come formatted (format.ts). */
export type MessageValues = Readonly<Record<string, string | number>>;
export type Translate = (key: Key, values?: MessageValues) => string;

type MessageBranch = { readonly [key: string]: unknown };

/**
 * What a route module declares as its `handle`: the namespaces of messages it shows.
 * The root declares the shell's; a page adds its own.
 */
export type MessagesHandle = { readonly messages: readonly Namespace[] };

/**
 * A `t` over the messages at hand. A key missing from them (a route that did
 * not declare its namespace) shows as the key itself, which the end-to-end tests
 * would see, rather than as nothing. `siteValues` fill the placeholders any message may
 * write without its caller giving them: `{admissionSession}` (decision 0171). A message
 * with a plural or a select (message-format.ts) has it chosen by the rules of `language`.
 */
export function translator(messages: MessageBranch, siteValues?: MessageValues, language: Language = "en"): Translate {
  return (key, values) => {
    let found: unknown = messages;
    for (const part of key.split(".")) found = (found as MessageBranch | undefined)?.[part];
    if (typeof found !== "string") return key;
    const filled = values && siteValues ? { ...siteValues, ...values } : (values ?? siteValues);
    if (!filled) return found;
    if (hasChoices(found)) return formatMessage(found, filled, language);
    return found.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      name in filled ? String(filled[name]) : placeholder,
    );
  };
}

/** The namespaces the matched routes declare in their `handle`, each once, the root's first. */
export function namespacesOfMatches(matches: ReadonlyArray<{ readonly handle?: unknown } | undefined>): Namespace[] {
  const namespaces = new Set<Namespace>();
  for (const match of matches) {
    for (const namespace of (match?.handle as Partial<MessagesHandle> | undefined)?.messages ?? []) {
      namespaces.add(namespace);
    }
  }
  return [...namespaces];
}

type I18n = { language: Language; t: Translate; localize: (path: string) => string };

const I18nContext = createContext<I18n>({
  language: "en",
  t: translator({}),
  localize: (path) => path,
});

/**
 * Gives every component below the page's language and its messages. In a browser that
 * has not fetched a namespace yet it suspends until it has: while hydrating, the server's
 * HTML stays as it is; on a navigation, the current page stays until the next one is whole.
 */
export function I18nProvider({
  language,
  admissionSession,
  children,
}: {
  language: Language;
  /** The session the admission pages are about ("2026-27"), which messages name as `{admissionSession}`. */
  admissionSession: string;
  children: ReactNode;
}) {
  const namespaceList = namespacesOfMatches(useMatches()).join(" ");
  const arriving = messagesArriving(language, namespaceList.split(" ") as Namespace[]);
  if (arriving) use(arriving);
  useEffect(markHydrated, []);
  const value = useMemo<I18n>(
    () => ({
      language,
      t: translator(messagesAtHand(language, namespaceList.split(" ") as Namespace[]), { admissionSession }, language),
      localize: (path) => localizePath(path, language),
    }),
    [language, namespaceList, admissionSession],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The page's language, its `t`, and `localize`, which keeps a site path in that language. */
export function useI18n(): I18n {
  return useContext(I18nContext);
}
