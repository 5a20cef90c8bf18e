/** The frame of every information page, and the parts some of them add to their text. */
export default {
  breadcrumbs: "Breadcrumb",
  inThisSection: "In this section",
  lastUpdated: "Last updated:",
  pagesInSection: "Pages in this section",
  holidays: {
    listTitle: "Holidays in {year}",
    gridTitle: "Calendar of {year}",
    columnDate: "Date",
    columnDay: "Day",
    columnHoliday: "Holiday",
    holidayMark: "Holiday: {name}",
    calendarFile: "Add these holidays to your calendar (iCalendar file)",
    none: "No holidays have been published for {year} yet.",
  },
  contact: {
    directoryTitle: "Campus directory",
    address: "Address",
    email: "Email",
    phone: "Phone",
    map: "Map of {campus}",
    zone: "{zone} zone",
    notPublished: "not yet published",
  },
  sitemap: {
    menusTitle: "Pages in the menus",
    otherTitle: "Other pages",
  },
};
