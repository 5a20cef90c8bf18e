import type { Insertable } from "kysely";
import type { Course, ProgramLevel, ProgramYears } from "#common/api/academics.ts";
import type { DepartmentTable, DepartmentSchoolTable, ProgramCampusTable, ProgramTable } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { programFacts, schoolFacts, type DepartmentFact, type ProgramFact } from "./academics-facts.ts";
import type { Random } from "./random.ts";

/** Courses every programme of a level starts with, before its department's own. */
const foundationCourses: Record<ProgramLevel, ReadonlyArray<string>> = {
  DIPLOMA: ["Applied Mathematics", "Applied Physics", "Communication Skills in English", "Workshop Practice"],
  UG: ["Engineering Mathematics", "Communication Skills in English", "Environmental Science", "Digital Literacy"],
  PG: ["Research Methodology", "Professional Ethics"],
};

const yearsOfStudy: Record<ProgramLevel, number> = { DIPLOMA: 3, UG: 3, PG: 2 };

function studyYears(program: ProgramFact): number {
  return program.name.startsWith("B.Tech.") || program.code === "BPHARM" || program.code === "BHMCT"
    ? 4
    : yearsOfStudy[program.level];
}

/**
 * Two semesters a year, five courses each: two foundation courses in each of
 * the first two semesters, the department's courses in order (repeated as part
 * II once the list runs out), a laboratory beside each semester's last course,
 * and an internship and a project in the final semester.
 */
function programStructure(program: ProgramFact, department: DepartmentFact, random: Random): ProgramYears {
  const years: ProgramYears = {};
  const foundations = [...foundationCourses[program.level]];
  const departmentCourses =
    program.level === "PG" ? department.courses.map((title) => `Advanced ${title}`) : department.courses;
  let nextCourse = 0;
  const takeDepartmentCourse = () => {
    const title = departmentCourses[nextCourse % departmentCourses.length]!;
    const round = Math.floor(nextCourse / departmentCourses.length);
    nextCourse += 1;
    return round === 0 ? title : `${title} ${round === 1 ? "II" : "III"}`;
  };
  const semesters = studyYears(program) * 2;
  for (let semester = 1; semester <= semesters; semester += 1) {
    const titles: { title: string; credits: number }[] = [];
    if (semester === semesters) {
      titles.push({ title: takeDepartmentCourse(), credits: 4 }, { title: "Industry Internship", credits: 6 });
      titles.push({ title: program.level === "DIPLOMA" ? "Major Project" : "Capstone Project", credits: 8 });
    } else {
      while (titles.length < 4) {
        const foundation = semester <= 2 && titles.length < 2 ? foundations.shift() : undefined;
        const title = foundation ?? takeDepartmentCourse();
        titles.push({ title, credits: random.integer(3, 4) });
      }
      titles.push({ title: `${titles.at(-1)!.title} Laboratory`, credits: 2 });
    }
    const courses: Course[] = titles.map(({ title, credits }, index) => ({
      code: `${department.code}${program.level === "PG" ? 5 : program.level === "UG" ? 3 : 1}${semester}${String(index + 1).padStart(2, "0")}`,
      title,
      credits,
    }));
    const year = String(Math.ceil(semester / 2));
    (years[year] ??= { semesters: [] }).semesters.push({ semester, courses });
  }
  return years;
}

export type AcademicRows = {
  schools: Insertable<DepartmentSchoolTable>[];
  departments: Insertable<DepartmentTable>[];
  programs: Insertable<ProgramTable>[];
  offerings: Insertable<ProgramCampusTable>[];
};

export const departmentFacts = schoolFacts.flatMap((school) =>
  school.departments.map((department) => ({ ...department, school: school.slug })),
);

export function departmentId(slug: string): string {
  return stableId("department", slug);
}

/** Schools, departments, programmes and where each programme is offered. */
export function academicRows(
  random: Random,
  seededAt: string,
  hodEmail: (departmentSlug: string) => string | null,
): AcademicRows {
  const schools = schoolFacts.map((school) => ({
    id: stableId("department-school", school.slug),
    slug: school.slug,
    name: school.name,
    created_at: seededAt,
    updated_at: seededAt,
  }));
  const departments = departmentFacts.map((department) => ({
    id: departmentId(department.slug),
    slug: department.slug,
    name: department.name,
    school_id: stableId("department-school", department.school),
    hod_email: hodEmail(department.slug),
    overview:
      `The ${department.name} teaches ${department.focus}. Its programmes combine classroom ` +
      `teaching with laboratory and workshop practice and a semester of industry internship, so ` +
      `that students graduate ready for work or for starting a venture of their own.`,
    created_at: seededAt,
    updated_at: seededAt,
  }));
  const bySlug = new Map(departmentFacts.map((department) => [department.slug, department]));
  const programs: Insertable<ProgramTable>[] = [];
  const offerings: Insertable<ProgramCampusTable>[] = [];
  for (const program of programFacts) {
    const department = bySlug.get(program.department);
    if (!department) throw new Error(`Programme ${program.code} names an unknown department ${program.department}`);
    const id = stableId("program", program.code);
    const years =
      program.unpublished === undefined ? programStructure(program, department, random) : program.unpublished;
    programs.push({
      id,
      code: program.code,
      name: program.name,
      level: program.level,
      department_id: departmentId(department.slug),
      duration: `${studyYears(program)} years`,
      intake: program.intake,
      years: JSON.stringify(years),
      created_at: seededAt,
      updated_at: seededAt,
    });
    const campusCount = Math.min(department.campuses.length, random.integer(1, 3));
    for (const campus of random.sample(department.campuses, campusCount)) {
      offerings.push({ program_id: id, campus_id: stableId("campus", campus) });
    }
  }
  return { schools, departments, programs, offerings };
}
