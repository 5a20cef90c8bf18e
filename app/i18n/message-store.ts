import loadMessageFile from "virtual:message-files";
import type { Catalogue, Namespace } from "./catalogue.ts";
import type { Language } from "./language.ts";
import type { MessageTree } from "./translation.ts";

/**
 * The messages at hand, by "language/namespace". The server has them all from the start
 * (app/entry.server.tsx); a browser fetches each namespace it needs once, as a file of its
 * own that it then keeps (decision 0079), instead of receiving the text again inside
 * every page's hydration data.
 */
const loaded = new Map<string, MessageTree>();

const idOf = (language: Language, namespace: Namespace) => `${language}/${namespace}`;

/** The server's store: the whole catalogue, so rendering never waits for a message. */
export function provideMessages(catalogue: Readonly<Record<Language, Catalogue>>): void {
  for (const [language, namespaces] of Object.entries(catalogue) as [Language, Catalogue][]) {
    for (const [namespace, messages] of Object.entries(namespaces) as [Namespace, MessageTree][]) {
      loaded.set(idOf(language, namespace), messages);
    }
  }
}

/** Tries a download three times, half a second and a second apart: a phone's network drops a request now and then. */
async function download(id: string): Promise<MessageTree> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await loadMessageFile(id);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * 500));
    }
  }
}

/** Set once the page has hydrated; see `messagesArriving`. */
let hydrated = false;

/** The I18nProvider's word that the server's HTML is now React's. */
export function markHydrated(): void {
  hydrated = true;
}

const waits = new Map<string, Promise<void>>();

/**
 * Undefined when every namespace is at hand; otherwise a promise that settles when they
 * are, the same promise for the same request, as React's `use` needs. When they cannot be
 * downloaded it never settles: before hydration the server's HTML stays as it is, a whole
 * page whose links and forms work without JavaScript; after it (a navigation, whose URL
 * is already in the address bar) the browser loads that page from the server instead.
 */
export function messagesArriving(language: Language, namespaces: readonly Namespace[]): Promise<void> | undefined {
  const missing = namespaces.map((namespace) => idOf(language, namespace)).filter((id) => !loaded.has(id));
  if (missing.length === 0) return undefined;
  const key = missing.join(" ");
  let wait = waits.get(key);
  if (!wait) {
    wait = Promise.all(missing.map(async (id) => void loaded.set(id, await download(id)))).then(
      () => void waits.delete(key),
      (error: unknown) => {
        console.error(error);
        if (hydrated) window.location.reload();
        return new Promise<void>(() => {});
      },
    );
    waits.set(key, wait);
  }
  return wait;
}

/** The namespaces at hand among these, as one tree keyed by namespace. */
export function messagesAtHand(language: Language, namespaces: readonly Namespace[]): Record<string, MessageTree> {
  const messages: Record<string, MessageTree> = {};
  for (const namespace of namespaces) {
    const tree = loaded.get(idOf(language, namespace));
    if (tree) messages[namespace] = tree;
  }
  return messages;
}
