import type { Notice } from "#common/api/notice.ts";
import { jobPortalSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import type { Translate } from "#app/i18n/i18n.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { Table } from "#app/shared/ui/table.tsx";
import { governanceBodies, jobCategories, noticeBoards } from "./boards.ts";
import { NoticeRow, noticeHeaders, type NoticeColumns } from "./notice-row.tsx";
import { pagePath } from "#common/page-lookup.ts";

/** A public page where a notice appears, and its name there, in the page's language. */
export type PublicPlace = { path: string; name: string };

/** The home page's blocks, by section: the anchor of the block and of the bulletin's tabs. */
const homeBlocks: Partial<Record<NoticeSectionKey, string>> = {
  announcements: "announcements",
  news: "news",
  events: "events",
  admission: "bulletin",
  students: "bulletin",
  "important links": "bulletin",
  "alerts and circulars": "bulletin",
};

/**
 * Where a notice of this section appears in public: its board (or its archive), the job
 * portal's category, and the home page's block (current notices only, the newest there).
 */
export function publicPlacesOf(t: Translate, section: NoticeSectionKey, archived: boolean): PublicPlace[] {
  const sectionName = t(`notices.sections.${section}`);
  const places: PublicPlace[] = [];
  for (const board of noticeBoards) {
    if (!board.sections.includes(section)) continue;
    const name = t(`notices.boards.${board.id}.title`);
    places.push(
      archived
        ? { path: `${board.path}?archive=1`, name: t("notices.places.archive", { place: name }) }
        : { path: board.path, name },
    );
  }
  const category = jobCategories.find((candidate) => candidate.section === section);
  if (category) {
    const name = `${t("notices.jobPortal.title")}: ${t(`notices.categories.${category.id}`)}`;
    places.push(
      archived
        ? { path: `/recruitment/archive/${category.slug}`, name: t("notices.places.archive", { place: name }) }
        : { path: `${pagePath("jobPortal")}?category=${category.slug}`, name },
    );
  }
  const block = homeBlocks[section];
  if (block && !archived) places.push({ path: `/#${block}`, name: t("notices.places.home", { block: sectionName }) });
  return places;
}

/** The columns the section's board shows beside date, title and file. */
function boardColumnsOf(section: NoticeSectionKey): NoticeColumns {
  const jobPortal = (jobPortalSectionKeys as ReadonlyArray<string>).includes(section);
  const governance = governanceBodies.some((body) => (body.sections as ReadonlyArray<string>).includes(section));
  const bulletin = noticeBoards.some((board) => board.id === "informationBulletin" && board.sections.includes(section));
  return {
    section: jobPortal || governance || bulletin,
    lastDate: jobPortal || section === "tenders",
    vacancies: jobPortal,
  };
}

/** The notice as its board will show it: the board's own row, under the board's column headers. */
export function BoardRowPreview({ notice }: { notice: Notice }) {
  const { t } = useI18n();
  const columns = boardColumnsOf(notice.section);
  const headers = noticeHeaders(t, columns);
  return (
    <Table caption={t("notices.places.previewCaption")} headers={headers}>
      {/* "New" as on the day it is published: its own moment counts. */}
      <NoticeRow notice={notice} columns={columns} newSince={notice.created_at} />
    </Table>
  );
}
