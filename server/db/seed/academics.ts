import type { Insertable } from "kysely";
import type { Course, ProgramYears } from "#common/api/academics.ts";
import type { ProgramLevel } from "#common/program-levels.ts";
import type { DepartmentSchoolTable, DepartmentTable, ProgramCampusTable, ProgramTable } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { facultyEntries, slugOf, successorOfFirstSeedDepartment } from "./academic-structure.ts";
import { firstSeedSchools, programFacts, type DepartmentFact, type ProgramFact } from "./academics-facts.ts";
import type { Random } from "./random.ts";

/** The levels of the invented programmes: certificate courses are only those the campuses report. */
type InventedLevel = Exclude<ProgramLevel, "CERTIFICATE">;

/** Courses every programme of a level starts with, before its department's own. */
const foundationCourses: Record<InventedLevel, ReadonlyArray<string>> = {
  DIPLOMA: ["Applied Mathematics", "Applied Physics", "Communication Skills in English", "Workshop Practice"],
  UG: ["Engineering Mathematics", "Communication Skills in English", "Environmental Science", "Digital Literacy"],
  PG: ["Research Methodology", "Professional Ethics"],
};

const yearsOfStudy: Record<InventedLevel, number> = { DIPLOMA: 3, UG: 3, PG: 2 };

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

/** A department of the first seed (a subject profile) with the slug of its school. */
export type FirstSeedDepartment = DepartmentFact & { school: string };

export const firstSeedDepartments: ReadonlyArray<FirstSeedDepartment> = firstSeedSchools.flatMap((school) =>
  school.departments.map((department) => ({ ...department, school: school.slug })),
);

/** A department of the university's structure, with its slug and its faculty's slug. */
export type CurrentDepartment = { slug: string; name: string; nameHi: string; profile: string; faculty: string };

export const currentDepartments: ReadonlyArray<CurrentDepartment> = facultyEntries.flatMap((faculty) =>
  faculty.departments.map((department) => ({
    slug: slugOf(department.name),
    name: `Department of ${department.name}`,
    nameHi: `${department.nameHi} विभाग`,
    profile: department.profile,
    faculty: facultySlug(faculty.abbreviation),
  })),
);

function facultySlug(abbreviation: string): string {
  return abbreviation.toLowerCase();
}

export function departmentId(slug: string): string {
  return stableId("department", slug);
}

export function schoolId(slug: string): string {
  return stableId("department-school", slug);
}

/** The current department that takes over a department of the first seed. */
export function successorDepartmentSlug(firstSeedSlug: string): string {
  const successor = successorOfFirstSeedDepartment[firstSeedSlug];
  if (!successor) throw new Error(`No successor for the first seed's department ${firstSeedSlug}`);
  return slugOf(successor);
}

/** The faculty that takes over a school of the first seed: the one holding its first department's successor. */
export function successorSchoolSlug(firstSeedSchoolSlug: string): string {
  const first = firstSeedDepartments.find((department) => department.school === firstSeedSchoolSlug);
  const successor = currentDepartments.find((department) => department.slug === successorDepartmentSlug(first!.slug));
  return successor!.faculty;
}

export function subjectProfile(slug: string): FirstSeedDepartment {
  const profile = firstSeedDepartments.find((department) => department.slug === slug);
  if (!profile) throw new Error(`Unknown subject profile ${slug}`);
  return profile;
}

/**
 * Faculties, departments, the invented programmes and where each is offered: a
 * few campuses drawn from the subject profile's.
 */
export function academicRows(
  random: Random,
  seededAt: string,
  hodEmail: (departmentSlug: string) => string | null,
): AcademicRows {
  const schools = facultyEntries.map((faculty) => ({
    id: schoolId(facultySlug(faculty.abbreviation)),
    slug: facultySlug(faculty.abbreviation),
    name: faculty.name,
    name_hi: faculty.nameHi,
    abbreviation: faculty.abbreviation,
    created_at: seededAt,
    updated_at: seededAt,
  }));
  // A department's overview is its staff's to write; the page says what the data knows (its faculty, its programmes).
  const departments = currentDepartments.map((department) => ({
    id: departmentId(department.slug),
    slug: department.slug,
    name: department.name,
    name_hi: department.nameHi,
    school_id: schoolId(department.faculty),
    hod_email: hodEmail(department.slug),
    overview: "",
    created_at: seededAt,
    updated_at: seededAt,
  }));
  const currentSlugs = new Set(currentDepartments.map((department) => department.slug));
  const programs: Insertable<ProgramTable>[] = [];
  const offerings: Insertable<ProgramCampusTable>[] = [];
  for (const program of programFacts) {
    const profile = subjectProfile(program.profile);
    const home = slugOf(program.department);
    if (!currentSlugs.has(home)) throw new Error(`Programme ${program.code} names an unknown department`);
    const id = stableId("program", program.code);
    const years = program.unpublished === undefined ? programStructure(program, profile, random) : program.unpublished;
    programs.push({
      id,
      code: program.code,
      name: program.name,
      name_hi: program.nameHi,
      level: program.level,
      department_id: departmentId(home),
      duration: `${studyYears(program)} years`,
      intake: program.intake,
      years: JSON.stringify(years),
      sample: 1,
      created_at: seededAt,
      updated_at: seededAt,
    });
    const campusCount = Math.min(profile.campuses.length, random.integer(1, 3));
    for (const campus of random.sample(profile.campuses, campusCount))
      offerings.push({ program_id: id, campus_id: stableId("campus", campus) });
  }
  return { schools, departments, programs, offerings };
}

/**
 * The overview every department had before decision 0130: one template whose claims
 * (internships, workshops) were true of no department in particular. A department
 * still holding it has its overview emptied; one its staff rewrote keeps theirs.
 */
export function templateOverview(department: CurrentDepartment): string {
  const facultyName = facultyEntries.find((faculty) => facultySlug(faculty.abbreviation) === department.faculty)!.name;
  return (
    `The ${department.name} belongs to the ${facultyName}. Its programmes ` +
    `combine classroom teaching with laboratory and workshop practice and a semester of industry ` +
    `internship, so that students graduate ready for work or for starting a venture of their own.`
  );
}

/** A programme's department in the first seed: the department its subject profile was. */
export function firstSeedProgramDepartment(program: ProgramFact): string {
  return departmentId(program.profile);
}
