import { programLevels } from "#common/program-levels.ts";
import type { Route } from "./+types/department";
import { FacultyCard, FacultySummary } from "../features/academics/faculty-person.tsx";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { ProgramCard } from "../features/programs/program-card.tsx";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { languageOfPath } from "../i18n/language.ts";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { cardClass } from "#app/shared/ui/card.tsx";
import { localName, RecordName } from "#app/shared/ui/record-name.tsx";

export const handle = { messages: ["academics", "programs"] } satisfies MessagesHandle;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const [department, programs, people] = await Promise.all([
    services.departments.find(params.id),
    services.programs.listByDepartment(params.id),
    services.faculty.list({ limit: 1000 }),
  ]);
  if (!department) recordNotFound();
  const faculty = people.filter((person) => person.dept_id._id === department._id);
  // `hod` is an email; the head is whoever of the faculty has it (anyone's, in case they sit in another department).
  const hodEmail = department.hod?.toLowerCase();
  const head = hodEmail ? people.find((person) => person.email.toLowerCase() === hodEmail) : undefined;
  return {
    department,
    head,
    faculty,
    programs: programs ?? [],
  };
}

export function meta({ matches, loaderData, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const name = localName(loaderData.department, languageOfPath(location.pathname)).text;
  return pageMeta(name, t("academics.departmentMeta", { name }));
}

export const ErrorBoundary = RecordErrorBoundary;

/** A department: its overview (when its staff have written one), head, faculty and programmes by level. */
export default function DepartmentPage({ loaderData }: Route.ComponentProps) {
  const { department, head, faculty, programs } = loaderData;
  const { t, language } = useI18n();
  const english = language === "hi" ? "en" : undefined;
  const levels = programLevels
    .map((level) => ({ level, programs: programs.filter((program) => program.programLevel === level) }))
    .filter((group) => group.programs.length > 0);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm text-slate-700">
        {t("academics.school")}: <RecordName record={department.school} />
      </p>
      <h1 className="mt-2 text-h2 font-bold text-slate-900">
        <RecordName record={department} />
      </h1>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {/* Only what is true of this department: no overview is shown until its staff write one. */}
        {department.overview.trim() ? (
          <section aria-labelledby="overview" className={`${cardClass} p-4 lg:col-span-2`}>
            <h2 id="overview" className="text-h4 font-bold text-slate-900">
              {t("academics.overview")}
            </h2>
            <p className="mt-2 text-slate-700" lang={english}>
              {department.overview}
            </p>
          </section>
        ) : null}
        <section aria-labelledby="head" className={`${cardClass} p-4`}>
          <h2 id="head" className="text-h4 font-bold text-slate-900">
            {t("academics.headOfDepartment")}
          </h2>
          {head ? (
            <div className="mt-3 flex items-center gap-3" data-testid="head-of-department">
              <FacultySummary person={head} size={56} />
            </div>
          ) : (
            <p className="mt-2 text-slate-700">{t("academics.noHead")}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="department-faculty" className="mt-10">
        <h2 id="department-faculty" className="text-h3 font-bold text-slate-900">
          {t("academics.faculty")}
        </h2>
        {faculty.length === 0 ? (
          <p className="mt-2 text-slate-700">{t("academics.noFaculty")}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {faculty.map((person) => (
              <FacultyCard key={person._id} person={person} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="department-programmes" className="mt-10">
        <h2 id="department-programmes" className="text-h3 font-bold text-slate-900">
          {t("academics.programmes")}
        </h2>
        {levels.length === 0 ? <p className="mt-2 text-slate-700">{t("academics.noProgrammes")}</p> : null}
        {levels.map((group) => (
          <section key={group.level} aria-labelledby={`level-${group.level}`} className="mt-6">
            <h3 id={`level-${group.level}`} className="text-h4 font-bold text-navy">
              {t(`programs.levels.${group.level}`)}
            </h3>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.programs.map((program) => (
                <li key={program._id}>
                  <ProgramCard program={program} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </section>
    </main>
  );
}
