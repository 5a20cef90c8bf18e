import type { NoticeViews } from "#app/features/console/notices/notice-table.tsx";
import { BoardRowPreview, publicPlacesOf } from "#app/features/notices/notice-places.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";

/**
 * What the console's notice pages borrow from the public boards: where a notice appears (its
 * board, the job portal's category, the home page's block, or their archives) and the board's
 * own row for the preview. The route joins the two features, which never import each other.
 */
export function useNoticeViews(): NoticeViews {
  const { t } = useI18n();
  return {
    placesOf: (notice) => publicPlacesOf(t, notice.section, notice.archived),
    previewRow: (notice) => <BoardRowPreview notice={notice} />,
  };
}
