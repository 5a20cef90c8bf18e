import { pageRegistry, type PageEntry } from "#common/pages.ts";
import { pageModule } from "#common/page-lookup.ts";
import { isExternalPath } from "#app/shared/navigation.ts";

/**
 * Every public page's English path, once each in its canonical spelling (common/pages.ts): the
 * pages this site serves without parameters, and every page the menus and the footer link to.
 * Pages that ask search engines not to index them (`sitemap: false`, the staff console) are left out.
 */
export function publicPaths(): string[] {
  return (pageRegistry as ReadonlyArray<PageEntry>)
    .filter((page) => (pageModule(page) || page.menu || page.footer) && page.sitemap !== false)
    .filter((page) => !page.module?.startsWith("routes/console/"))
    .map((page) => page.path)
    .filter((path) => !isExternalPath(path) && !path.includes(":"));
}
