import type alumni from "./messages/en/alumni.ts";
import type forms from "./messages/en/forms.ts";
import type grievance from "./messages/en/grievance.ts";
import type consoleMessages from "./messages/en/console.ts";
import type home from "./messages/en/home.ts";
import type infoPage from "./messages/en/info-page.ts";
import type notices from "./messages/en/notices.ts";
import type pages from "./messages/en/pages.ts";
import type screenReader from "./messages/en/screen-reader.ts";
import type shell from "./messages/en/shell.ts";
import type status from "./messages/en/status.ts";
import type programs from "./messages/en/programs.ts";
import type academics from "./messages/en/academics.ts";
import type campuses from "./messages/en/campuses.ts";
import type officials from "./messages/en/officials.ts";
import type mail from "./messages/en/mail.ts";
import type { MessageKey, Translation } from "./translation.ts";

/** The catalogue's shape: one namespace per part of the site, English defining the keys. */
export type Catalogue = {
  shell: Translation<typeof shell>;
  pages: Translation<typeof pages>;
  status: Translation<typeof status>;
  home: Translation<typeof home>;
  screenReader: Translation<typeof screenReader>;
  officials: Translation<typeof officials>;
  campuses: Translation<typeof campuses>;
  academics: Translation<typeof academics>;
  programs: Translation<typeof programs>;
  infoPage: Translation<typeof infoPage>;
  notices: Translation<typeof notices>;
  forms: Translation<typeof forms>;
  grievance: Translation<typeof grievance>;
  alumni: Translation<typeof alumni>;
  console: Translation<typeof consoleMessages>;
  mail: Translation<typeof mail>;
};

export type Namespace = keyof Catalogue;

/** A message's full key: its namespace, then its path, "shell.topStrip.tenders". */
export type Key = MessageKey<Catalogue>;

/** The namespaces the root route sends every page: what the header, menus, footer and status pages say. */
export const shellNamespaces = ["shell", "pages", "status"] as const satisfies readonly Namespace[];
