import type { Insertable } from "kysely";
import { site } from "#common/site.ts";
import type { FacultyTable } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import type { DepartmentFact } from "./academics-facts.ts";
import {
  departmentId,
  firstSeedDepartments,
  subjectProfile,
  successorDepartmentSlug,
  type CurrentDepartment,
} from "./academics.ts";
import type { Random } from "./random.ts";

/** Invented people: common Indian given names and surnames, combined at random. */
const womensNames = [
  "Aarti",
  "Anjali",
  "Ananya",
  "Bhavna",
  "Deepika",
  "Divya",
  "Garima",
  "Geeta",
  "Harpreet",
  "Isha",
  "Jyoti",
  "Kavita",
  "Kirti",
  "Lata",
  "Madhu",
  "Meenakshi",
  "Neha",
  "Nidhi",
  "Pooja",
  "Preeti",
  "Priyanka",
  "Rachna",
  "Rashmi",
  "Ritu",
  "Ruchi",
  "Sakshi",
  "Sangeeta",
  "Shalini",
  "Shikha",
  "Shweta",
  "Simran",
  "Sonal",
  "Sunita",
  "Swati",
  "Tanvi",
  "Usha",
  "Vandana",
  "Vidya",
  "Yamini",
  "Zoya",
];
const mensNames = [
  "Abhishek",
  "Ajay",
  "Alok",
  "Amit",
  "Anil",
  "Arjun",
  "Ashok",
  "Deepak",
  "Gaurav",
  "Harish",
  "Imran",
  "Jagdish",
  "Karan",
  "Manish",
  "Manoj",
  "Mohit",
  "Naveen",
  "Nitin",
  "Pankaj",
  "Prakash",
  "Rahul",
  "Rajesh",
  "Rakesh",
  "Ravi",
  "Rohit",
  "Sachin",
  "Sandeep",
  "Sanjay",
  "Satish",
  "Saurabh",
  "Sunil",
  "Tarun",
  "Uday",
  "Varun",
  "Vikas",
  "Vinod",
  "Vivek",
  "Yash",
  "Yogesh",
  "Zubair",
];
const surnames = [
  "Agarwal",
  "Ahmed",
  "Arora",
  "Bansal",
  "Bhatia",
  "Chauhan",
  "Chawla",
  "Choudhary",
  "Dahiya",
  "Das",
  "Dubey",
  "Garg",
  "Gill",
  "Goel",
  "Gupta",
  "Iyer",
  "Jain",
  "Joshi",
  "Kapoor",
  "Kaur",
  "Khan",
  "Khanna",
  "Kumar",
  "Malhotra",
  "Mehta",
  "Menon",
  "Mishra",
  "Nair",
  "Negi",
  "Pandey",
  "Rana",
  "Rao",
  "Rawat",
  "Reddy",
  "Saxena",
  "Sethi",
  "Sharma",
  "Singh",
  "Sinha",
  "Srivastava",
  "Tiwari",
  "Tyagi",
  "Verma",
  "Yadav",
];

/** Designations in the order they rank, with how often each occurs in a department. */
const designations = [
  { title: "Professor", share: 0.1, doctorate: 1 },
  { title: "Associate Professor", share: 0.2, doctorate: 0.9 },
  { title: "Assistant Professor", share: 0.45, doctorate: 0.6 },
  { title: "Lecturer", share: 0.25, doctorate: 0.2 },
] as const;

/**
 * Invented people get addresses at a domain reserved for examples (RFC 2606), never the
 * university's own, where a made-up name may be a real person's inbox (decision 0130).
 */
export const sampleEmailDomain = "example.org";
/** The domain the seed gave invented people before decision 0130, so an older database's rows can be found. */
export const firstSeedEmailDomain = new URL(site.website).hostname;
const listFormat = new Intl.ListFormat("en-GB");

/** A person of the first seed as that seed stored them, for moving them to their current department. */
export type FirstSeedPlacement = { id: string; departmentId: string; qualifications: string; profile: string };

export type FacultyRows = {
  faculty: Insertable<FacultyTable>[];
  /** The head of each current department (by slug): its senior-most person. */
  headOf: Map<string, string>;
  firstSeed: FirstSeedPlacement[];
};

/** Every department gets at least this many people. */
const minimumPerDepartment = 3;

type Person = {
  id: string;
  rank: (typeof designations)[number];
  woman: boolean;
  firstname: string;
  surname: string;
  doctorate: boolean;
  email: string;
  expertise: string[];
  years: number;
  teaches: string;
};

