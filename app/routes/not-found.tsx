import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "../features/errors/not-found.tsx";
import { metaTranslator } from "../i18n/meta.ts";

export function loader() {
  return data(null, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: `${t("status.notFound.metaTitle")} | DSEU` }, { name: "robots", content: "noindex" }];
}

export default function NotFoundRoute() {
  return <NotFound />;
}
