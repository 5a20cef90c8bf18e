import { pageRegistry, type PageEntry } from "#common/pages.ts";
import type { MenuLink, PageLabel } from "#app/shared/navigation.ts";

const pages: ReadonlyArray<PageEntry> = pageRegistry;

/**
 * The pages the search overlay knows, in the registry's order (common/pages.ts), which is the
 * menu's: each under its menu name, then under the other names it is listed by (`search`).
 */
export const searchablePages: ReadonlyArray<MenuLink> = pages.flatMap((page) =>
  [...(page.menu ? [page.name] : []), ...(page.search ?? [])].map((label) => ({
    label: label as PageLabel,
    path: page.path,
  })),
);

/** Shown while the query is blank (the specification's three suggested pages). */
export const defaultSuggestionLinks: ReadonlyArray<MenuLink> = pages.flatMap((page) =>
  page.suggested ? [{ label: page.suggested.name as PageLabel, path: page.suggested.href }] : [],
);
