import type { CSSProperties } from "react";
import { data, Form } from "react-router";
import type { Faculty } from "#common/api/academics.ts";
import type { Route } from "./+types/faculty-directory";
import { readDepartmentSchools, schoolsProblemStatus } from "../features/academics/department-schools.server.ts";
import { FacultyCard, facultyMatches } from "../features/academics/faculty-person.tsx";
import { formatNumber } from "../i18n/format.ts";
import { useI18n, type MessagesHandle } from "../i18n/i18n.tsx";
import { metaTranslator, pageMeta } from "../i18n/meta.ts";
import { requestContext } from "../request-context.ts";
import { LocalLink } from "#app/shared/ui/local-link.tsx";
import { Pagination } from "#app/shared/ui/pagination.tsx";
import { StaticRegion } from "#app/shared/ui/static-region.tsx";
import { RecordName } from "#app/shared/ui/record-name.tsx";
import { pagePath } from "#common/page-lookup.ts";

/** Longest search text the directory honours. */
const searchMaxLength = 100;

/**
 * People on one page of the directory. Every teacher on one page made a document of some
 * 2,900 elements that a slow phone spent its load hydrating and laying out (decision 0143).
 */
const directoryPageSize = 48;

/** The page asked for: a whole number from 1; anything else (absent, malformed, huge) asks for the first. */
function requestedPage(raw: string | null): number {
  return raw && /^\d{1,6}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : 1;
}

/** The schools and departments of the people from `first` (counted from 0) to before `end`, in the directory's order. */
function directorySlice<School extends { dept_id: Array<{ people: unknown[] }> }>(
  directory: School[],
  first: number,
  end: number,
): School[] {
  let before = 0;
  return directory
    .map((school) => ({
      ...school,
      dept_id: school.dept_id
        .map((department) => {
          const start = before;
          before += department.people.length;
          return {
            ...department,
            people: department.people.slice(Math.max(0, first - start), Math.max(0, end - start)),
          };
        })
        .filter((department) => department.people.length > 0),
    }))
    .filter((school) => school.dept_id.length > 0);
}

export const handle = { messages: ["academics"] } satisfies MessagesHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { searchParams } = new URL(request.url);
  const q = (searchParams.get("q") ?? "").trim().slice(0, searchMaxLength);
  const words = q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const [{ schools, problem }, people] = await Promise.all([
    readDepartmentSchools(() => services.departments.listSchools()),
    services.faculty.list({ limit: 1000 }),
  ]);
  const peopleByDepartment = Map.groupBy(
    people.filter((person) => facultyMatches(person, words)),
    (person) => person.dept_id._id,
  );
  // Schools stay sorted by name (the service's order); only departments with someone to show are listed.
  // Each record carries only what the directory shows: the page's data is its largest part.
  const directory = schools
    .map(({ _id, name, name_hi, dept_id }) => ({
      _id,
      name,
      name_hi,
      dept_id: dept_id
        .map((department) => ({
          _id: department._id,
          name: department.name,
          name_hi: department.name_hi,
          people: (peopleByDepartment.get(department._id) ?? []).map(directoryEntry),
        }))
        .filter((department) => department.people.length > 0),
    }))
    .filter((school) => school.dept_id.length > 0);
  const count = directory.reduce(
    (sum, school) => sum + school.dept_id.reduce((inner, department) => inner + department.people.length, 0),
    0,
  );
  // Past the last page (an old link, a search that now matches fewer), the last page is shown.
  const totalPages = Math.max(1, Math.ceil(count / directoryPageSize));
  const page = Math.min(requestedPage(searchParams.get("page")), totalPages);
  const first = (page - 1) * directoryPageSize;
  const shown = {
    q,
    directory: directorySlice(directory, first, first + directoryPageSize),
    count,
    page,
    totalPages,
    first: first + 1,
    last: Math.min(count, first + directoryPageSize),
    problem,
  };
  // Without its schools the directory cannot be drawn: the page says why, with its status (decision 0082).
  return problem ? data(shown, { status: schoolsProblemStatus[problem] }) : shown;
}

