import { sitemapPath, type PageLabel } from "#app/shared/navigation.ts";

/** A footer link: the page's name (a catalogue key) and the site path it opens. */
export type FooterLink = { label: PageLabel; href: string };

export const quickLinks: ReadonlyArray<FooterLink> = [
  { label: "programmes", href: "/Courses" },
  { label: "trainingPlacement", href: "/placement" },
  { label: "faculty", href: "/academics/faculty" },
  { label: "recruitment", href: "/recruitment" },
  { label: "administration", href: "/administration/administrative" },
  { label: "regulations", href: "/academics/regulations" },
];

export const exploreLinks: ReadonlyArray<FooterLink> = [
  { label: "aboutUniversity", href: "/about-us/About-the-University" },
  { label: "studentLife", href: "/ncc" },
  { label: "library", href: "/amenities/Library" },
  { label: "visionMission", href: "/about-us/Vision-and-Mission" },
  // The specification points this entry at the home page; a visitor expects the policy (decision 0191).
  { label: "feeRefundPolicy", href: "/admission/refund-policy" },
];

/** The pages the Guidelines for Indian Government Websites ask every site to link from each page. */
export const policyLinks: ReadonlyArray<FooterLink> = [
  { label: "sitemap", href: sitemapPath },
  { label: "help", href: "/help" },
  { label: "contactUs", href: "/contact-us" },
  { label: "accessibilityStatement", href: "/accessibility-statement" },
  { label: "privacyPolicy", href: "/privacy-policy" },
  { label: "termsOfUse", href: "/terms-of-use" },
  { label: "copyrightPolicy", href: "/copyright-policy" },
  { label: "hyperlinkingPolicy", href: "/hyperlinking-policy" },
  { label: "contentArchivalPolicy", href: "/content-archival-policy" },
];
