import type { ReactNode } from "react";
import { hasPublishedYears, type ProgramHeadline } from "#common/programs.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { RecordName } from "#app/shared/ui/record-name.tsx";

type ProgramCardProps = {
  program: ProgramHeadline;
  headingLevel?: "h2" | "h3";
  /** What the card says below the name: the finder's cards add the programme's details; the home browser's show only code and name. */
  children?: ReactNode;
};

/**
 * A programme as a card. Its name links to /programs/{id}, which names its campuses and
 * says what is still to be published (decision 0186: every programme, not only those with
 * a published structure); a card whose structure is not published says so too.
 */
export function ProgramCard({ program, headingLevel: Heading = "h3", children }: ProgramCardProps) {
  const { t, language } = useI18n();
  return (
    <article className={`${cardClass} flex h-full flex-col p-4`}>
      {program.code === null ? null : (
        <p className="font-mono text-sm font-semibold text-brand" lang={language === "hi" ? "en" : undefined}>
          {program.code}
        </p>
      )}
      <Heading className="mt-1 text-base font-bold text-slate-900">
        <LocalLink to={`/programs/${program._id}`} className="underline-offset-2 hover:underline">
          <RecordName record={program} />
        </LocalLink>
      </Heading>
      {children}
      {hasPublishedYears(program) ? null : (
        <p className="mt-auto pt-2 text-sm text-slate-600">{t("programs.structurePending")}</p>
      )}
    </article>
  );
}
