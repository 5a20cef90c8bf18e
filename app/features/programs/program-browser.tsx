import { useEffect, useRef, useState } from "react";
import { programLevels, type ProgramLevel } from "#common/program-levels.ts";
import type { ProgramHeadline } from "#common/programs.ts";
import { HomeSection } from "#app/shared/ui/home-section.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useNearViewport } from "#app/shared/use-near-viewport.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { TabList } from "#app/shared/ui/tabs.tsx";
import type { DrawnProgramCards } from "./drawn-program-cards.tsx";
import { ProgramCards } from "./program-cards.tsx";
import { pageLink } from "#common/page-lookup.ts";

type FirstByLevel = Record<ProgramLevel, ProgramHeadline[]>;

/**
 * The home page's programme browser: a tab per level and six programmes of
 * the selected one. The server renders the first six of each level (the list's
 * order), so the block is full and its tabs work before any fetch. When the
 * block comes near the viewport, or its tabs are used, the browser loads the
 * code that fetches the list (cached 7 minutes) and shows a random six in the
 * same fixed-height cards, so nothing below moves (docs/decisions/0073). With no
 * programme published at all it says so instead of showing empty tabs (decision 0186).
 */
export function ProgramBrowser({ firstByLevel }: { firstByLevel: FirstByLevel }) {
  const { t } = useI18n();
  const [level, setLevel] = useState<ProgramLevel>("DIPLOMA");
  const block = useRef<HTMLDivElement>(null);
  const [used, setUsed] = useState(false);
  const wanted = useNearViewport(block) || used;
  const [Drawn, setDrawn] = useState<typeof DrawnProgramCards>();

  useEffect(() => {
    if (!wanted || Drawn) return;
    // Without the module (offline, say) the server's six simply stay.
    void import("./drawn-program-cards.tsx").then((module) => setDrawn(() => module.DrawnProgramCards));
  }, [wanted, Drawn]);

  const select = (next: ProgramLevel) => {
    setLevel(next);
    setUsed(true);
  };

  return (
    <HomeSection
      id="programs"
      title={t("programs.browserTitle")}
      action={
        <LocalLink
          to={pageLink("allProgrammes")}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t("programs.viewAll")}
        </LocalLink>
      }
    >
      {programLevels.every((id) => firstByLevel[id].length === 0) ? (
        <p className="text-slate-700" data-testid="program-browser-empty">
          {t("programs.noneYet")}
        </p>
      ) : (
        <div ref={block}>
          <TabList
            idPrefix="program-level"
            label={t("programs.levelNavigation")}
            tabs={programLevels.map((id) => ({ id, label: t(`programs.levelTabs.${id}`) }))}
            selected={level}
            onSelect={select}
          />
          {Drawn ? (
            <Drawn level={level} firstByLevel={firstByLevel} />
          ) : (
            <ProgramCards level={level} cards={firstByLevel[level]} />
          )}
        </div>
      )}
    </HomeSection>
  );
}
