export const consoleName = "DSEU staff console";
export const loading = "Loading…";
export const sessionEnded = {
  title: "Sign in again to continue",
  signedOut: "You signed out in another tab.",
  idle: "{minutes, plural, one {Your session ended after # minute without use.} other {Your session ended after # minutes without use.}}",
  limit:
    "{hours, plural, one {Your session reached its limit of # hour.} other {Your session reached the day's limit of # hours.}}",
  disabled: "An administrator has disabled this account.",
  passwordChanged: "The password of this account has been changed.",
  ended: "Your session has ended.",
  kept: "What you typed is still on the page: sign in again to carry on where you were.",
  signInAgain: "Sign in again",
  signInBelow: "Sign in again below.",
  leave: "Go to the sign-in page instead",
  otherAccount:
    "You signed in as {email}, another account than the one this page was opened with, so nothing was sent. Check the page and send it again.",
  chooseFileAgain:
    "The file “{name}” could not be kept while you signed in again. Choose it again, then send the form.",
};
export const readOnly =
  "Read only: your account may look at this screen but not change anything on it. An administrator can give it the page groups it needs.";
export const noScript = {
  needed:
    "The staff console needs JavaScript, which this browser is not running. Turn JavaScript on and reload this page.",
  publicSite: "Back to the DSEU website",
};
export const login = {
  adminTitle: "Admin login",
  adminIntro: "For administrators and editors who publish notices, and for grievance officers.",
  facultyTitle: "Faculty login",
  facultyIntro: "For faculty members who keep their profile up to date.",
  metaDescription: "Sign in to the DSEU staff console.",
  email: "Email",
  password: "Password",
  submit: "Sign in",
  submitting: "Signing in…",
  failed: "The email or password is not right.",
  tooMany: "Too many failed attempts. Please wait a few minutes and try again.",
  error: "Signing in did not work. Please try again.",
  wrongPortal: "This account signs in at the other login page.",
  otherPortalAdmin: "Faculty member? Use the faculty login.",
  otherPortalFaculty: "Administrator or editor? Use the admin login.",
};
export const nav = {
  label: "Console",
  dashboard: "Dashboard",
  uploads: "Upload",
  viewPdfs: "Notices",
  archive: "Archive",
  accounts: "Accounts",
  audit: "Audit log",
  pages: "Pages",
  officials: "Officials",
  campuses: "Campuses",
  holidays: "Holidays",
  profile: "My profile",
  grievances: "Grievances",
  alumni: "Alumni",
  faculty: "Faculty",
  programmes: "Programmes",
  home: "Home page",
  outbox: "Outbox",
  signedInAs: "Signed in as {email} ({role})",
  logout: "Log out",
};
export const roles = { admin: "Admin", editor: "Editor", faculty: "Faculty", grievance_officer: "Grievance officer" };
export const roleCan = {
  admin:
    "publish notices in every section, manage staff accounts, read the audit log, and handle grievances and alumni registrations",
  editor: "publish and manage notices in the sections assigned to it",
  faculty: "keep its faculty profile up to date",
  grievance_officer: "read, answer and resolve the grievances of its campus",
};
export const notForRole = {
  notOpen: "This page is not open to your account ({email}, {role}).",
  may: "{role, select, admin {An admin} editor {An editor} faculty {A faculty} grievance_officer {A grievance officer} other {This staff}} account may {what}.",
  goTo: "Go to {page}",
  otherAccount: "To use this page, log out and sign in with an account that may, or ask an administrator.",
};
export const errors = {
  generic: "Not done: {message}",
  fieldRefused: "“{label}” was not accepted. Check it and try again.",
  offline: "The site could not be reached. Check the connection and try again.",
  refused: "What was entered was not accepted. Check the form and try again.",
  sessionEnded: "Your session has ended. Sign in again to continue.",
  notAllowed: "Your account may not do this. Ask an administrator if it should.",
  gone: "This record is no longer there: someone may have removed it. Reload the page to see the list as it is now.",
  conflict: "This clashes with a record already saved.",
  tooLarge: "The file is too large. Choose a smaller one.",
  wrongType: "This kind of file is not accepted.",
  tooMany: "Too many changes in a short time. Wait a minute and try again.",
  unavailable: "The site could not do this just now. Please try again in a few minutes.",
  load: "The data could not be loaded. Please try again.",
};
