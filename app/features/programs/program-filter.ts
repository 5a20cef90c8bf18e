import type { Program } from "#common/api/academics.ts";
import { programLevels, type ProgramLevel } from "#common/program-levels.ts";

/** The finder's filters, as the URL query carries them (`?q=…&department=…&campus=…`); the level is in the path. */
export type ProgramFilter = { level?: ProgramLevel; q: string; department: string; campus: string };

/** Longest search text the finder honours; the rest of a longer one is ignored. */
export const programSearchMaxLength = 100;

/** The level a path segment names, in any case (`ug`, `Ug`, `UG`); undefined when it names none. */
export function parseProgramLevel(segment: string): ProgramLevel | undefined {
  return programLevels.find((level) => level === segment.toUpperCase());
}

/** The filters of a finder URL; anything malformed reads as "no filter". */
export function readProgramFilter(searchParams: URLSearchParams, level?: ProgramLevel): ProgramFilter {
  const text = (name: string) => (searchParams.get(name) ?? "").trim().slice(0, programSearchMaxLength);
  return { level, q: text("q"), department: text("department"), campus: text("campus") };
}

type Searchable = Program & { name_hi?: string | null };

/** The programmes matching every filter; the text matches code, name or department, ignoring case. */
export function filterPrograms(programs: readonly Searchable[], filter: Omit<ProgramFilter, "level">): Searchable[] {
  const words = filter.q.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return programs.filter((program) => {
    if (filter.department && program.dept_id?._id !== filter.department) return false;
    if (filter.campus && !program.campuses.some((campus) => campus.slug === filter.campus)) return false;
    const haystack = [program.code ?? "", program.name, program.name_hi ?? "", program.dept_id?.name ?? ""]
      .join(" ")
      .toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** How many programmes of each level pass the other filters: the counts beside the level tabs. */
export function countByLevel(programs: readonly Program[]): Record<ProgramLevel, number> {
  const counts = Object.fromEntries(programLevels.map((level) => [level, 0])) as Record<ProgramLevel, number>;
  for (const program of programs) counts[program.programLevel] += 1;
  return counts;
}
