// Loaded only when the programme browser is about to be seen or used (program-browser.tsx):
// TanStack Query and the draw are not part of the home page's first download.
import { useMemo } from "react";
import type { ProgramLevel } from "#common/program-levels.ts";
import type { ProgramHeadline } from "#common/programs.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { QueryProvider } from "#app/shared/query-client.tsx";
import { ProgramCards } from "./program-cards.tsx";
import { drawProgramsByLevel, usePrograms } from "./program-query.ts";

type Props = { level: ProgramLevel; firstByLevel: Record<ProgramLevel, ProgramHeadline[]> };

/** The browser's cards from the API (cached 7 minutes): a random six of the level. */
export function DrawnProgramCards(props: Props) {
  return (
    <QueryProvider>
      <CardsFromQuery {...props} />
    </QueryProvider>
  );
}

function CardsFromQuery({ level, firstByLevel }: Props) {
  const { t } = useI18n();
  const programs = usePrograms();
  const drawn = useMemo(() => (programs.data ? drawProgramsByLevel(programs.data) : undefined), [programs.data]);
  let status = "";
  if (programs.isPending) status = t("programs.loading");
  if (programs.isError) status = t("programs.failed");
  return (
    <ProgramCards level={level} cards={(drawn ?? firstByLevel)[level]} status={status} failed={programs.isError} />
  );
}
