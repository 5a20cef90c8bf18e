import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { useI18n, type MessagesHandle } from "#app/i18n/i18n.tsx";
import { pageMeta } from "#app/i18n/meta.ts";
import { InfoPageLayout } from "#app/shared/ui/info-page-layout.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import type { PageContent } from "./content.server.ts";
import { MarkdownBody } from "#app/shared/markdown/markdown-body.tsx";
import { pagePlace } from "./page-place.ts";

type InfoPageData = { path: string; content: PageContent };

/** The `handle` of every information page's route: the frame's messages. */
export const infoPageHandle = { messages: ["infoPage"] } satisfies MessagesHandle;

/** Title, description and Open Graph tags from the content file. */
export function infoPageMeta(loaderData: InfoPageData | undefined): MetaDescriptor[] {
  if (!loaderData) return [];
  const { title, description } = loaderData.content;
  return [...pageMeta(title, description), { property: "og:type", content: "website" }];
}

/** A content page in the information-page frame, with whatever a page adds after its text. */
export function InfoPageView({ page, children }: { page: InfoPageData; children?: ReactNode }) {
  const { t } = useI18n();
  const place = pagePlace(page.path);
  return (
    <InfoPageLayout
      title={page.content.title}
      trail={place.groups.map((group) => ({ label: t(`pages.${group.label}`), to: group.path }))}
      siblings={place.siblings}
      updated={page.content.updated}
      contentLanguage={page.content.language}
    >
      <MarkdownBody blocks={page.content.blocks} />
      {place.children.length > 0 ? (
        <ul aria-label={t("infoPage.pagesInSection")} className="mt-6 grid gap-3 sm:grid-cols-2">
          {place.children.map((link) => (
            <li key={link.path}>
              <LocalLink
                to={link.path}
                className="flex min-h-11 items-center rounded-lg border border-hairline bg-card px-4 py-3 font-semibold text-brand hover:border-brand"
              >
                {t(`pages.${link.label}`)}
              </LocalLink>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </InfoPageLayout>
  );
}
