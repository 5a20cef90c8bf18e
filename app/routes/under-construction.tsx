import { site } from "#common/site.ts";
import type { Route } from "./+types/under-construction";
import { UnderConstruction } from "../features/errors/under-construction.tsx";
import { underConstructionPaths } from "./under-construction-pages.ts";

export function meta({ location }: Route.MetaArgs) {
  // Paths match in any case and with a trailing slash; the canonical URL uses the spec's spelling.
  const requested = location.pathname.replace(/\/+$/, "").toLowerCase();
  const canonicalPath = underConstructionPaths.find((path) => path.toLowerCase() === requested) ?? requested;
  return [
    { title: `Under construction | ${site.shortName}` },
    { name: "robots", content: "noindex" },
    { tagName: "link", rel: "canonical", href: `${site.website}${canonicalPath}` },
  ];
}

export default function UnderConstructionRoute() {
  return <UnderConstruction />;
}
