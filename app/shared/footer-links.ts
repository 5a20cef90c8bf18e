import { pageRegistry, type FooterList, type PageEntry } from "#common/pages.ts";
import type { PageLabel } from "#app/shared/navigation.ts";

/** A footer link: the page's name (a catalogue key) and the site path it opens. */
export type FooterLink = { label: PageLabel; href: string };

/** A footer list: the pages that place themselves in it (common/pages.ts), in their order there. */
function footerList(list: FooterList): ReadonlyArray<FooterLink> {
  return pageRegistry
    .filter((page: PageEntry) => page.footer?.list === list)
    .sort((a: PageEntry, b: PageEntry) => a.footer!.at - b.footer!.at)
    .map((page: PageEntry) => ({
      label: (page.footer!.name ?? page.name) as PageLabel,
      href: page.linkedAs ?? page.path,
    }));
}

export const quickLinks = footerList("quick");
export const exploreLinks = footerList("explore");
/** The pages the Guidelines for Indian Government Websites ask every site to link from each page. */
export const policyLinks = footerList("policies");
