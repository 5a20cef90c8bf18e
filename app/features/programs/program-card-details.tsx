import type { Program } from "#common/api/academics.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { RecordName } from "#app/shared/ui/record-name.tsx";
import { ProgramDuration } from "./program-duration.tsx";

// A module of its own: the programme finder shows these lines, the home page's cards do not,
// so its code stays out of what the home page loads.

/** The finder's lines under a card's name: level, department, duration and campuses. */
export function ProgramCardDetails({ program }: { program: Program }) {
  const { t } = useI18n();
  return (
    <div className="mt-2 space-y-1 text-sm text-slate-700">
      <p>
        {t(`programs.levels.${program.programLevel}`)}
        {program.dept_id === null ? null : (
          <>
            {" · "}
            <RecordName record={program.dept_id} />
          </>
        )}
      </p>
      <p>
        <ProgramDuration duration={program.duration} />
      </p>
      {program.campuses.length > 0 ? (
        <p>
          {t("programs.offeredAt")}:{" "}
          {program.campuses.map((campus, index) => (
            <span key={campus._id}>
              {index > 0 ? ", " : null}
              <LocalLink to={`/campus/${campus.slug}`} className="text-brand underline">
                <RecordName record={campus} />
              </LocalLink>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  );
}
