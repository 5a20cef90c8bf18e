import type { PageGroup } from "./api/content.ts";
import { portals } from "./site.ts";

/** The menu's groups, as the catalogue's `pages` namespace names them; a page's `menu` lists those above it. */
export type MenuGroupName =
  | "aboutUs"
  | "academics"
  | "programmes"
  | "campuses"
  | "admission"
  | "administration"
  | "administrative"
  | "membersAndMinutes"
  | "studentLife"
  | "workWithUs";

/** The footer's lists of links. */
export type FooterList = "quick" | "explore" | "policies";

/**
 * One page of the site, declared once (docs/decisions/0290): the route table, the menus, the
 * footer, the search overlay, the sitemap, the page groups and the content folder all read it.
 */
export type PageEntry = {
  /** How code names the page (`pagePath("alumni")`), and its key in the catalogue's `pages` namespace. */
  name: string;
  /**
   * Its English address as the specification spells it, the canonical one; the Hindi page is the same
   * under /hi. An entry without a module is a link: another page's address with its parameter filled,
   * or another site.
   */
  path: string;
  /** The route module, under app/, that serves it; a page of text has routes/info-page.tsx unless it names another. */
  module?: string;
  /** Its name in each language, where the menus, the footer or the search show it. */
  names?: { en: string; hi: string };
  /** Its place in the main menu: the groups above it, outermost first ([] for the top level), in this list's order. */
  menu?: readonly MenuGroupName[];
  /** The spelling the specification's own links to it use (the footer's, the home page's), where it is not `path`'s. */
  linkedAs?: string;
  /** Its link in a footer list: the place in that list, and the name the footer shows when it is not the page's own. */
  footer?: { list: FooterList; at: number; name?: string };
  /** The names (catalogue keys) the search overlay also finds it by, beside its menu entry. */
  search?: readonly string[];
  /** Its place among the overlay's three suggestions before anything is typed, with the name and spelling shown. */
  suggested?: { name: string; href: string };
  /**
   * A page of text: its text starts as a content file per language (content/<language>/<path in
   * lower case>.md), and the group named here is the staff editors' who may change it.
   */
  text?: PageGroup;
  /** The group of staff editors who may change what a page without text shows (its officials, its committee). */
  group?: PageGroup;
  /** Left out of the sitemap: a page that asks search engines not to index it. */
  sitemap?: false;
  /** Another site that holds, meanwhile, what a page under construction will hold. */
  elsewhere?: string;
};

/**
 * Every page, in the order of the main menu; pages the menu does not list follow. Each is served at
 * its path and again under /hi/. Paths match in any case and with a trailing slash; each page
 * declares the spelling below as canonical.
 */
