import { campusZones } from "./campuses.ts";
import { portals } from "./site.ts";

/** A page the menu links to: a path on this site, or an absolute URL that opens in a new tab. */
export type MenuLink = { name: string; path: string };

/** A heading whose items appear in a dropdown (desktop) or an accordion (phone). */
export type MenuGroup = { name: string; items: ReadonlyArray<MenuEntry> };

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}

/** Paths that leave the site (the admission portals) are absolute URLs. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//.test(path);
}

const zoneLinks: ReadonlyArray<MenuLink> = campusZones.map((zone) => ({
  name: `${zone[0]!.toUpperCase()}${zone.slice(1)}`,
  path: `/campus/zone/${zone}`,
}));

/**
 * The site's navigation tree, the one source for the desktop menu, the phone
 * menu and the search overlay. Groups nest at most two levels deep, as the
 * specification's menus do.
 */
export const mainMenu: ReadonlyArray<MenuEntry> = [
  { name: "Home", path: "/" },
  {
    name: "About Us",
    items: [
      { name: "About the University", path: "/about-us/About-the-University" },
      { name: "Vision and Mission", path: "/about-us/Vision-and-Mission" },
      { name: "History of DSEU", path: "/about-us/history" },
      { name: "Annual Report", path: "/about-us/annualReport" },
    ],
  },
  {
    name: "Academics",
    items: [
      {
        name: "Programmes",
        items: [
          { name: "All programmes", path: "/courses" },
          { name: "Undergraduate programmes", path: "/courses/ug" },
          { name: "Postgraduate programmes", path: "/courses/pg" },
          { name: "Diploma programmes", path: "/courses/diploma" },
        ],
      },
      { name: "Faculties & Departments", path: "/academics/faculty" },
      { name: "Academic Administration", path: "/academics/academicAdministration" },
      { name: "Academic Regulations", path: "/academics/regulations" },
      { name: "Academic Calendar", path: "/academics/academic-calendar" },
      { name: "Holiday Calendar", path: "/holiday-calendar" },
      { name: "Academic Collaboration", path: "/academics/collaboration" },
      { name: "Internal Quality Assurance Cell (IQAC)", path: "/academics/IQAC" },
      { name: "UGC Guidelines", path: "/UGC-Guidelines" },
    ],
  },
  { name: "Campuses", items: zoneLinks },
  {
    name: "Admission",
    items: [
      { name: "Admission 2025-26", path: "/admission" },
      { name: "Information Bulletin", path: "/admission/information-bulletin" },
      { name: "Apply: after 10th", path: portals.admissionAfter10th },
      { name: "Apply: after 12th", path: portals.admissionAfter12th },
      { name: "Apply: after bachelor's", path: portals.admissionAfterBachelor },
      { name: "Process and Guidelines", path: "/admission/process-and-guidelines" },
      { name: "Fee Refund Policy", path: "/admission/refund-policy" },
    ],
  },
  {
    name: "Administration",
    items: [
      {
        name: "Administrative",
        items: [
          { name: "Board of Management", path: "/administration/administrative/board-of-management" },
          { name: "Statutory Bodies", path: "/administration/administrative/statutory-bodies" },
          { name: "Team DSEU", path: "/administration/administrative/team-DSEU" },
          { name: "Statutes, University Act, Ordinances", path: "/administration/administrative/Statutes" },
          { name: "Advisory Board", path: "/administration/administrative/advisory-board" },
          { name: "Employee Policies", path: "/administration/administrative/employee-policy" },
          { name: "Important Forms", path: "/administration/administrative/important-forms" },
          { name: "Office Orders", path: "/administration/administrative/office-orders" },
          { name: "Circulars", path: "/administration/administrative/circulars" },
        ],
      },
      { name: "Chancellor", path: "/administration/chancellor" },
      { name: "Vice Chancellor", path: "/administration/vice-chancellor" },
      { name: "Registrar", path: "/registrar" },
      { name: "Controller of Examination (COE)", path: "/administration/coe" },
      { name: "Controller of Finance (COF)", path: "/administration/cof" },
      { name: "Support Services", path: "/administration/Support-Services" },
      { name: "Other Academic Units", path: "/administration/Other-Academic-Units" },
    ],
  },
  {
    name: "Student Life",
    items: [
      { name: "NCC/NSS", path: "/ncc" },
      { name: "Sports", path: "/amenities/Sports" },
      { name: "Library", path: "/amenities/Library" },
      { name: "Scholarship", path: "/amenities/Scholarship" },
      { name: "Internal Complaints Committee", path: "/amenities/ICC" },
      { name: "Anti-Ragging Cell", path: "/amenities/Anti-Ragging" },
      { name: "Equal Opportunity Cell", path: "/amenities/Equal-Opportunity" },
    ],
  },
  { name: "T & P Cell", path: "/placement" },
  {
    name: "Work with us",
    items: [
      { name: "Job Portal", path: "/recruitment" },
      { name: "Recruitment Rules", path: "/recruitment-rules" },
    ],
  },
  { name: "Entrepreneurship", path: "/Entrepreneurship" },
];

/** Every link of the tree, dropdown items included, in menu order. */
export function menuLinks(entries: ReadonlyArray<MenuEntry> = mainMenu): MenuLink[] {
  return entries.flatMap((entry) => (isMenuGroup(entry) ? menuLinks(entry.items) : [entry]));
}
