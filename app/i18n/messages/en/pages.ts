import { pageNames } from "#common/page-lookup.ts";

/**
 * Page names, as the menus, the search overlay and the footer show them: the menu's groups and the
 * other names pages are listed under here, each page's own name in the page registry (common/pages.ts).
 */
export default {
  aboutUs: "About Us",
  academics: "Academics",
  programmes: "Programmes",
  ugProgrammesShort: "UG Programmes",
  pgProgrammesShort: "PG Programmes",
  ugCourses: "Undergraduate courses",
  pgCourses: "Postgraduate courses",
  diplomaCourses: "Diploma courses",
  faculty: "Faculty",
  campuses: "Campuses",
  campusesCentral: "Central Zone Campuses",
  campusesNorth: "North Zone Campuses",
  campusesSouth: "South Zone Campuses",
  campusesEast: "East Zone Campuses",
  campusesWest: "West Zone Campuses",
  admission: "Admission",
  administration: "Administration",
  administrative: "Administrative",
  administrativeOffices: "Administrative Offices",
  membersAndMinutes: "Members and Minutes",
  studentLife: "Student Life",
  trainingPlacement: "Training and Placement",
  trainingPlacementCell: "Training and Placement Cell",
  workWithUs: "Work with us",
  recruitment: "Recruitment",
  rti: "RTI",
  websitePolicies: "Website policies",
  ...pageNames("en"),
};
