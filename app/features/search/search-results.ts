import type { Faculty } from "#common/api/academics.ts";
import type { PageLabel } from "#app/shared/navigation.ts";
import { defaultSuggestionLinks, searchablePages } from "./search-suggestions.ts";
import type { NamedRecord } from "#app/shared/ui/record-name.tsx";

/**
 * One row of the search overlay's list. A faculty member's row carries their department,
 * shown under the name in place of the path; their name is written in Latin letters.
 */
export type SearchResult = { name: string; path: string; department?: NamedRecord };

/** The fields of a faculty member the search needs. */
export type FacultySummary = Pick<Faculty, "_id" | "salutation" | "firstname" | "surname" | "dept_id">;

/** A page's name in the language being read (the catalogue's `pages` namespace). */
export type PageName = (label: PageLabel) => string;

export function defaultSuggestions(pageName: PageName): SearchResult[] {
  return defaultSuggestionLinks.map(({ label, path }) => ({ name: pageName(label), path }));
}

export function facultyFullName(member: FacultySummary): string {
  return [member.salutation, member.firstname, member.surname].filter(Boolean).join(" ");
}

/**
 * The rows for a query: the defaults when it is blank, otherwise every page
 * and faculty member whose name contains it, ignoring case and the spaces
 * around it. A page both lists hold appears once.
 */
export function searchResults(
  query: string,
  faculty: ReadonlyArray<FacultySummary>,
  pageName: PageName,
): SearchResult[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return defaultSuggestions(pageName);
  const candidates = [
    ...searchablePages.map(({ label, path }) => ({ name: pageName(label), path })),
    ...faculty.map((member) => ({
      name: facultyFullName(member),
      path: `/faculty/${member._id}`,
      department: member.dept_id,
    })),
  ];
  const seen = new Set<string>();
  return candidates.filter(({ name, path }) => {
    const key = `${name.toLowerCase()}\u0000${path.toLowerCase()}`;
    if (!name.toLowerCase().includes(needle) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
