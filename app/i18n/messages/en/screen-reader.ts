/** The "Screen reader access" page that Indian government sites offer. */
export default {
  title: "Screen reader access",
  metaDescription: "Free screen readers that read this website aloud, and how the site supports them.",
  intro:
    "This website follows the Guidelines for Indian Government Websites (GIGW 3.0) and the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA. People with visual impairments can read it with a screen reader, which speaks the text of the page or shows it on a Braille display.",
  tableCaption: "Free screen readers",
  columnName: "Screen reader",
  columnPlatform: "Works on",
  columnCost: "Cost",
  free: "Free",
  builtIn: "Free, built in",
  readers: {
    nvda: "NVDA (NonVisual Desktop Access)",
    narrator: "Narrator",
    voiceover: "VoiceOver",
    talkback: "TalkBack",
    orca: "Orca",
    chromevox: "ChromeVox",
  },
  platforms: {
    windows: "Windows",
    apple: "macOS, iPhone and iPad",
    android: "Android phones and tablets",
    linux: "Linux",
    chromeos: "ChromeOS",
  },
  hindiTitle: "Reading Hindi",
  hindiText:
    "Every page of this site is also available in Hindi: use the “हिन्दी” link at the top of any page. NVDA, TalkBack and VoiceOver can read Hindi text with a Hindi voice.",
  optionsTitle: "Other options on this site",
  optionsText:
    "The buttons at the top of every page make the text smaller (A−) or larger (A+) and switch to high contrast. Your choice is remembered on this device.",
};
