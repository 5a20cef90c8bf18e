import {
  isExternalPath,
  isMenuGroup,
  mainMenu,
  type MenuEntry,
  type MenuGroup,
  type MenuLink,
  type PageLabel,
} from "#app/shared/navigation.ts";
import { policyLinks } from "#app/shared/footer-links.ts";
import { pageRoutes } from "#app/page-routes.ts";

/** A menu group above a page, with the path of the group's own index page when it has one. */
export type PlaceGroup = { label: PageLabel; path?: string };

/** Where a page sits: the menu groups above it (outermost first) and the links beside it. */
export type PagePlace = { groups: PlaceGroup[]; siblings: MenuLink[]; children: MenuLink[] };

/** The footer's policy pages, as a group of their own for breadcrumbs and side navigation. */
const policyGroup: MenuGroup = {
  label: "websitePolicies",
  items: policyLinks.map(({ label, href }) => ({ label, path: href })),
};

const samePath = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function linksOf(group: MenuGroup): MenuLink[] {
  return group.items.filter((entry): entry is MenuLink => !isMenuGroup(entry));
}

/** The page at the path all of a group's links share (`/administration/administrative`), when the site has one. */
function indexPathOf(group: MenuGroup): string | undefined {
  const paths = linksOf(group)
    .map((link) => link.path)
    .filter((path) => !isExternalPath(path));
  if (paths.length === 0) return undefined;
  const split = paths.map((path) => path.toLowerCase().split("/"));
  const shared: string[] = [];
  for (
    let index = 0;
    split.every((segments) => segments[index] !== undefined && segments[index] === split[0]![index]);
    index++
  ) {
    shared.push(split[0]![index]!);
  }
  const common = shared.join("/");
  return pageRoutes.find((route) => route.path.toLowerCase() === common && common !== "")?.path;
}

/** The chain of groups down to the group that holds `path` as a link, or whose links all sit under `path`. */
function findTrail(
  entries: ReadonlyArray<MenuEntry>,
  path: string,
  above: MenuGroup[],
): { trail: MenuGroup[]; index: boolean } | undefined {
  for (const entry of entries) {
    if (!isMenuGroup(entry)) continue;
    const trail = [...above, entry];
    const links = linksOf(entry).filter((link) => !isExternalPath(link.path));
    if (links.some((link) => samePath(link.path, path))) return { trail, index: false };
    if (links.length > 0 && links.every((link) => link.path.toLowerCase().startsWith(`${path.toLowerCase()}/`))) {
      return { trail, index: true };
    }
    const deeper = findTrail(entry.items, path, trail);
    if (deeper) return deeper;
  }
  return undefined;
}

/**
 * A page's place in the menus. A page the menus do not list sits with the
 * page at its parent path (/admission/guidelines beside /admission); a page
 * whose path holds every link of a group is that group's index page.
 */
export function pagePlace(path: string): PagePlace {
  const roots = [...mainMenu, policyGroup];
  for (let candidate = path; candidate !== ""; candidate = candidate.replace(/\/[^/]*$/, "")) {
    const found = findTrail(roots, candidate, []);
    if (!found) continue;
    const group = found.trail.at(-1)!;
    return {
      // An index page stands for its group, so the group is the page itself, not a step above it.
      groups: (found.index ? found.trail.slice(0, -1) : found.trail).map((entry) => {
        const index = indexPathOf(entry);
        return index && !samePath(index, path) ? { label: entry.label, path: index } : { label: entry.label };
      }),
      siblings: found.index ? [] : linksOf(group),
      children: found.index ? linksOf(group) : [],
    };
  }
  return { groups: [], siblings: [], children: [] };
}
