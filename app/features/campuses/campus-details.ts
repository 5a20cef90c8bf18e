import type { Campus } from "#common/api/campus.ts";

/**
 * What a campus page can show beyond the list's fields. Every detail is
 * optional: only some campuses have them, and older API answers lack them.
 */
export type CampusDetails = {
  name_hi: string | null;
  director: string | null;
  director_email: string | null;
  transport: string | null;
  history: string | null;
  labs: string[];
  facts: string[];
  /** The programmes as the campus lists them, in its own words. */
  listed_programmes: string[];
};

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string" && item.trim() !== "") : [];

/** The optional details of a campus record, whichever of them it carries. */
export function campusDetails(campus: Campus): CampusDetails {
  const record = campus as Campus & Record<string, unknown>;
  return {
    name_hi: text(record.name_hi),
    director: text(record.director),
    director_email: text(record.director_email),
    transport: text(record.transport),
    history: text(record.history),
    labs: texts(record.labs),
    // The API calls a campus's reported facts its highlights.
    facts: texts(record.highlights),
    listed_programmes: texts(record.listed_programmes),
  };
}

/** The campus a /campus/{name} segment names: its slug or its name, in any case. */
export function findCampus<C extends Pick<Campus, "name" | "slug">>(
  campuses: readonly C[],
  segment: string,
): C | undefined {
  const wanted = segment.trim().toLocaleLowerCase();
  return campuses.find(
    (campus) => campus.slug.toLocaleLowerCase() === wanted || campus.name.toLocaleLowerCase() === wanted,
  );
}
