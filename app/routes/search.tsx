import { data } from "react-router";
import { searchKinds, searchMaxPage, searchQueryMaxLength, type SearchKind } from "#common/api/search.ts";
import type { Route } from "./+types/search";
import { SearchPage, type SearchPageData } from "../features/search/search-page.tsx";
import type { MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";

// The notices' words: a notice's result names its section.
export const handle = { messages: ["notices"] } satisfies MessagesHandle;

/**
 * The results of `?q=` (with `kind`, `archived=exclude` and `page`), from the same search as the API. A blank
 * query shows the form; one too long to search answers 400 with the form and a sentence
 * saying why. An unknown kind shows every kind, and a page out of range the first.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const q = url.searchParams.get("q") ?? "";
  const kindParameter = url.searchParams.get("kind");
  const kind = searchKinds.find((each) => each === kindParameter);
  const withoutArchived = url.searchParams.get("archived") === "exclude";
  const page: SearchPageData = { q, kind, withoutArchived, answer: null, problem: null };
  if (q.length > searchQueryMaxLength) return data({ ...page, problem: "tooLong" as const }, { status: 400 });
  if (q.trim() === "") return page;
  const asked = Number(url.searchParams.get("page") ?? "1");
  const { services } = context.get(requestContext);
  const answer = await services.search.search({
    q,
    kind: kind as SearchKind | undefined,
    page: Number.isInteger(asked) && asked >= 1 && asked <= searchMaxPage ? asked : 1,
    lang: languageOfPath(url.pathname),
    archived: withoutArchived ? "exclude" : "include",
  });
  return { ...page, answer };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  const q = loaderData?.q.trim();
  return [
    ...pageMeta(
      q ? t("shell.search.resultsFor", { query: q }) : t("shell.search.pageTitle"),
      t("shell.search.pageDescription"),
    ),
    // Results change with every notice and have no end: search engines index the pages themselves.
    { name: "robots", content: "noindex" },
  ];
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage {...loaderData} />;
}
