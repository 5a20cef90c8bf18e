import type { ProgramYears } from "#common/api/academics.ts";
import { hasPublishedYears } from "#common/programs.ts";
import type { Route } from "./+types/program";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { formatNumber } from "../i18n/format.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { localName, RecordName } from "#app/shared/ui/record-name.tsx";
import { ProgramDuration } from "../features/programs/program-duration.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["programs"] } satisfies MessagesHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const program = await services.programs.find(params.id);
  if (!program) recordNotFound();
  return { program };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const { program } = loaderData;
  const name = localName(program, languageOfPath(location.pathname)).text;
  return pageMeta(name, t("programs.programMeta", { name }));
}

export const ErrorBoundary = RecordErrorBoundary;

function Structure({ years }: { years: ProgramYears }) {
  const { t, language } = useI18n();
  const sortedYears = Object.entries(years).toSorted(([a], [b]) => Number(a) - Number(b));
  return (
    <div className="mt-4 space-y-8">
      {sortedYears.map(([year, { semesters }]) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h3 id={`year-${year}`} className="text-h4 font-bold text-slate-900">
            {t("programs.year", { number: formatNumber(Number(year)) })}
          </h3>
          <div className="mt-3 grid gap-4 lg:grid-cols-2">
            {semesters.map(({ semester, courses }) => (
              <ScrollTable
                key={semester}
                className="p-4"
                caption={t("programs.semester", { number: formatNumber(semester) })}
                columns={[t("programs.courseCode"), t("programs.courseTitle"), t("programs.credits")]}
                numericColumns={[2]}
                footer={
                  <tr>
                    <th scope="row" colSpan={2} className={`${tableCellClass} text-right`}>
                      {t("programs.semesterCredits")}
                    </th>
                    <td className={`${tableCellClass} text-right font-semibold`}>
                      {formatNumber(courses.reduce((sum, course) => sum + course.credits, 0))}
                    </td>
                  </tr>
                }
              >
                {courses.map((course) => (
                  <tr key={course.code}>
                    <td className={`${tableCellClass} font-mono`}>{course.code}</td>
                    <td className={tableCellClass} lang={language === "hi" ? "en" : undefined}>
                      {course.title}
                    </td>
                    <td className={`${tableCellClass} text-right`}>{formatNumber(course.credits)}</td>
                  </tr>
                ))}
              </ScrollTable>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/**
 * Who may apply, as staff wrote it (console): in the page's language, else the English text
 * marked so; until then, that it is to be published.
 */
function Eligibility({ program }: { program: Route.ComponentProps["loaderData"]["program"] }) {
  const { t, language } = useI18n();
  const hindi = language === "hi" ? program.eligibility_hi : null;
  const text = hindi ?? program.eligibility;
  return (
    <section className="mt-6" aria-labelledby="program-eligibility">
      <h2 id="program-eligibility" className="text-h4 font-bold text-slate-900">
        {t("programs.eligibility")}
      </h2>
      {text ? (
        <p className="mt-2 whitespace-pre-line text-slate-800" lang={language === "hi" && !hindi ? "en" : undefined}>
          {text}
        </p>
      ) : (
        <p className="mt-2 text-slate-700">{t("programs.toBePublished")}</p>
      )}
    </section>
  );
}

/** One programme: its facts, its structure year by year and semester by semester, its department and campuses. */
export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { program } = loaderData;
  const { t, language } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm">
        <LocalLink to={`/courses/${program.programLevel.toLowerCase()}`} className="text-brand underline">
          {t(`programs.levels.${program.programLevel}`)}
        </LocalLink>
      </p>
      <h1 className="mt-2 text-h2 font-bold text-slate-900">
        <RecordName record={program} />
      </h1>
      {program.code === null ? null : (
        <p className="mt-2 font-mono font-semibold text-brand" lang={language === "hi" ? "en" : undefined}>
          {program.code}
        </p>
      )}
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
        <li>
          <ProgramDuration duration={program.duration} />
        </li>
        <li>
          {program.intake === null
            ? `${t("programs.intakeLabel")}: ${t("programs.toBePublished")}`
            : t("programs.intake", { count: formatNumber(program.intake) })}
        </li>
      </ul>
      <Eligibility program={program} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <section className={`${cardClass} p-4`} aria-labelledby="program-department">
          <h2 id="program-department" className="text-h4 font-bold text-slate-900">
            {t("programs.departmentHeading")}
          </h2>
          <p className="mt-2">
            {program.dept_id === null ? (
              t("programs.toBePublished")
            ) : (
              <LocalLink to={`/dept/${program.dept_id._id}`} className="text-brand underline">
                <RecordName record={program.dept_id} />
              </LocalLink>
            )}
          </p>
        </section>
        <section className={`${cardClass} p-4`} aria-labelledby="program-campuses">
          <h2 id="program-campuses" className="text-h4 font-bold text-slate-900">
            {t("programs.campusesHeading")}
          </h2>
          {program.campuses.length === 0 ? (
            <p className="mt-2 text-slate-700">{t("programs.noCampuses")}</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {program.campuses.map((campus) => (
                <li key={campus._id}>
                  <LocalLink to={`/campus/${campus.slug}`} className="text-brand underline">
                    <RecordName record={campus} />
                  </LocalLink>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="mt-10" aria-labelledby="program-structure">
        <h2 id="program-structure" className="text-h3 font-bold text-slate-900">
          {t("programs.structure")}
        </h2>
        {hasPublishedYears(program) ? (
          <Structure years={program.years} />
        ) : (
          // A note about the structure is written in English only.
          <p className="mt-2 text-slate-700">
            {typeof program.years === "string" ? (
              <span lang={language === "hi" ? "en" : undefined}>{program.years}</span>
            ) : (
              t("programs.noStructure")
            )}
          </p>
        )}
      </section>
      <p className="mt-10">
        <LocalLink to={pagePath("allProgrammes")} className="text-brand underline">
          {t("programs.allProgrammes")}
        </LocalLink>
      </p>
    </main>
  );
}
