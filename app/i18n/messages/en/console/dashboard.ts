export const dashboard = {
  title: "Dashboard",
  countsTitle: "Notices per section",
  section: "Section",
  current: "Published",
  archived: "Archived",
  scheduledTitle: "Scheduled notices",
  scheduledItem: "“{title}”, scheduled for {moment}",
  noneScheduled: "No notice is waiting for its moment.",
  recentTitle: "Recent activity",
  noActivity: "Nothing has happened yet.",
  quickLinks: "Quick links",
  uploadLink: "Upload a notice",
  viewLink: "Manage notices",
  archiveLink: "Archived notices",
  accountsLink: "Staff accounts",
  auditLink: "Audit log",
};
export const readiness = {
  title: "Before going live",
  intro: "What the live data and the server's settings still need before the site is the university's own.",
  done: "Nothing is left to do: every check passes.",
  checks: {
    "sample-data": {
      text: "{count, plural, one {# invented record (a person, programme or notice) is} other {# invented records (people, programmes, notices) are}} still on the site.",
      link: "Remove the sample data",
    },
    "jwt-secret": {
      text: "JWT_SECRET is not set: staff sign-ins are signed with a key kept in the database, which anyone with a copy of the database could use. Set it in the server's environment (32 characters or more) and restart.",
    },
    "mail-server": {
      text: "No mail server is configured (SMTP_URL is not set): grievance acknowledgements, password links and invitations wait in the outbox, not sent. Set SMTP_URL and MAIL_FROM in the server's environment and restart.",
      link: "See the outbox",
    },
    "unnamed-officials": {
      text: "{count, plural, one {# officer has} other {# officers have}} no name published.",
      link: "Name the officers",
    },
    "incomplete-programmes": {
      text: "{count, plural, one {# programme has} other {# programmes have}} no published syllabus or no intake.",
      link: "Complete the programmes",
    },
    "incomplete-campuses": {
      text: "{count, plural, one {# campus has} other {# campuses have}} no telephone number or no address.",
      link: "Complete the campuses",
    },
    "unedited-pages": {
      text: "{count, plural, one {# information page (counting each language) still holds the text it was seeded with} other {# information pages (counting each language) still hold the text they were seeded with}}.",
      link: "Review the pages",
    },
    "shipped-event-poster": {
      text: "The home page's event pop-up still shows the poster that came with the site.",
      link: "Set the pop-up",
    },
    "unreadable-notices": {
      text: "{count, plural, one {# notice has no text: its PDF could not be read (a scan with no text recognition on the server, or a damaged file), so it has no reading view and search does not find its words.} other {# notices have no text: their PDF could not be read (a scan with no text recognition on the server, or a damaged file), so they have no reading view and search does not find their words.}}",
      link: "Type their text",
    },
  },
};
export const sampleData = {
  bannerLabel: "Sample data",
  bannerText: "this site still holds invented people, programmes and notices, marked as such on every page.",
  bannerLink: "Review and remove them on the dashboard",
  title: "Sample data",
  intro:
    "The demo seed's invented records are still in the database, and every page says so in its top strip. Remove them once the university's own records are in.",
  faculty: "Invented people",
  programmes: "Programmes with invented details",
  notices: "Invented notices",
  files: "Their files (PDFs)",
  keptEdited:
    "{kept, plural, one {# invented record that staff have changed since (a programme given its syllabus, a person corrected) stays} other {# invented records that staff have changed since (a programme given its syllabus, a person corrected) stay}} as staff's own, no longer marked as sample data.",
  remove: "Remove sample data",
  confirmTitle: "Remove all sample data?",
  confirmText: "This removes for good:",
  kept: "What the university publishes (faculties, departments, campuses, programmes, links) and everything staff have added stay.",
  confirm: "Remove {total, plural, one {# record} other {# records}} and {files, plural, one {# file} other {# files}}",
  removed:
    "Sample data removed: {total, plural, one {# record} other {# records}} and {files, plural, one {# file} other {# files}}. Kept as staff's own: {kept, plural, one {# record} other {# records}}.",
};
