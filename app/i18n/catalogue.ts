import type consoleMessages from "./messages/en/console.ts";
import type home from "./messages/en/home.ts";
import type pages from "./messages/en/pages.ts";
import type screenReader from "./messages/en/screen-reader.ts";
import type shell from "./messages/en/shell.ts";
import type status from "./messages/en/status.ts";
import type { MessageKey, Translation } from "./translation.ts";

/** The catalogue's shape: one namespace per part of the site, English defining the keys. */
export type Catalogue = {
  shell: Translation<typeof shell>;
  pages: Translation<typeof pages>;
  status: Translation<typeof status>;
  home: Translation<typeof home>;
  screenReader: Translation<typeof screenReader>;
  console: Translation<typeof consoleMessages>;
};

export type Namespace = keyof Catalogue;

/** A message's full key: its namespace, then its path, "shell.topStrip.tenders". */
export type Key = MessageKey<Catalogue>;

/** The namespaces the root route sends every page: what the header, menus, footer and status pages say. */
export const shellNamespaces = ["shell", "pages", "status"] as const satisfies readonly Namespace[];
