import { site } from "#common/site.ts";

/** The interface text every page shows: top strip, header, menus, search, dialogs, footer. */
export default {
  skipToContent: "Skip to main content",
  siteName: site.name,
  postalAddress: site.postalAddress,
  homeLinkSuffix: "home page",
  opensInNewTab: "(opens in a new tab)",
  close: "Close",
  topStrip: {
    label: "Portals",
    tenders: "Tenders",
    adminLogin: "Admin Login",
    grievanceForm: "Grievance form",
    andRti: "& RTI",
    alumni: "Alumni",
    studentLogin: "Student Login",
    facultyLogin: "Faculty Login",
    languageSwitch: "हिन्दी",
  },
  sampleData: {
    label: "Sample data",
    text: "The people, programme syllabi and notices on this site are invented, for trying it out.",
  },
  accessibility: {
    label: "Accessibility options",
    textSize: "Text size",
    smaller: "A−",
    smallerLabel: "Smaller text",
    normal: "A",
    normalLabel: "Normal text size",
    larger: "A+",
    largerLabel: "Larger text",
    highContrast: "High contrast",
    normalContrast: "Normal contrast",
    screenReader: "Screen reader access",
  },
  facultyLogin: {
    title: "Welcome, Faculty!",
    prompt: "Please select your login portal.",
    dseuLogin: "DSEU Login",
    samarthLogin: "Samarth Login",
  },
  header: {
    pauseLabel: "Pause the header pictures",
    pictures: {
      skyline: "Illustration: a skyline of campus buildings at sunrise",
      skills: "Illustration: interlocking gears and circuit lines standing for hands-on skills",
      enterprise: "Illustration: rising bars, an upward arrow and a light bulb standing for enterprise",
    },
  },
  navigation: {
    label: "Main",
    menu: "Menu",
    search: "Search",
  },
  search: {
    title: "Search the site",
    inputLabel: "Search pages and faculty",
    suggested: "Suggested pages",
    noMatch: "Nothing matches “{query}”",
    oneMatch: "1 match",
    matches: "{count} matches",
    matchesLabel: "Matches",
  },
  loading: {
    label: "Loading page",
    text: "Loading…",
  },
  footer: {
    helpdesk: "Helpdesk:",
    quickLinks: "Quick Links",
    explore: "Explore",
    followUs: "Follow us",
    youtubeChannels: "YouTube channels",
    youtubeTitle: "Youtube Links",
    copyright: `© ${site.name} (${site.shortName})`,
  },
  eventPopup: {
    title: "Campus life at DSEU",
    poster:
      "Poster: DSEU Campus Life, Celebrating Skills. Fests, talks and competitions across our campuses. A stage with a trophy under spotlights, bunting and an audience.",
  },
  englishOnly: "This part is available in English only.",
  // The twelve, January first, one space apart, as Intl writes them for the language (app/i18n/format.ts).
  shortMonths: "Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec",
};
