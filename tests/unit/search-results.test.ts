import { describe, expect, it } from "vitest";
import {
  defaultSuggestions as localizedDefaults,
  searchResults as localizedResults,
  type FacultySummary,
} from "#app/features/search/search-results.ts";
import pageNames from "#app/i18n/messages/en/pages.ts";
import type { PageLabel } from "#app/shared/navigation.ts";

// The English pages name pages as the English catalogue does.
const english = (label: PageLabel) => pageNames[label];
const defaultSuggestions = localizedDefaults(english);
const searchResults = (query: string, faculty: FacultySummary[]) => localizedResults(query, faculty, english);

const faculty: FacultySummary[] = [
  {
    _id: "aaaaaaaaaaaaaaaaaaaaaaaa",
    salutation: "Dr.",
    firstname: "Meera",
    surname: "Sharma",
    dept_id: { _id: "d1", name: "Department of Computer Science", name_hi: null },
  },
];

describe("searchResults", () => {
  it("shows the three suggested course pages for a blank or whitespace-only query", () => {
    expect(searchResults("", faculty)).toEqual(defaultSuggestions);
    expect(searchResults(" \t ", faculty)).toEqual(defaultSuggestions);
  });

  it("matches a case-insensitive substring of the name, ignoring spaces around the query", () => {
    expect(searchResults("  REGISTR ", [])).toEqual([{ name: "Registrar", path: "/registrar" }]);
  });

  it("lists a page held by both the fixed list and the menu once", () => {
    const libraries = searchResults("library", []).filter((result) => result.path === "/amenities/Library");
    expect(libraries).toHaveLength(1);
  });

  it("finds menu-only items, dropdown items included", () => {
    expect(searchResults("other academic", [])).toEqual([
      { name: "Other Academic Units", path: "/administration/Other-Academic-Units" },
    ]);
  });

  it("shows faculty by full name with their department, linking to their profile", () => {
    expect(searchResults("meera sh", faculty)).toEqual([
      {
        name: "Dr. Meera Sharma",
        path: "/faculty/aaaaaaaaaaaaaaaaaaaaaaaa",
        department: { _id: "d1", name: "Department of Computer Science", name_hi: null },
      },
    ]);
  });

  it("finds nothing for text no name contains", () => {
    expect(searchResults("zzzz", faculty)).toEqual([]);
  });
});
