import { createHash } from "node:crypto";
import type { Insertable } from "kysely";
import { academicSession } from "#common/academic-session.ts";
import { campusFacts } from "#common/campus-facts.ts";
import { noticeSections, type NoticeSectionKey } from "#common/notice-sections.ts";
import { portals, site } from "#common/site.ts";
import type { NoticeTable, StoredFileTable } from "../schema.ts";
import { stableId } from "../stable-id.ts";
import { currentDepartments } from "./academics.ts";
import { renderNoticePdf } from "./notice-pdf.ts";
import { sampleMark } from "./sample-mark.ts";
import { createRandom, type Random } from "./random.ts";

const day = 24 * 60 * 60 * 1000;

/** How a section's notices behave: how long each stays current, what it asks of the reader. */
type SectionKind =
  "admission" | "general" | "links" | "position" | "result" | "tender" | "event" | "members" | "minutes" | "record";

type SectionPlan = { kind: SectionKind; titles: ReadonlyArray<string> };

const ordinals = ["1st", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th", "9th", "10th", "11th", "12th"];

/** A governance body's member list, published twice (the older one superseded). */
function memberLists(body: string): SectionPlan {
  return { kind: "members", titles: Array(2).fill(`Members of the ${body} (as on {date})`) };
}

/** The minutes of a governance body's meetings, numbered in date order. */
function minutes(body: string, meetings: number): SectionPlan {
  return { kind: "minutes", titles: Array(meetings).fill(`Minutes of the {n} meeting of the ${body}`) };
}

/** Title templates per section: {session} 2025-26, {year}, {month}, {campus}, {dept}, {n} (meeting ordinal). */
const sectionPlans: Record<NoticeSectionKey, SectionPlan> = {
  admission: {
    kind: "admission",
    titles: [
      "Admission {session}: counselling schedule for diploma programmes",
      "Provisional merit list for B.Tech. admissions {session} (round 2)",
      "Spot admission for vacant seats in BBA programmes, {session}",
      "Documents to bring when reporting for admission, {session}",
      "Fee structure for the academic session {session}",
    ],
  },
  students: {
    kind: "general",
    titles: [
      "End-semester examination forms for {month} {year}",
      "50% tuition fee waiver for students from economically weaker sections: applications open",
      "Scholarship disbursement status for {session}",
      "Revised academic calendar for the even semester {session}",
      "Guidelines for summer internships {year}",
    ],
  },
  "important links": {
    kind: "links",
    titles: [
      "Student login (Samarth portal)",
      "Admission portal for programmes after class 12",
      "National Scholarship Portal",
      "Academic Bank of Credits: create your ABC ID",
      "DigiLocker: digital certificates and mark sheets",
    ],
  },
  "alerts and circulars": {
    kind: "general",
    titles: [
      "Campuses closed on account of the Diwali holidays, {year}",
      "Anti-ragging undertaking to be submitted by every student, {session}",
      "Alert: the university has no admission agents; beware of fraud",
      "Biometric attendance for students from {month} {year}",
      "Change in class timings at {campus} during winter",
    ],
  },
  announcements: {
    kind: "event",
    titles: [
      "Convocation {year}: registration for graduating students",
      "{short} Foundation Day celebrations, {year}",
      "Call for start-up ideas: incubation support for students and alumni",
      "Inter-campus hackathon {year}: registrations open",
      "New skill-based minor programmes from the next semester",
    ],
  },
  "academic positions": {
    kind: "position",
    titles: [
      "Recruitment of Assistant Professors on contract in the {dept}",
      "Walk-in interview for guest faculty in the {dept}",
      "Advertisement for Associate Professors (regular), {year}",
      "Engagement of visiting faculty for the {dept}",
    ],
  },
  "non academic positions": {
    kind: "position",
    titles: [
      "Recruitment of Laboratory Assistants at {campus}",
      "Engagement of Junior Assistants on contract",
      "Section Officers on deputation: applications invited",
      "Vacancy for a Library Assistant at {campus}",
    ],
  },
  "short term positions": {
    kind: "position",
    titles: [
      "Young Professionals for the Training and Placement Cell",
      "Project Associate for a funded project in the {dept}",
      "Data Entry Operators for admissions {session} (short term)",
      "Teaching Assistants for the summer bridge programme {year}",
    ],
  },
  results: {
    kind: "result",
    titles: [
      "Result of the written test for Assistant Professor ({dept})",
      "Final selection list: Junior Assistant recruitment {year}",
      "Candidates shortlisted for interview: Laboratory Assistant posts",
      "Result of the skill test for Data Entry Operators",
    ],
  },
  "recruitments and notice": {
    kind: "position",
    titles: [
      "Corrigendum: last date for faculty applications extended",
      "Interview schedule for non-teaching posts, {month} {year}",
      "Instructions to candidates for the recruitment examination",
      "Revised eligibility for the post of Training Officer",
    ],
  },
  "recruitment rules": {
    kind: "record",
    titles: [
      "Recruitment rules for the post of Assistant Professor",
      "Recruitment rules for the post of Registrar",
      "Recruitment rules for non-teaching posts (Group B and C)",
      "Amendment to the recruitment rules for Lecturers",
    ],
  },
  "ad office orders": {
    kind: "record",
    titles: [
      "Office order: constitution of the examination committee",
      "Office order: additional charge of Dean (Student Welfare)",
      "Office order: nodal officers for the grievance portal",
      "Office order: transfers and postings, {month} {year}",
    ],
  },
  "ad circulars": {
    kind: "record",
    titles: [
      "Circular: annual property returns for {year}",
      "Circular: Vigilance Awareness Week {year}",
      "Circular: all official files to move to e-office",
      "Circular: leave travel concession guidelines",
    ],
  },
  "ad important forms": {
    kind: "record",
    titles: [
      "Leave application form",
      "Medical reimbursement claim form",
      "No-objection certificate request form",
      "Travelling allowance claim form",
    ],
  },
  tenders: {
    kind: "tender",
    titles: [
      "Tender for the supply of CNC machines to {campus}",
      "Tender for housekeeping services at {campus}",
      "Tender for annual maintenance of computers and printers",
      "Tender for security services across campuses",
      "Tender for laboratory equipment for the {dept}",
    ],
  },
  news: {
    kind: "general",
    titles: [
      "{short} signs an apprenticeship agreement with an industry partner",
      "Students of {campus} win a state-level robotics challenge",
      "{campus} hosts a skills fair for school students",
      "Placement drive {year}: more than 300 offers across campuses",
    ],
  },
  events: {
    kind: "event",
    titles: [
      "Annual cultural festival {year} at {campus}",
      "Inter-campus sports meet {year}",
      "Workshop on start-up funding for student entrepreneurs",
      "International Day of Yoga {year}",
      "Blood donation camp at {campus}",
    ],
  },
  "member university court": memberLists("University Court"),
  "member board of management": memberLists("Board of Management"),
  "member academic council": memberLists("Academic Council"),
  "member finance committee": memberLists("Finance Committee"),
  "university court": minutes("University Court", 3),
  "board of management": minutes("Board of Management", 5),
  "academic council": minutes("Academic Council", 5),
  "finance committee": minutes("Finance Committee", 4),
};

/** The important links point at real public portals instead of carrying a file. */
const importantLinks = [
  portals.studentLogin,
  portals.admissionAfter12th,
  "https://scholarships.gov.in/",
  "https://www.abc.gov.in/",
  "https://www.digilocker.gov.in/",
];

const signatories: Record<SectionKind, string> = {
  admission: "Dean (Academic Affairs)",
  general: "Registrar",
  links: "Registrar",
  position: "Registrar",
  result: "Registrar",
  tender: "Controller of Finance",
  event: "Dean (Student Welfare)",
  members: "Registrar",
  minutes: "Registrar",
  record: "Registrar",
};

const bodies: Record<SectionKind, (notice: PlannedNotice) => string[]> = {
  admission: () => [
    `Candidates are advised to follow the schedule above and to keep their original documents ready. The admission portal lists the seat matrix, the reporting campus and the fee to be paid.`,
    `For help, candidates may write to ${site.admissionEmail}.`,
  ],
  general: () => [
    "This notice is issued for the information of all students and staff concerned. Heads of campuses are requested to display it on their notice boards.",
    `Queries may be sent to ${site.helpdeskEmail}.`,
  ],
  links: () => [],
  position: (notice) => [
    `Applications are invited from eligible candidates for ${notice.vacancies ?? 1} post(s). Eligibility, pay and the selection process are as per the university's recruitment rules.`,
    `Apply online through the job portal by ${notice.endDate}. Incomplete applications will not be considered.`,
  ],
  result: () => [
    "The candidates listed in the annexure have been found suitable. They will be informed individually of the next steps by email.",
    "The university's decision in the matter is final.",
  ],
  tender: (notice) => [
    `Sealed bids are invited through the Government of NCT of Delhi e-procurement portal. The last date for submission of bids is ${notice.endDate}.`,
    "The tender document, with the technical specifications and the terms and conditions, is available on the portal.",
  ],
  event: () => [
    "All students and staff are invited to take part. Campus coordinators will share the detailed programme and registration arrangements.",
  ],
  members: () => [
    "The Vice Chancellor (Chairperson); the Pro Vice Chancellor; the Registrar (Member Secretary); nominees of the Government of NCT of Delhi; Deans of the schools; and experts nominated under the Statutes.",
    "The term of the nominated members is as laid down in the Act and the Statutes of the university.",
  ],
  minutes: () => [
    "The minutes of the previous meeting were confirmed. The action taken report was noted. The items on the agenda were considered and resolved as recorded in the annexure.",
  ],
  record: () => ["This issues with the approval of the competent authority and takes effect immediately."],
};

type PlannedNotice = {
  id: string;
  section: NoticeSectionKey;
  sectionLabel: string;
  kind: SectionKind;
  title: string;
  createdAt: Date;
  archive: boolean;
  validUntil: Date | null;
  endDate: string | null;
  applyLink: string | null;
  vacancies: number | null;
  link: string | null;
};

function fillTitle(template: string, date: Date, meeting: number, random: Random): string {
  return template
    .replaceAll("{session}", academicSession(date))
    .replaceAll("{year}", String(date.getUTCFullYear()))
    .replaceAll("{month}", date.toLocaleString("en-IN", { month: "long", timeZone: "UTC" }))
    .replaceAll("{date}", date.toISOString().slice(0, 10))
    .replaceAll("{n}", ordinals[meeting] ?? `${meeting + 1}th`)
    .replaceAll("{short}", site.shortName)
    .replaceAll("{campus}", random.pick(campusFacts).name)
    .replaceAll("{dept}", random.pick(currentDepartments).name);
}

/**
 * How long ago the i-th notice of a section was published: the first within
 * three weeks (every board has something fresh), the second within four
 * months, the rest over two years.
 */
function daysAgo(index: number, random: Random): number {
  if (index === 0) return random.integer(1, 20);
  if (index === 1) return random.integer(21, 120);
  return random.integer(121, 730);
}

/**
 * Every seeded notice, dated relative to `today` so the boards look current.
 * Ids come from the section and position only, so a later run finds the rows
 * it made before and leaves them (and their dates) alone.
 */
export function planNotices(today: Date): PlannedNotice[] {
  const startOfDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return noticeSections.flatMap(({ key, label }) => {
    const plan = sectionPlans[key];
    const random = createRandom(`notice:${key}`);
    const dates = plan.titles
      .map((_, index) => startOfDay - daysAgo(index, random) * day + random.integer(210, 690) * 60 * 1000)
      .sort((a, b) => a - b);
    return plan.titles.map((template, index): PlannedNotice => {
      // Minutes and member lists take their dates in order, so meeting numbers rise with time.
      const createdAt = new Date(
        plan.kind === "minutes" || plan.kind === "members" ? dates[index]! : dates.at(-1 - index)!,
      );
      const age = (startOfDay - createdAt.getTime()) / day;
      const expiring = ["admission", "position", "tender", "event"].includes(plan.kind);
      const validUntil = expiring ? new Date(createdAt.getTime() + random.integer(30, 75) * day) : null;
      const superseded = plan.kind === "members" && index < plan.titles.length - 1;
      // Records, results and general notices: the oldest is always in the archive, so no board's archive is empty.
      const archivable = ["general", "record", "result"].includes(plan.kind);
      const oldest = index === plan.titles.length - 1;
      return {
        id: stableId("notice", `${key}:${index}`),
        section: key,
        sectionLabel: label,
        kind: plan.kind,
        title: fillTitle(template, createdAt, index, random),
        createdAt,
        archive: superseded || (archivable && (oldest || (age > 365 && random.chance(0.6)))),
        validUntil,
        endDate:
          validUntil && plan.kind !== "event"
            ? new Date(validUntil.getTime() - 2 * day).toISOString().slice(0, 10)
            : null,
        applyLink:
          plan.kind === "position"
            ? `${site.website}/recruitment`
            : plan.kind === "tender"
              ? "https://govtprocurement.delhi.gov.in/"
              : null,
        vacancies: plan.kind === "position" ? random.integer(1, 12) : null,
        link: plan.kind === "links" ? importantLinks[index % importantLinks.length]! : null,
      };
    });
  });
}

function fileName(title: string): string {
  return `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)}.pdf`;
}

/**
 * Every seeded notice is invented (decision 0130) except the important links, which
 * point at real public portals: those are facts, and the `facts` seed has them alone.
 */
export function isSampleNotice(notice: Pick<PlannedNotice, "kind">): boolean {
  return notice.kind !== "links";
}

/** The notice's row and, unless it is a link, its PDF. */
export async function noticeRows(
  notice: PlannedNotice,
): Promise<{ notice: Insertable<NoticeTable>; file: Insertable<StoredFileTable> | null }> {
  let file: Insertable<StoredFileTable> | null = null;
  const sample = isSampleNotice(notice);
  if (!notice.link) {
    const reference = `${site.shortName}/${notice.section.toUpperCase().replaceAll(" ", "-")}/${notice.createdAt.getUTCFullYear()}/${notice.id.slice(0, 4)}`;
    const content = await renderNoticePdf({
      title: notice.title,
      sectionLabel: notice.sectionLabel,
      // An invented number says what it is (decision 0187).
      reference: sample ? `${sampleMark.reference}/${reference}` : reference,
      issuedAt: notice.createdAt,
      paragraphs: bodies[notice.kind](notice),
      signatory: signatories[notice.kind],
      sample,
    });
    file = {
      id: createHash("sha256").update(content).digest("hex"),
      content,
      content_type: "application/pdf",
      size: content.byteLength,
      created_at: notice.createdAt.toISOString(),
    };
  }
  const createdAt = notice.createdAt.toISOString();
  return {
    file,
    notice: {
      id: notice.id,
      title: notice.title,
      section: notice.section,
      archive: notice.archive ? 1 : 0,
      file_id: file?.id ?? null,
      file_name: file ? fileName(notice.title) : null,
      link: notice.link,
      valid_until: notice.validUntil?.toISOString() ?? null,
      end_date: notice.endDate,
      apply_link: notice.applyLink,
      vacancies: notice.vacancies,
      created_by: null,
      sample: sample ? 1 : 0,
      created_at: createdAt,
      updated_at: createdAt,
    },
  };
}
