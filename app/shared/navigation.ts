import type pageNames from "#app/i18n/messages/en/pages.ts";
import { campusZones, type CampusZone } from "#common/campuses.ts";
import { portals } from "#common/site.ts";

/** A page's name: its key in the catalogue's `pages` namespace, which holds it in each language. */
export type PageLabel = keyof typeof pageNames;

/** A page the menu links to: a path on this site, or an absolute URL that opens in a new tab. */
export type MenuLink = { label: PageLabel; path: string };

/** A heading whose items appear in a dropdown (desktop) or an accordion (phone). */
export type MenuGroup = { label: PageLabel; items: ReadonlyArray<MenuEntry> };

export type MenuEntry = MenuLink | MenuGroup;

/** The site map: every page the menu lists, on a page of its own (the phone menu's link before scripts run). */
export const sitemapPath = "/sitemap";

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return "items" in entry;
}

/** Paths that leave the site (the admission portals) are absolute URLs. */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//.test(path);
}

/** Each zone's name among the page labels (the menu's zone pages, the contact directory's headings). */
export const zoneLabels: Record<CampusZone, PageLabel> = {
  central: "zoneCentral",
  north: "zoneNorth",
  south: "zoneSouth",
  east: "zoneEast",
  west: "zoneWest",
};

const zoneLinks: ReadonlyArray<MenuLink> = campusZones.map((zone) => ({
  label: zoneLabels[zone],
  path: `/campus/zone/${zone}`,
}));

/** The administration's offices and papers: a menu of their own, and suggested by the search. */
export const administrativeLinks: ReadonlyArray<MenuLink> = [
  { label: "boardOfManagement", path: "/administration/administrative/board-of-management" },
  { label: "statutoryBodies", path: "/administration/administrative/statutory-bodies" },
  { label: "teamDseu", path: "/administration/administrative/team-DSEU" },
  { label: "statutes", path: "/administration/administrative/Statutes" },
  { label: "advisoryBoard", path: "/administration/administrative/advisory-board" },
  { label: "employeePolicies", path: "/administration/administrative/employee-policy" },
  { label: "importantForms", path: "/administration/administrative/important-forms" },
  { label: "officeOrders", path: "/administration/administrative/office-orders" },
  { label: "circulars", path: "/administration/administrative/circulars" },
];

/**
 * The site's navigation tree, the one source for the desktop menu, the phone
 * menu and the search overlay. Groups nest at most two levels deep, as the
 * specification's menus do.
 */
export const mainMenu: ReadonlyArray<MenuEntry> = [
  { label: "home", path: "/" },
  {
    label: "aboutUs",
    items: [
      { label: "aboutUniversity", path: "/about-us/About-the-University" },
      { label: "visionMission", path: "/about-us/Vision-and-Mission" },
      { label: "history", path: "/about-us/history" },
      { label: "annualReport", path: "/about-us/annualReport" },
    ],
  },
  {
    label: "academics",
    items: [
      {
        label: "programmes",
        items: [
          { label: "allProgrammes", path: "/courses" },
          { label: "ugProgrammes", path: "/courses/ug" },
          { label: "pgProgrammes", path: "/courses/pg" },
          { label: "diplomaProgrammes", path: "/courses/diploma" },
        ],
      },
      { label: "facultiesDepartments", path: "/academics/faculty" },
      { label: "academicAdministration", path: "/academics/academicAdministration" },
      { label: "regulations", path: "/academics/regulations" },
      { label: "academicCalendar", path: "/academics/academic-calendar" },
      { label: "holidayCalendar", path: "/holiday-calendar" },
      { label: "collaboration", path: "/academics/collaboration" },
      { label: "iqac", path: "/academics/IQAC" },
      { label: "ugcGuidelines", path: "/UGC-Guidelines" },
    ],
  },
  { label: "campuses", items: zoneLinks },
  {
    label: "admission",
    items: [
      { label: "admissionSession", path: "/admission" },
      { label: "informationBulletin", path: "/admission/information-bulletin" },
      { label: "applyAfter10th", path: portals.admissionAfter10th },
      { label: "applyAfter12th", path: portals.admissionAfter12th },
      { label: "applyAfterBachelor", path: portals.admissionAfterBachelor },
      { label: "processGuidelines", path: "/admission/process-and-guidelines" },
      { label: "feeRefundPolicy", path: "/admission/refund-policy" },
    ],
  },
  {
    label: "administration",
    items: [
      {
        label: "administrative",
        items: administrativeLinks,
      },
      {
        // The governance bodies' notice boards: each lists its body's member lists and minutes.
        label: "membersAndMinutes",
        items: [
          { label: "universityCourt", path: "/administration/governance/university-court" },
          { label: "boardOfManagementMinutes", path: "/administration/governance/board-of-management" },
          { label: "academicCouncil", path: "/administration/governance/academic-council" },
          { label: "financeCommittee", path: "/administration/governance/finance-committee" },
        ],
      },
      { label: "chancellor", path: "/administration/chancellor" },
      { label: "viceChancellor", path: "/administration/vice-chancellor" },
      { label: "registrar", path: "/registrar" },
      { label: "coe", path: "/administration/coe" },
      { label: "cof", path: "/administration/cof" },
      { label: "supportServices", path: "/administration/Support-Services" },
      { label: "otherAcademicUnits", path: "/administration/Other-Academic-Units" },
    ],
  },
  {
    label: "studentLife",
    items: [
      { label: "nccNss", path: "/ncc" },
      { label: "sports", path: "/amenities/Sports" },
      { label: "library", path: "/amenities/Library" },
      { label: "scholarship", path: "/amenities/Scholarship" },
      { label: "icc", path: "/amenities/ICC" },
      { label: "antiRagging", path: "/amenities/Anti-Ragging" },
      { label: "equalOpportunity", path: "/amenities/Equal-Opportunity" },
    ],
  },
  { label: "tpCell", path: "/placement" },
  {
    label: "workWithUs",
    items: [
      { label: "jobPortal", path: "/recruitment" },
      { label: "recruitmentRules", path: "/recruitment-rules" },
    ],
  },
  { label: "entrepreneurship", path: "/Entrepreneurship" },
];

/** Every link of the tree, dropdown items included, in menu order. */
export function menuLinks(entries: ReadonlyArray<MenuEntry> = mainMenu): MenuLink[] {
  return entries.flatMap((entry) => (isMenuGroup(entry) ? menuLinks(entry.items) : [entry]));
}
