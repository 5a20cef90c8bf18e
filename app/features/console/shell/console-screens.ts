import { campusPageGroups, groupOfPage, mayEditGroup, pageGroupKeys } from "#common/api/content.ts";
import { committees } from "#common/api/officials.ts";
import { mayEditProgrammes } from "#common/api/program-edit.ts";
import type { StaffUser } from "#common/api/staff.ts";
import { pagePath } from "#common/page-lookup.ts";

/**
 * What an account can do on a console screen (decision 0249): change things there, only read it,
 * or nothing (the API would refuse it). The menu lists the screens an account can change things
 * on; a screen it may only read says so at its top.
 */
export type ScreenAccess = "edit" | "read" | "none";

type Account = Pick<StaffUser, "role" | "sections" | "page_groups">;

const admins = (user: Account): ScreenAccess => (user.role === "admin" ? "edit" : "none");
/** Notices: admins, and editors with a section to publish in. */
const publishers = (user: Account): ScreenAccess =>
  user.role === "admin" || (user.role === "editor" && user.sections.length > 0) ? "edit" : "none";
/** A screen every admin and editor may read, where the groups an editor is given decide what it changes. */
const byGroups =
  (groups: ReadonlyArray<string>) =>
  (user: Account): ScreenAccess => {
    if (user.role !== "admin" && user.role !== "editor") return "none";
    return groups.some((group) => mayEditGroup(user, group)) ? "edit" : "read";
  };

const officialGroups = [groupOfPage(pagePath("chancellor")), ...Object.values(committees).map(groupOfPage)];

export const consoleScreens = [
  {
    to: pagePath("consoleDashboard"),
    label: "dashboard",
    access: (user: Account): ScreenAccess => (user.role === "admin" || user.role === "editor" ? "edit" : "none"),
  },
  { to: pagePath("consoleUploads"), label: "uploads", access: publishers },
  { to: pagePath("consoleViewPdfs"), label: "viewPdfs", access: publishers },
  { to: pagePath("consoleArchiveUploads"), label: "archive", access: publishers },
  { to: pagePath("consolePages"), label: "pages", access: byGroups(pageGroupKeys) },
  { to: pagePath("consoleFaculty"), label: "faculty", access: admins },
  {
    to: pagePath("consoleProgrammes"),
    label: "programmes",
    access: (user: Account): ScreenAccess => (mayEditProgrammes(user) ? "edit" : "none"),
  },
  { to: pagePath("consoleHome"), label: "home", access: admins },
  { to: pagePath("consoleOfficials"), label: "officials", access: byGroups(officialGroups) },
  {
    to: pagePath("consoleCampuses"),
    label: "campuses",
    access: (user: Account): ScreenAccess =>
      campusPageGroups.some((group) => mayEditGroup(user, group)) ? "edit" : "none",
  },
  { to: pagePath("consoleHolidays"), label: "holidays", access: byGroups([groupOfPage(pagePath("holidayCalendar"))]) },
  { to: pagePath("consoleAccounts"), label: "accounts", access: admins },
  { to: pagePath("consoleAudit"), label: "audit", access: admins },
  {
    to: pagePath("consoleGrievances"),
    label: "grievances",
    access: (user: Account): ScreenAccess =>
      user.role === "admin" || user.role === "grievance_officer" ? "edit" : "none",
  },
  { to: pagePath("consoleAlumni"), label: "alumni", access: admins },
  { to: pagePath("consoleOutbox"), label: "outbox", access: admins },
  {
    to: pagePath("consoleProfile"),
    label: "profile",
    access: (user: Account): ScreenAccess => (user.role === "faculty" ? "edit" : "none"),
  },
] as const;

export type ConsoleScreen = (typeof consoleScreens)[number];

/** The screens the account's menu lists: those it can change things on. */
export function menuOf(user: Account): ConsoleScreen[] {
  return consoleScreens.filter((screen) => screen.access(user) === "edit");
}

/** What the account can do on the screen at `path` (a path of no screen: nothing to say, "edit"). */
export function accessTo(user: Account, path: string): ScreenAccess {
  return consoleScreens.find((screen) => screen.to === path)?.access(user) ?? "edit";
}
