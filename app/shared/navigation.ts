import type pageNames from "#app/i18n/messages/en/pages.ts";
import type { CampusZone } from "#common/campuses.ts";
import { pageRegistry, type PageEntry } from "#common/pages.ts";

/** A page's name: its key in the catalogue's `pages` namespace, which holds it in each language. */
export type PageLabel = keyof typeof pageNames;

/** A page the menu links to: a path on this site, or an absolute URL that opens in a new tab. */
export type MenuLink = { label: PageLabel; path: string };

/** A heading whose items appear in a dropdown (desktop) or an accordion (phone). */
export type MenuGroup = { label: PageLabel; items: ReadonlyArray<MenuEntry> };

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}

/** Paths that leave the site (the admission portals) are absolute URLs. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** Each zone's name among the page labels (the menu's zone pages, the contact directory's headings). */
export const zoneLabels: Record<CampusZone, PageLabel> = {
  central: "zoneCentral",
  north: "zoneNorth",
  south: "zoneSouth",
  east: "zoneEast",
  west: "zoneWest",
};

/**
 * The site's navigation tree, the one source for the desktop menu, the phone menu and the search
 * overlay, built from the pages' places in the registry (common/pages.ts): a group appears where
 * its first page does. Groups nest at most two levels deep, as the specification's menus do.
 */
export const mainMenu: ReadonlyArray<MenuEntry> = buildMenu(pageRegistry);

type OpenGroup = { label: PageLabel; items: MenuEntry[] };

function buildMenu(pages: ReadonlyArray<PageEntry>): MenuEntry[] {
  const root: MenuEntry[] = [];
  for (const page of pages) {
    if (!page.menu) continue;
    let items = root;
    for (const label of page.menu) {
      let group = items.find((entry): entry is OpenGroup => isMenuGroup(entry) && entry.label === label);
      if (!group) items.push((group = { label, items: [] }));
      items = group.items;
    }
    items.push({ label: page.name as PageLabel, path: page.path });
  }
  return root;
}

/** Every link of the tree, dropdown items included, in menu order. */
export function menuLinks(entries: ReadonlyArray<MenuEntry> = mainMenu): MenuLink[] {
  return entries.flatMap((entry) => (isMenuGroup(entry) ? menuLinks(entry.items) : [entry]));
}
