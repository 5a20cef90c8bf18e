import { pageRegistry, type PageEntry } from "#common/pages.ts";
import { pageAt } from "#common/page-lookup.ts";

/** Pages the specification lists without content yet (common/pages.ts); each shows "Under Construction". */
export const underConstructionPaths = (pageRegistry as ReadonlyArray<PageEntry>)
  .filter((page) => page.module === "routes/under-construction.tsx")
  .map((page) => page.path);

/**
 * Where a visitor finds, meanwhile, what a page under construction will hold: the issuing
 * body's own site, named by the message under `status.underConstruction.elsewhere` that bears the page's name.
 */
export function elsewhereOf(path: string): { href: string; label: "ugcGuidelines" } | undefined {
  const page = pageAt(path);
  return page?.elsewhere ? { href: page.elsewhere, label: page.name as "ugcGuidelines" } : undefined;
}
