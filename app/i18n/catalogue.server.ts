import consoleEn from "./messages/en/console.ts";
import homeEn from "./messages/en/home.ts";
import pagesEn from "./messages/en/pages.ts";
import screenReaderEn from "./messages/en/screen-reader.ts";
import shellEn from "./messages/en/shell.ts";
import statusEn from "./messages/en/status.ts";
import consoleHi from "./messages/hi/console.ts";
import homeHi from "./messages/hi/home.ts";
import pagesHi from "./messages/hi/pages.ts";
import screenReaderHi from "./messages/hi/screen-reader.ts";
import shellHi from "./messages/hi/shell.ts";
import statusHi from "./messages/hi/status.ts";
import { languageOfPath, type Language } from "./language.ts";
import type { Catalogue, Namespace } from "./catalogue.ts";

/**
 * Every message in both languages. Server-only (the file name keeps it out of
 * the browser bundle): loaders send each page just the namespaces it shows, in
 * its language, so no visitor downloads the other language or other pages' text.
 */
export const catalogue: Record<Language, Catalogue> = {
  en: {
    shell: shellEn,
    pages: pagesEn,
    status: statusEn,
    home: homeEn,
    screenReader: screenReaderEn,
    console: consoleEn,
  },
  hi: {
    shell: shellHi,
    pages: pagesHi,
    status: statusHi,
    home: homeHi,
    screenReader: screenReaderHi,
    console: consoleHi,
  },
};

/** The messages of some namespaces in one language, for a loader to return as `messages`. */
export function messagesFor<N extends Namespace>(language: Language, namespaces: readonly N[]): Pick<Catalogue, N> {
  const all = catalogue[language];
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]])) as Pick<Catalogue, N>;
}

/** The messages of some namespaces in the language of the requested page: what a route's loader returns as `messages`. */
export function pageMessages<N extends Namespace>(request: Request, namespaces: readonly N[]): Pick<Catalogue, N> {
  return messagesFor(languageOfPath(new URL(request.url).pathname), namespaces);
}
