import type { PageGroup } from "./api/content.ts";
import { pageRegistry, type PageEntry } from "./pages.ts";

/** What code asks of the page registry (common/pages.ts). */

type Registered = (typeof pageRegistry)[number];
export type PageName = Registered["name"];
/** The pages that carry their names, each a key of the catalogue's `pages` namespace. */
export type NamedPageName = Extract<Registered, { names: object }>["name"];

const byName = new Map<string, PageEntry>(pageRegistry.map((page) => [page.name, page]));
const byKey = new Map<string, PageEntry>(pageRegistry.map((page) => [page.path.toLowerCase(), page]));

/** A page's path, as code names it: `pagePath("alumni")` → `/alumni`. */
export function pagePath(name: PageName): string {
  return byName.get(name)!.path;
}

/** A page's address as the specification's links to it spell it: `/Courses` for the programmes. */
export function pageLink(name: PageName): string {
  const page = byName.get(name)!;
  return page.linkedAs ?? page.path;
}

/** The page at a path without its parameters, in any case (`/amenities/anti-ragging` → the Anti-Ragging page). */
export function pageAt(path: string): PageEntry | undefined {
  return byKey.get(path.toLowerCase().replace(/(.)\/+$/, "$1"));
}

/**
 * A page's path as the site spells it, its canonical address (`/amenities/anti-ragging` →
 * `/amenities/Anti-Ragging`): the content files and the page revisions name pages in lower case.
 * Any other path is given back as it is.
 */
export function spelledPagePath(path: string): string {
  return pageAt(path)?.path ?? path;
}

/** The pages of text, whose text starts in the content folder. */
export const textPages: ReadonlyArray<PageEntry> = pageRegistry.filter((page: PageEntry) => page.text);

/** The page groups' editors: of its text, or of what it shows. */
export function pageGroupOf(page: PageEntry | undefined): PageGroup | undefined {
  return page?.text ?? page?.group;
}

/** The route module that serves a page; a link to another page or site has none. */
export function pageModule(page: PageEntry): string | undefined {
  return page.module ?? (page.text ? "routes/info-page.tsx" : undefined);
}

/** The pages' names in a language, for the catalogue's `pages` namespace. */
export function pageNames(language: "en" | "hi"): Record<NamedPageName, string> {
  const named = pageRegistry.filter((page: PageEntry) => page.names) as ReadonlyArray<PageEntry>;
  return Object.fromEntries(named.map((page) => [page.name, page.names![language]])) as Record<NamedPageName, string>;
}
