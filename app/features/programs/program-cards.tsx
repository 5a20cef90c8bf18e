import type { ProgramLevel } from "#common/program-levels.ts";
import type { ProgramHeadline } from "#common/programs.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";
import { tabPanelProps } from "#app/shared/ui/tabs.tsx";
import { ProgramCard } from "./program-card.tsx";

/**
 * The selected level's cards under the programme browser's tabs, with the line
 * that says the list is loading or failed. Cards keep a fixed height, so the
 * draw that replaces the server's six moves nothing below. A level with no
 * programme says so rather than showing an empty panel.
 */
export function ProgramCards({
  level,
  cards,
  status = "",
  failed = false,
}: {
  level: ProgramLevel;
  cards: readonly ProgramHeadline[];
  status?: string;
  failed?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-slate-700">
        {status}
      </p>
      <div {...tabPanelProps("program-level", level, true)} className="mt-2">
        {failed ? null : cards.length === 0 ? (
          <p className="text-slate-700" data-testid="program-level-empty">
            {t("programs.noneAtLevel", { level: t(`programs.levels.${level}`) })}
          </p>
        ) : (
          // The cards hold only links: the server's six keep their markup (decision 0175).
          <StaticRegion renderedFrom={cards}>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="program-cards">
              {cards.map((program) => (
                <li key={program._id} className="h-40 overflow-hidden">
                  <ProgramCard program={program} />
                </li>
              ))}
            </ul>
          </StaticRegion>
        )}
      </div>
    </>
  );
}
