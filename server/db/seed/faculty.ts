import type { Insertable } from "kysely";
import { site } from "#common/site.ts";
import type { FacultyTable } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import type { DepartmentFact } from "./academics-facts.ts";
import { departmentId } from "./academics.ts";
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

const emailDomain = new URL(site.website).hostname;
const listFormat = new Intl.ListFormat("en-GB");

export type FacultyRows = { faculty: Insertable<FacultyTable>[]; headOf: Map<string, string> };

function designation(random: Random) {
  let roll = random.integer(0, 99) / 100;
  for (const candidate of designations) {
    if (roll < candidate.share) return candidate;
    roll -= candidate.share;
  }
  return designations[2];
}

/**
 * About seven people per department, sorted by rank; the senior-most is the
 * head of department. Emails are unique: a second person with the same name
 * gets a number.
 */
export function facultyRows(departments: ReadonlyArray<DepartmentFact>, random: Random, seededAt: string): FacultyRows {
  const faculty: Insertable<FacultyTable>[] = [];
  const headOf = new Map<string, string>();
  const emails = new Set<string>();
  for (const department of departments) {
    const people = Array.from({ length: random.integer(6, 9) }, () => designation(random)).sort(
      (a, b) => designations.indexOf(a) - designations.indexOf(b),
    );
    people.forEach((rank, index) => {
      const woman = random.chance(0.45);
      const firstname = random.pick(woman ? womensNames : mensNames);
      const surname = random.pick(surnames);
      const doctorate = random.chance(rank.doctorate);
      const base = `${firstname}.${surname}`.toLowerCase();
      let email = `${base}@${emailDomain}`;
      for (let suffix = 2; emails.has(email); suffix += 1) email = `${base}${suffix}@${emailDomain}`;
      emails.add(email);
      if (index === 0) headOf.set(department.slug, email);
      const subject = department.name.replace(/^Department of /, "");
      const expertise = random.sample(department.expertise, random.integer(2, 3));
      faculty.push({
        id: stableId("faculty", `${department.slug}:${index}`),
        salutation: doctorate ? "Dr." : woman ? "Ms." : "Mr.",
        firstname,
        surname,
        email,
        department_id: departmentId(department.slug),
        designation: rank.title,
        qualifications: JSON.stringify(
          doctorate
            ? [`Ph.D. in ${subject}`, `Master's degree in ${expertise[0]}`]
            : [`Master's degree in ${subject}`, `Bachelor's degree in ${subject}`],
        ),
        areas_of_expertise: JSON.stringify(expertise),
        photo: null,
        profile:
          `${rank.title} in the ${department.name} with ${random.integer(3, 28)} years of teaching and ` +
          `industry experience. Teaches ${random.pick(department.courses)} and works on ${listFormat.format(expertise)}.`,
        created_at: seededAt,
        updated_at: seededAt,
      });
    });
  }
  return { faculty, headOf };
}