function designation(random: Random) {
  let roll = random.integer(0, 99) / 100;
  for (const candidate of designations) {
    if (roll < candidate.share) return candidate;
    roll -= candidate.share;
  }
  return designations[2];
}

/** `count` people of a subject profile, sorted by rank. Emails are unique: a second person with the same name gets a number. */
function invent(
  profile: DepartmentFact,
  count: number,
  idOf: (index: number) => string,
  random: Random,
  emails: Set<string>,
): Person[] {
  const ranks = Array.from({ length: count }, () => designation(random)).sort(
    (a, b) => designations.indexOf(a) - designations.indexOf(b),
  );
  return ranks.map((rank, index) => {
    const woman = random.chance(0.45);
    const firstname = random.pick(woman ? womensNames : mensNames);
    const surname = random.pick(surnames);
    const doctorate = random.chance(rank.doctorate);
    const base = `${firstname}.${surname}`.toLowerCase();
    let email = `${base}@${sampleEmailDomain}`;
    for (let suffix = 2; emails.has(email); suffix += 1) email = `${base}${suffix}@${sampleEmailDomain}`;
    emails.add(email);
    const expertise = random.sample(profile.expertise, random.integer(2, 3));
    const years = random.integer(3, 28);
    const teaches = random.pick(profile.courses);
    return { id: idOf(index), rank, woman, firstname, surname, doctorate, email, expertise, years, teaches };
  });
}

/** The texts that name the person's department. */
function describe(person: Person, departmentName: string) {
  const subject = departmentName.replace(/^Department of /, "");
  return {
    qualifications: JSON.stringify(
      person.doctorate
        ? [`Ph.D. in ${subject}`, `Master's degree in ${person.expertise[0]}`]
        : [`Master's degree in ${subject}`, `Bachelor's degree in ${subject}`],
    ),
    profile:
      `${person.rank.title} in the ${departmentName} with ${person.years} years of teaching and ` +
      `industry experience. Teaches ${person.teaches} and works on ${listFormat.format(person.expertise)}.`,
  };
}

/**
 * The invented people. The first seed's people (six to nine per subject
 * profile, the same names, emails and ids as then) are dealt out, senior-most
 * first, over the current departments of their profile, its successor first;
 * departments left with fewer than three get new people of their own.
 */
export function facultyRows(
  departments: ReadonlyArray<CurrentDepartment>,
  random: { firstSeed: Random; added: Random },
  seededAt: string,
): FacultyRows {
  const emails = new Set<string>();
  const peopleOf = new Map<string, Person[]>(departments.map((department) => [department.slug, []]));
  const firstSeed: FirstSeedPlacement[] = [];
  for (const profile of firstSeedDepartments) {
    const successor = successorDepartmentSlug(profile.slug);
    const homes = [
      successor,
      ...departments
        .filter((department) => department.profile === profile.slug && department.slug !== successor)
        .map((department) => department.slug),
    ];
    const count = random.firstSeed.integer(6, 9);
    const people = invent(
      profile,
      count,
      (index) => stableId("faculty", `${profile.slug}:${index}`),
      random.firstSeed,
      emails,
    );
    people.forEach((person, index) => {
      peopleOf.get(homes[index % homes.length]!)!.push(person);
      firstSeed.push({ id: person.id, departmentId: departmentId(profile.slug), ...describe(person, profile.name) });
    });
  }

  const faculty: Insertable<FacultyTable>[] = [];
  const headOf = new Map<string, string>();
  for (const department of departments) {
    const people = peopleOf.get(department.slug)!;
    const missing = minimumPerDepartment - people.length;
    if (missing > 0) {
      const profile = subjectProfile(department.profile);
      const start = people.length;
      people.push(
        ...invent(
          profile,
          missing,
          (index) => stableId("faculty", `${department.slug}:${start + index}`),
          random.added,
          emails,
        ),
      );
    }
    const head = people.reduce((senior, person) =>
      designations.indexOf(person.rank) < designations.indexOf(senior.rank) ? person : senior,
    );
    headOf.set(department.slug, head.email);
    for (const person of people) {
      faculty.push({
        id: person.id,
        salutation: person.doctorate ? "Dr." : person.woman ? "Ms." : "Mr.",
        firstname: person.firstname,
        surname: person.surname,
        email: person.email,
        department_id: departmentId(department.slug),
        designation: person.rank.title,
        ...describe(person, department.name),
        areas_of_expertise: JSON.stringify(person.expertise),
        photo: null,
        sample: 1,
        created_at: seededAt,
        updated_at: seededAt,
      });
    }
  }
  return { faculty, headOf, firstSeed };
}
