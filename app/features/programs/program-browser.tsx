import { useMemo, useState } from "react";
import { programLevels, type Program, type ProgramLevel } from "#common/api/academics.ts";
import { HomeSection } from "#app/features/home/home-section.tsx";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { QueryProvider } from "#app/shared/query-client.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { TabList, tabPanelProps } from "#app/shared/ui/tabs.tsx";
import { ProgramCard } from "./program-card.tsx";
import { drawProgramsByLevel, usePrograms } from "./program-query.ts";

/**
 * The home page's programme browser: a tab per level and six programmes of
 * the selected one. The server renders the first six of each level (the list's
 * order), so the block is full before JavaScript; after hydration the browser
 * fetches the list (cached 7 minutes) and shows a random six in the same
 * fixed-height cards, so nothing below moves.
 */
export function ProgramBrowser({ firstByLevel }: { firstByLevel: Record<ProgramLevel, Program[]> }) {
  return (
    <QueryProvider>
      <ProgramBrowserWithData firstByLevel={firstByLevel} />
    </QueryProvider>
  );
}

function ProgramBrowserWithData({ firstByLevel }: { firstByLevel: Record<ProgramLevel, Program[]> }) {
  const { t } = useI18n();
  const hydrated = useIsHydrated();
  const [level, setLevel] = useState<ProgramLevel>("DIPLOMA");
  const programs = usePrograms();
  const drawn = useMemo(() => (programs.data ? drawProgramsByLevel(programs.data) : undefined), [programs.data]);
  const cards = (drawn ?? firstByLevel)[level];

  let status = "";
  if (hydrated && programs.isPending) status = t("programs.loading");
  if (programs.isError) status = t("programs.failed");

  return (
    <HomeSection
      id="programs"
      title={t("programs.browserTitle")}
      action={
        <LocalLink to="/Courses" className="inline-flex min-h-11 items-center font-semibold text-brand underline">
          {t("programs.viewAll")}
        </LocalLink>
      }
    >
      <TabList
        idPrefix="program-level"
        label={t("programs.levelNavigation")}
        tabs={programLevels.map((id) => ({ id, label: t(`programs.levelTabs.${id}`) }))}
        selected={level}
        onSelect={setLevel}
      />
      <p role="status" className="mt-2 min-h-6 text-sm font-semibold text-slate-700">
        {status}
      </p>
      <div {...tabPanelProps("program-level", level, true)} className="mt-2">
        {programs.isError ? null : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="program-cards">
            {cards.map((program) => (
              <li key={program._id} className="h-40 overflow-hidden">
                <ProgramCard program={program} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </HomeSection>
  );
}