// One line or a few per page, a table to read down: prettier would spread each over ten.
// prettier-ignore
export const pageRegistry = [
  { name: "home", path: "/", module: "routes/home.tsx", names: { en: "Home", hi: "मुखपृष्ठ" }, menu: [] },
  { name: "aboutUniversity", path: "/about-us/About-the-University",
    names: { en: "About the University", hi: "विश्वविद्यालय के बारे में" }, menu: ["aboutUs"],
    footer: { list: "explore", at: 1 }, text: "about" },
  { name: "visionMission", path: "/about-us/Vision-and-Mission",
    names: { en: "Vision and Mission", hi: "दृष्टि और लक्ष्य" }, menu: ["aboutUs"],
    footer: { list: "explore", at: 4 }, text: "about" },
  { name: "history", path: "/about-us/history", names: { en: "History of DSEU", hi: "डीएसईयू का इतिहास" },
    menu: ["aboutUs"], text: "about" },
  { name: "annualReport", path: "/about-us/annualReport", names: { en: "Annual Report", hi: "वार्षिक प्रतिवेदन" },
    menu: ["aboutUs"], text: "about" },
  { name: "allProgrammes", path: "/courses", module: "routes/courses.tsx",
    names: { en: "All programmes", hi: "सभी कार्यक्रम" }, menu: ["academics", "programmes"],
    linkedAs: "/Courses", footer: { list: "quick", at: 1, name: "programmes" }, search: ["programmes"] },
  { name: "ugProgrammes", path: "/courses/ug", names: { en: "Undergraduate programmes", hi: "स्नातक कार्यक्रम" },
    menu: ["academics", "programmes"], search: ["ugProgrammesShort"],
    suggested: { name: "ugCourses", href: "/Courses/ug" } },
  { name: "pgProgrammes", path: "/courses/pg", names: { en: "Postgraduate programmes", hi: "स्नातकोत्तर कार्यक्रम" },
    menu: ["academics", "programmes"], search: ["pgProgrammesShort"],
    suggested: { name: "pgCourses", href: "/Courses/pg" } },
  { name: "diplomaProgrammes", path: "/courses/diploma",
    names: { en: "Diploma programmes", hi: "डिप्लोमा कार्यक्रम" }, menu: ["academics", "programmes"],
    suggested: { name: "diplomaCourses", href: "/Courses/Diploma" } },
  { name: "facultiesDepartments", path: "/academics/faculty", module: "routes/faculty-directory.tsx",
    names: { en: "Faculties & Departments", hi: "संकाय और विभाग" }, menu: ["academics"],
    footer: { list: "quick", at: 3, name: "faculty" } },
  { name: "academicAdministration", path: "/academics/academicAdministration",
    names: { en: "Academic Administration", hi: "शैक्षणिक प्रशासन" }, menu: ["academics"], text: "academics" },
  { name: "regulations", path: "/academics/regulations", names: { en: "Academic Regulations", hi: "शैक्षणिक विनियम" },
    menu: ["academics"], footer: { list: "quick", at: 6 }, text: "academics" },
  { name: "academicCalendar", path: "/academics/academic-calendar",
    names: { en: "Academic Calendar", hi: "शैक्षणिक कैलेंडर" }, menu: ["academics"], text: "academics" },
  { name: "holidayCalendar", path: "/holiday-calendar", module: "routes/holiday-calendar.tsx",
    names: { en: "Holiday Calendar", hi: "अवकाश कैलेंडर" }, menu: ["academics"], text: "academics" },
  { name: "collaboration", path: "/academics/collaboration",
    names: { en: "Academic Collaboration", hi: "शैक्षणिक सहयोग" }, menu: ["academics"], text: "academics" },
  { name: "iqac", path: "/academics/IQAC",
    names: { en: "Internal Quality Assurance Cell (IQAC)", hi: "आंतरिक गुणवत्ता आश्वासन प्रकोष्ठ (IQAC)" },
    menu: ["academics"], text: "academics" },
  { name: "ugcGuidelines", path: "/UGC-Guidelines", module: "routes/under-construction.tsx",
    names: { en: "UGC Guidelines", hi: "यूजीसी दिशानिर्देश" }, menu: ["academics"], sitemap: false,
    elsewhere: "https://www.ugc.gov.in/" },
  { name: "zoneCentral", path: "/campus/zone/central", names: { en: "Central", hi: "मध्य" }, menu: ["campuses"],
    search: ["campusesCentral"] },
  { name: "zoneNorth", path: "/campus/zone/north", names: { en: "North", hi: "उत्तर" }, menu: ["campuses"],
    search: ["campusesNorth"] },
  { name: "zoneSouth", path: "/campus/zone/south", names: { en: "South", hi: "दक्षिण" }, menu: ["campuses"],
    search: ["campusesSouth"] },
  { name: "zoneEast", path: "/campus/zone/east", names: { en: "East", hi: "पूर्व" }, menu: ["campuses"],
    search: ["campusesEast"] },
  { name: "zoneWest", path: "/campus/zone/west", names: { en: "West", hi: "पश्चिम" }, menu: ["campuses"],
    search: ["campusesWest"] },
  { name: "admissionSession", path: "/admission",
    names: { en: "Admission {admissionSession}", hi: "प्रवेश {admissionSession}" }, menu: ["admission"],
    text: "admission" },
  { name: "informationBulletin", path: "/admission/information-bulletin", module: "routes/notice-board.tsx",
    names: { en: "Information Bulletin", hi: "सूचना पुस्तिका" }, menu: ["admission"] },
  { name: "applyAfter10th", path: portals.admissionAfter10th,
    names: { en: "Apply: after 10th", hi: "आवेदन: 10वीं के बाद" }, menu: ["admission"] },
  { name: "applyAfter12th", path: portals.admissionAfter12th,
    names: { en: "Apply: after 12th", hi: "आवेदन: 12वीं के बाद" }, menu: ["admission"] },
  { name: "applyAfterBachelor", path: portals.admissionAfterBachelor,
    names: { en: "Apply: after bachelor's", hi: "आवेदन: स्नातक के बाद" }, menu: ["admission"] },
  { name: "processGuidelines", path: "/admission/process-and-guidelines",
    names: { en: "Process and Guidelines", hi: "प्रक्रिया और दिशानिर्देश" }, menu: ["admission"], text: "admission" },
  { name: "feeRefundPolicy", path: "/admission/refund-policy",
    names: { en: "Fee Refund Policy", hi: "शुल्क वापसी नीति" }, menu: ["admission"], text: "admission",
    footer: { list: "explore", at: 5 } },
  { name: "boardOfManagement", path: "/administration/administrative/board-of-management",
    names: { en: "Board of Management", hi: "प्रबंधन बोर्ड" }, menu: ["administration", "administrative"],
    search: ["administrativeOffices"], text: "governance" },
  { name: "statutoryBodies", path: "/administration/administrative/statutory-bodies",
    names: { en: "Statutory Bodies", hi: "सांविधिक निकाय" }, menu: ["administration", "administrative"],
    text: "governance" },
  { name: "teamDseu", path: "/administration/administrative/team-DSEU", names: { en: "Team DSEU", hi: "टीम डीएसईयू" },
    menu: ["administration", "administrative"], text: "governance" },
  { name: "statutes", path: "/administration/administrative/Statutes",
    names: { en: "Statutes, University Act, Ordinances", hi: "परिनियम, विश्वविद्यालय अधिनियम, अध्यादेश" },
    menu: ["administration", "administrative"], text: "governance" },
  { name: "advisoryBoard", path: "/administration/administrative/advisory-board",
    names: { en: "Advisory Board", hi: "सलाहकार बोर्ड" }, menu: ["administration", "administrative"],
    text: "governance" },
  { name: "employeePolicies", path: "/administration/administrative/employee-policy",
    names: { en: "Employee Policies", hi: "कर्मचारी नीतियाँ" }, menu: ["administration", "administrative"],
    text: "governance" },
  { name: "importantForms", path: "/administration/administrative/important-forms", module: "routes/notice-board.tsx",
    names: { en: "Important Forms", hi: "महत्वपूर्ण प्रपत्र" }, menu: ["administration", "administrative"] },
  { name: "officeOrders", path: "/administration/administrative/office-orders", module: "routes/notice-board.tsx",
    names: { en: "Office Orders", hi: "कार्यालय आदेश" }, menu: ["administration", "administrative"] },
  { name: "circulars", path: "/administration/administrative/circulars", module: "routes/notice-board.tsx",
    names: { en: "Circulars", hi: "परिपत्र" }, menu: ["administration", "administrative"] },
  { name: "universityCourt", path: "/administration/governance/university-court", module: "routes/notice-board.tsx",
    names: { en: "University Court", hi: "विश्वविद्यालय सभा" }, menu: ["administration", "membersAndMinutes"],
    group: "governance" },
  { name: "boardOfManagementMinutes", path: "/administration/governance/board-of-management",
    module: "routes/notice-board.tsx", names: { en: "Board of Management", hi: "प्रबंधन बोर्ड" },
    menu: ["administration", "membersAndMinutes"], group: "governance" },
  { name: "academicCouncil", path: "/administration/governance/academic-council", module: "routes/notice-board.tsx",
    names: { en: "Academic Council", hi: "विद्या परिषद" }, menu: ["administration", "membersAndMinutes"],
    group: "governance" },
  { name: "financeCommittee", path: "/administration/governance/finance-committee", module: "routes/notice-board.tsx",
    names: { en: "Finance Committee", hi: "वित्त समिति" }, menu: ["administration", "membersAndMinutes"],
    group: "governance" },
  { name: "chancellor", path: "/administration/chancellor", module: "routes/official.tsx",
    names: { en: "Chancellor", hi: "कुलाधिपति" }, menu: ["administration"], group: "governance" },
  { name: "viceChancellor", path: "/administration/vice-chancellor", module: "routes/official.tsx",
    names: { en: "Vice Chancellor", hi: "कुलपति" }, menu: ["administration"], group: "governance" },
  { name: "registrar", path: "/registrar", module: "routes/official.tsx", names: { en: "Registrar", hi: "कुलसचिव" },
    menu: ["administration"], group: "governance" },
  { name: "coe", path: "/administration/coe", module: "routes/official.tsx",
    names: { en: "Controller of Examination (COE)", hi: "परीक्षा नियंत्रक (COE)" }, menu: ["administration"],
    group: "governance" },
  { name: "cof", path: "/administration/cof", module: "routes/official.tsx",
    names: { en: "Controller of Finance (COF)", hi: "वित्त नियंत्रक (COF)" }, menu: ["administration"],
    group: "governance" },
  { name: "supportServices", path: "/administration/Support-Services", module: "routes/under-construction.tsx",
    names: { en: "Support Services", hi: "सहायता सेवाएँ" }, menu: ["administration"], sitemap: false },
  { name: "otherAcademicUnits", path: "/administration/Other-Academic-Units", module: "routes/under-construction.tsx",
    names: { en: "Other Academic Units", hi: "अन्य शैक्षणिक इकाइयाँ" }, menu: ["administration"], sitemap: false },
  { name: "nccNss", path: "/ncc", names: { en: "NCC/NSS", hi: "एनसीसी/एनएसएस" }, menu: ["studentLife"],
    footer: { list: "explore", at: 2, name: "studentLife" }, text: "student-life" },
  { name: "sports", path: "/amenities/Sports", names: { en: "Sports", hi: "खेलकूद" }, menu: ["studentLife"],
    text: "student-life" },
  { name: "library", path: "/amenities/Library", names: { en: "Library", hi: "पुस्तकालय" }, menu: ["studentLife"],
    footer: { list: "explore", at: 3 }, text: "student-life" },
  { name: "scholarship", path: "/amenities/Scholarship", names: { en: "Scholarship", hi: "छात्रवृत्ति" },
    menu: ["studentLife"], text: "student-life" },
  { name: "icc", path: "/amenities/ICC", names: { en: "Internal Complaints Committee", hi: "आंतरिक शिकायत समिति" },
    menu: ["studentLife"], text: "student-life" },
  { name: "antiRagging", path: "/amenities/Anti-Ragging",
    names: { en: "Anti-Ragging Cell", hi: "रैगिंग-रोधी प्रकोष्ठ" }, menu: ["studentLife"], text: "student-life" },
  { name: "equalOpportunity", path: "/amenities/Equal-Opportunity",
    names: { en: "Equal Opportunity Cell", hi: "समान अवसर प्रकोष्ठ" }, menu: ["studentLife"], text: "student-life" },
  { name: "tpCell", path: "/placement", names: { en: "T & P Cell", hi: "प्रशिक्षण एवं नियोजन प्रकोष्ठ" }, menu: [],
    footer: { list: "quick", at: 2, name: "trainingPlacement" }, search: ["trainingPlacementCell"],
    text: "student-life" },
  { name: "jobPortal", path: "/recruitment", module: "routes/recruitment.tsx",
    names: { en: "Job Portal", hi: "नौकरी पोर्टल" }, menu: ["workWithUs"],
    footer: { list: "quick", at: 4, name: "recruitment" }, search: ["workWithUs"] },
  { name: "recruitmentRules", path: "/recruitment-rules", module: "routes/notice-board.tsx",
    names: { en: "Recruitment Rules", hi: "भर्ती नियम" }, menu: ["workWithUs"] },
  { name: "entrepreneurship", path: "/Entrepreneurship", names: { en: "Entrepreneurship", hi: "उद्यमिता" }, menu: [],
    text: "student-life" },
  { name: "screenReaderAccess", path: "/screen-reader-access", module: "routes/screen-reader-access.tsx",
    names: { en: "Screen reader access", hi: "स्क्रीन रीडर सुविधा" } },
  { name: "coursesByLevel", path: "/courses/:programLevel", module: "routes/courses.tsx" },
  { name: "programme", path: "/programs/:id", module: "routes/program.tsx" },
  { name: "facultyMember", path: "/faculty/:id", module: "routes/faculty-profile.tsx" },
  { name: "department", path: "/dept/:id", module: "routes/department.tsx" },
  { name: "campusZone", path: "/campus/zone/:zone", module: "routes/campus-zone.tsx" },
  { name: "campus", path: "/campus/:name", module: "routes/campus.tsx" },
  { name: "chancellorShort", path: "/chancellor", module: "routes/official.tsx", group: "governance" },
  { name: "viceChancellorShort", path: "/vice-chancellor", module: "routes/official.tsx", group: "governance" },
  { name: "admissionGuidelines", path: "/admission/guidelines",
    names: { en: "Admission Guidelines", hi: "प्रवेश दिशानिर्देश" }, search: ["admissionGuidelines"],
    text: "admission" },
  { name: "administrativeIndex", path: "/administration/administrative",
    footer: { list: "quick", at: 5, name: "administration" }, text: "governance" },
  { name: "help", path: "/help", names: { en: "Help", hi: "सहायता" }, footer: { list: "policies", at: 2 },
    text: "policies" },
  { name: "accessibilityStatement", path: "/accessibility-statement",
    names: { en: "Accessibility statement", hi: "सुगम्यता विवरण" }, footer: { list: "policies", at: 4 },
    text: "policies" },
  { name: "privacyPolicy", path: "/privacy-policy", names: { en: "Privacy policy", hi: "गोपनीयता नीति" },
    footer: { list: "policies", at: 5 }, text: "policies" },
  { name: "termsOfUse", path: "/terms-of-use", names: { en: "Terms of use", hi: "उपयोग की शर्तें" },
    footer: { list: "policies", at: 6 }, text: "policies" },
  { name: "copyrightPolicy", path: "/copyright-policy", names: { en: "Copyright policy", hi: "कॉपीराइट नीति" },
    footer: { list: "policies", at: 7 }, text: "policies" },
  { name: "hyperlinkingPolicy", path: "/hyperlinking-policy",
    names: { en: "Hyperlinking policy", hi: "हाइपरलिंक नीति" }, footer: { list: "policies", at: 8 },
    text: "policies" },
  { name: "contentArchivalPolicy", path: "/content-archival-policy",
    names: { en: "Content archival policy", hi: "सामग्री संग्रहण नीति" }, footer: { list: "policies", at: 9 },
    text: "policies" },
  { name: "contactUs", path: "/contact-us", module: "routes/contact-us.tsx",
    names: { en: "Contact us", hi: "संपर्क करें" }, footer: { list: "policies", at: 3 }, text: "contact" },
  { name: "sitemap", path: "/sitemap", module: "routes/sitemap.tsx", names: { en: "Sitemap", hi: "साइट मानचित्र" },
    footer: { list: "policies", at: 1 }, text: "policies" },
  { name: "tenders", path: "/tenders", module: "routes/notice-board.tsx", names: { en: "Tenders", hi: "निविदाएँ" },
    search: ["tenders"] },
  { name: "jobArchive", path: "/recruitment/archive/:category", module: "routes/recruitment-archive.tsx" },
  { name: "notice", path: "/notices/:id", module: "routes/notice-reading.tsx" },
  { name: "search", path: "/search", module: "routes/search.tsx", sitemap: false },
  { name: "grievanceForm", path: "/grievance-form", module: "routes/grievance-form.tsx",
    names: { en: "Grievance Form", hi: "शिकायत प्रपत्र" }, search: ["grievanceForm", "rti"] },
  { name: "grievanceStatus", path: "/grievance-status", module: "routes/grievance-status.tsx" },
  { name: "alumni", path: "/alumni", module: "routes/alumni.tsx", names: { en: "Alumni", hi: "पूर्व छात्र" },
    search: ["alumni"] },
  // The pages a mailed link opens.
  { name: "alumnusConfirm", path: "/alumni/confirm", module: "routes/alumni-confirm.tsx", sitemap: false },
  { name: "subscriptionConfirm", path: "/subscriptions/confirm", module: "routes/subscription-confirm.tsx",
    sitemap: false },
  { name: "unsubscribe", path: "/subscriptions/unsubscribe", module: "routes/subscription-unsubscribe.tsx",
    sitemap: false },
  { name: "adminLogin", path: "/admin-login", module: "routes/console/admin-login.tsx" },
  { name: "facultyLogin", path: "/logindseu", module: "routes/console/logindseu.tsx" },
  { name: "setPassword", path: "/set-password", module: "routes/console/set-password.tsx" },
  { name: "consoleDashboard", path: "/admin/dashboard", module: "routes/console/admin-dashboard.tsx" },
  { name: "consoleUploads", path: "/admin/uploads", module: "routes/console/admin-uploads.tsx" },
  { name: "consoleViewPdfs", path: "/admin/view-pdfs", module: "routes/console/admin-view-pdfs.tsx" },
  { name: "consoleArchiveUploads", path: "/admin/archive-uploads",
    module: "routes/console/admin-archive-uploads.tsx" },
  { name: "consoleAccounts", path: "/admin/accounts", module: "routes/console/admin-accounts.tsx" },
  { name: "consoleAudit", path: "/admin/audit", module: "routes/console/admin-audit.tsx" },
  { name: "consolePages", path: "/admin/pages", module: "routes/console/admin-pages.tsx" },
  { name: "consoleFaculty", path: "/admin/faculty", module: "routes/console/admin-faculty.tsx" },
  { name: "consoleProgrammes", path: "/admin/programmes", module: "routes/console/admin-programmes.tsx" },
  { name: "consoleHome", path: "/admin/home", module: "routes/console/admin-home.tsx" },
  { name: "consoleOfficials", path: "/admin/officials", module: "routes/console/admin-officials.tsx" },
  { name: "consoleCampuses", path: "/admin/campuses", module: "routes/console/admin-campuses.tsx" },
  { name: "consoleHolidays", path: "/admin/holidays", module: "routes/console/admin-holidays.tsx" },
  { name: "consoleGrievances", path: "/admin/grievances", module: "routes/console/admin-grievances.tsx" },
  { name: "consoleAlumni", path: "/admin/alumni", module: "routes/console/admin-alumni.tsx" },
  { name: "consoleOutbox", path: "/admin/outbox", module: "routes/console/admin-outbox.tsx" },
  { name: "consoleProfile", path: "/admin/profile", module: "routes/console/admin-profile.tsx" },
  { name: "campusAmbedkar", path: "/campus/ambedkar",
    names: { en: "Ambedkar DSEU Campus", hi: "आंबेडकर डीएसईयू परिसर" }, search: ["campusAmbedkar"] },
  { name: "campusRanhola", path: "/campus/ranhola", names: { en: "DSEU Ranhola Campus", hi: "डीएसईयू रनहोला परिसर" },
    search: ["campusRanhola"] },
  { name: "campusBhaiParmanand", path: "/campus/bhai-parmanand",
    names: { en: "Bhai Parmanand DSEU Campus", hi: "भाई परमानंद डीएसईयू परिसर" }, search: ["campusBhaiParmanand"] },
  { name: "campusVivekVihar", path: "/campus/vivek-vihar",
    names: { en: "DSEU Vivek Vihar Campus", hi: "डीएसईयू विवेक विहार परिसर" }, search: ["campusVivekVihar"] },
  { name: "campusGuruNanakDev", path: "/campus/guru-nanak-dev",
    names: { en: "Guru Nanak Dev DSEU Campus", hi: "गुरु नानक देव डीएसईयू परिसर" }, search: ["campusGuruNanakDev"] },
  { name: "campusMeerabai", path: "/campus/meerabai",
    names: { en: "Meerabai DSEU Campus", hi: "मीराबाई डीएसईयू परिसर" }, search: ["campusMeerabai"] },
  { name: "campusMayurVihar", path: "/campus/mayur-vihar",
    names: { en: "DSEU Mayur Vihar Campus", hi: "डीएसईयू मयूर विहार परिसर" }, search: ["campusMayurVihar"] },
  { name: "campusDwarka", path: "/campus/dwarka", names: { en: "DSEU Dwarka Campus", hi: "डीएसईयू द्वारका परिसर" },
    search: ["campusDwarka"] },
] as const satisfies ReadonlyArray<PageEntry>;
