// Programme facts the pages need at run time, kept free of zod so that the
// browser code of `/` and /courses does not carry the schema library.
import type { Program, ProgramYears } from "./api/academics.ts";

/** True when a programme's structure is published, so its card may open /programs/{id}. */
export function hasPublishedYears<T extends { years: unknown }>(program: T): program is T & { years: ProgramYears } {
  return typeof program.years === "object" && program.years !== null;
}

/**
 * A programme as a card needs it: the structure by year, which only
 * /programs/{id} shows and which is most of a programme's size, becomes an
 * empty object when published (null otherwise), so `hasPublishedYears` still
 * answers and a page listing many programmes stays light.
 */
export function programForCard(program: Program): Program {
  return { ...program, years: hasPublishedYears(program) ? {} : null };
}

/** What the home page's programme browser shows of a programme: its code and name, linked when published. */
export type ProgramHeadline = Pick<Program, "_id" | "code" | "name" | "years"> & { name_hi?: Program["name_hi"] };

/**
 * A programme's headline for a page in one language: the Hindi name travels only to Hindi
 * pages (which show the English one where it is missing), and the structure only as
 * whether it is published (`programForCard`).
 */
export function programHeadline(program: Program, hindi: boolean): ProgramHeadline {
  const { _id, code, name, name_hi, years } = programForCard(program);
  return { _id, code, name, ...(hindi ? { name_hi } : {}), years };
}