/** A person as the directory lists them: avatar, name and designation (the profile has the rest). */
function directoryEntry({ _id, salutation, firstname, surname, designation, photo }: Faculty) {
  return { _id, salutation, firstname, surname, designation, photo };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta(t("academics.directoryTitle"), t("academics.directoryMeta"));
}

/**
 * How many rows a department's cards take in one, two and three columns: the browser holds
 * that height for a department it has not laid out yet (`render-card-rows-when-near`).
 */
function cardRows(cards: number) {
  return {
    "--card-rows-1": cards,
    "--card-rows-2": Math.ceil(cards / 2),
    "--card-rows-3": Math.ceil(cards / 3),
  } as CSSProperties;
}

/**
 * The faculty directory: schools by name, their departments, and the people of each, a page
 * at a time; the search and the page are in the URL.
 */
export default function FacultyDirectory({ loaderData }: Route.ComponentProps) {
  const { q, directory, count, page, totalPages, first, last, problem } = loaderData;
  const { t, localize } = useI18n();
  const pageHref = (target: number) => {
    const search = new URLSearchParams({ ...(q ? { q } : {}), ...(target > 1 ? { page: String(target) } : {}) });
    return `${localize(pagePath("facultiesDepartments"))}${search.size ? `?${search}` : ""}`;
  };
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-h2 font-bold text-slate-900">{t("academics.directoryTitle")}</h1>
      <Form
        method="get"
        action={localize(pagePath("facultiesDepartments"))}
        role="search"
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <label className="block grow font-medium text-slate-800 sm:max-w-md">
          {t("academics.search")}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={searchMaxLength}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-lg bg-brand px-4 py-2 font-semibold text-white">
          {t("academics.searchButton")}
        </button>
        {q ? (
          <LocalLink
            to={pagePath("facultiesDepartments")}
            className="inline-flex min-h-11 items-center rounded-lg border border-brand px-4 py-2 font-semibold text-brand"
          >
            {t("academics.clear")}
          </LocalLink>
        ) : null}
      </Form>
      {problem ? (
        <div role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-4 text-red-800">
          <p className="font-semibold" data-testid="schools-problem">
            {t(`academics.schoolsProblems.${problem}`)}
          </p>
          <p className="mt-1">{t("academics.schoolsProblemHelp")}</p>
        </div>
      ) : (
        <p role="status" className="mt-6 font-semibold text-slate-800" data-testid="faculty-count">
          {count === 1 ? t("academics.peopleOne") : t("academics.peopleMany", { count: formatNumber(count) })}
        </p>
      )}
      {totalPages > 1 ? (
        <p className="mt-1 text-slate-700" data-testid="faculty-range">
          {t("academics.shownRange", { first: formatNumber(first), last: formatNumber(last) })}
        </p>
      ) : null}
      {directory.length === 0 && !problem ? (
        <p className="mt-4 text-slate-700">{q ? t("academics.noMatches") : t("academics.noFaculty")}</p>
      ) : null}
      <StaticRegion renderedFrom={directory}>
        {directory.map((school) => (
          <section key={school._id} aria-labelledby={`school-${school._id}`} className="mt-10">
            <h2 id={`school-${school._id}`} className="text-h3 font-bold text-navy">
              <RecordName record={school} />
            </h2>
            {school.dept_id.map((department) => (
              <section
                key={department._id}
                aria-labelledby={`dept-${department._id}`}
                className="render-card-rows-when-near mt-6"
                style={cardRows(department.people.length)}
              >
                <h3 id={`dept-${department._id}`} className="text-h4 font-bold text-slate-900">
                  <LocalLink to={`/dept/${department._id}`} className="underline-offset-2 hover:underline">
                    <RecordName record={department} />
                  </LocalLink>
                </h3>
                <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {department.people.map((person) => (
                    <FacultyCard key={person._id} person={person} />
                  ))}
                </ul>
              </section>
            ))}
          </section>
        ))}
      </StaticRegion>
      <Pagination
        page={page}
        totalPages={totalPages}
        hrefFor={pageHref}
        labels={{
          navigation: t("academics.pages"),
          previous: t("academics.previous"),
          next: t("academics.next"),
          page: (number) => t("academics.page", { page: formatNumber(number) }),
        }}
      />
    </main>
  );
}
