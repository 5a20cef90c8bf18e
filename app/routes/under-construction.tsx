import { useLocation } from "react-router";
import type { Route } from "./+types/under-construction";
import { UnderConstruction } from "../features/errors/under-construction.tsx";
import { elsewhereOf } from "../features/info-pages/under-construction-pages.ts";
import { metaTranslator } from "../i18n/meta.ts";
import { canonicalPath } from "../page-routes.ts";

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("status.underConstruction.title")} | DSEU` }, { name: "robots", content: "noindex" }];
}

export default function UnderConstructionRoute() {
  return <UnderConstruction elsewhere={elsewhereOf(canonicalPath(useLocation().pathname))} />;
}
