import type { MetaDescriptor } from "react-router";
import type { Key } from "#app/i18n/catalogue.ts";
import type { MessagesHandle } from "#app/i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "#app/i18n/meta.ts";

/** Every console route's `handle`: its pages show the console's messages, and the notice sections' names. */
export const consoleHandle = { messages: ["console", "notices"] } satisfies MessagesHandle;

/** The sign-in pages and the page a mailed link opens: the console's messages and those of its mail (decision 0203). */
export const consoleMailHandle = { messages: [...consoleHandle.messages, "mail"] } satisfies MessagesHandle;

/**
 * A console route's `meta`: the page's title, the message `title` in the page's language;
 * search engines are asked to leave the console out.
 */
export function consoleMeta(title: Key) {
  return ({ matches }: { matches: Parameters<typeof metaTranslator>[0] }): MetaDescriptor[] => [
    ...pageMeta(metaTranslator(matches)(title)),
    { name: "robots", content: "noindex" },
  ];
}
