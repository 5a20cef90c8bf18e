import { Form } from "react-router";
import { programLevels, type ProgramLevel } from "#common/program-levels.ts";
import { programForCard } from "#common/programs.ts";
import type { Route } from "./+types/courses";
import { recordNotFound, RecordErrorBoundary } from "../features/errors/record-error-boundary.tsx";
import { ProgramCard } from "../features/programs/program-card.tsx";
import { ProgramCardDetails } from "../features/programs/program-card-details.tsx";
import {
  countByLevel,
  filterPrograms,
  parseProgramLevel,
  programSearchMaxLength,
  readProgramFilter,
} from "../features/programs/program-filter.ts";
import { formatNumber } from "../i18n/format.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, notFoundMeta, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { localName } from "#app/shared/ui/record-name.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";
import { pagePath } from "#common/page-lookup.ts";

export const handle = { messages: ["programs"] } satisfies MessagesHandle;

/**
 * The last cards, a row at the widest grid, are laid out with the page: a jump to the end then
 * lands beside cards already at their real height, and the browser's scroll anchor is one of them
 * rather than a card that grows from its estimate as it is drawn, pushing the footer away (decision 0180).
 */
const cardsLaidOutWithPage = 3;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const level = params.programLevel === undefined ? undefined : parseProgramLevel(params.programLevel);
  if (params.programLevel !== undefined && !level) recordNotFound();
  const { services } = context.get(requestContext);
  const [programs, campuses] = await Promise.all([services.programs.list(), services.campus.list()]);
  const filter = readProgramFilter(new URL(request.url).searchParams, level);
  const matching = filterPrograms(programs, filter);
  const departments = [
    ...new Map(programs.flatMap(({ dept_id }) => (dept_id ? [[dept_id._id, dept_id] as const] : []))).values(),
  ];
  return {
    filter,
    // With nothing published, the page says so rather than that no programme matches the filters.
    catalogueEmpty: programs.length === 0,
    programs: (level ? matching.filter((program) => program.programLevel === level) : matching).map(programForCard),
    levelCounts: countByLevel(matching),
    departments: departments.toSorted((a, b) => a.name.localeCompare(b.name, "en")),
    campuses: campuses.map(({ _id, name, slug, ...rest }) => ({ _id, name, slug, name_hi: nameHi(rest) })),
  };
}

/** The optional Hindi name a record may carry. */
function nameHi(record: object): string | null {
  return "name_hi" in record && typeof record.name_hi === "string" ? record.name_hi : null;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return notFoundMeta(t);
  const level = loaderData?.filter.level;
  const title = level ? t("programs.levelTitle", { level: t(`programs.levels.${level}`) }) : t("programs.title");
  return pageMeta(title, t("programs.metaDescription"));
}

export const ErrorBoundary = RecordErrorBoundary;

const fieldClass = "mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-slate-900";

/** The programme finder: level tabs in the path, text, department and campus in the query, all server-rendered. */
export default function Courses({ loaderData }: Route.ComponentProps) {
  const { filter, programs, levelCounts, departments, campuses, catalogueEmpty } = loaderData;
  const { t, language, localize } = useI18n();
  const query = new URLSearchParams(
    Object.entries({ q: filter.q, department: filter.department, campus: filter.campus }).filter(([, value]) => value),
  ).toString();
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  const levelPath = (level?: ProgramLevel) => (level ? `/courses/${level.toLowerCase()}` : pagePath("allProgrammes"));
  const total = programLevels.reduce((sum, level) => sum + levelCounts[level], 0);
  const heading = filter.level
    ? t("programs.levelTitle", { level: t(`programs.levels.${filter.level}`) })
    : t("programs.title");

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{heading}</h1>
      <nav aria-label={t("programs.levelNavigation")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[undefined, ...programLevels].map((level) => {
            const current = level === filter.level;
            return (
              <li key={level ?? "all"}>
                <LocalLink
                  to={withQuery(levelPath(level))}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold ${
                    current ? "bg-brand text-white" : "border border-hairline bg-card text-slate-800 hover:bg-slate-100"
                  }`}
                >
                  {level ? t(`programs.levels.${level}`) : t("programs.allLevels")} (
                  {formatNumber(level ? levelCounts[level] : total)})
                </LocalLink>
              </li>
            );
          })}
        </ul>
      </nav>
      <Form
        method="get"
        action={localize(levelPath(filter.level))}
        role="search"
        aria-label={t("programs.filters")}
        className="mt-6 grid gap-4 rounded-xl border border-hairline bg-card p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <label className="block font-medium text-slate-800">
          {t("programs.search")}
          <input
            type="search"
            name="q"
            defaultValue={filter.q}
            maxLength={programSearchMaxLength}
            className={fieldClass}
          />
        </label>
        <label className="block font-medium text-slate-800">
          {t("programs.department")}
          <select name="department" defaultValue={filter.department} className={fieldClass}>
            <option value="">{t("programs.anyDepartment")}</option>
            {departments.map((department) => (
              <option key={department._id} value={department._id}>
                {localName(department, language).text}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-medium text-slate-800">
          {t("programs.campus")}
          <select name="campus" defaultValue={filter.campus} className={fieldClass}>
            <option value="">{t("programs.anyCampus")}</option>
            {campuses.map((campus) => (
              <option key={campus._id} value={campus.slug}>
                {localName(campus, language).text}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="min-h-11 rounded-lg bg-brand px-4 py-2 font-semibold text-white">
            {t("programs.apply")}
          </button>
          {query ? (
            <LocalLink
              to={levelPath(filter.level)}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand px-4 py-2 font-semibold text-brand"
            >
              {t("programs.clear")}
            </LocalLink>
          ) : null}
        </div>
      </Form>
      <p role="status" className="mt-6 font-semibold text-slate-800" data-testid="program-count">
        {programs.length === 1
          ? t("programs.resultOne")
          : t("programs.resultMany", { count: formatNumber(programs.length) })}
      </p>
      {programs.length === 0 ? (
        <p className="mt-4 text-slate-700" data-testid="program-empty">
          {catalogueEmpty
            ? t("programs.noneYet")
            : filter.level && !query && levelCounts[filter.level] === 0
              ? t("programs.noneAtLevel", { level: t(`programs.levels.${filter.level}`) })
              : t("programs.noResults")}
        </p>
      ) : (
        <StaticRegion renderedFrom={programs}>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {programs.map((program, index) => (
              <li
                key={program._id}
                className={index < programs.length - cardsLaidOutWithPage ? "render-program-card-when-near" : undefined}
              >
                <ProgramCard program={program} headingLevel="h2">
                  <ProgramCardDetails program={program} />
                </ProgramCard>
              </li>
            ))}
          </ul>
        </StaticRegion>
      )}
    </main>
  );
}
