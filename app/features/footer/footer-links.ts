/** A footer link: the visible name and the site path it opens. */
export type FooterLink = { name: string; href: string };

export const quickLinks: ReadonlyArray<FooterLink> = [
  { name: "Programmes", href: "/Courses" },
  { name: "Training and Placement", href: "/placement" },
  { name: "Faculty", href: "/academics/faculty" },
  { name: "Recruitment", href: "/recruitment" },
  { name: "Administration", href: "/administration/administrative" },
  { name: "Academic Regulations", href: "/academics/regulations" },
];

export const exploreLinks: ReadonlyArray<FooterLink> = [
  { name: "About the University", href: "/about-us/About-the-University" },
  { name: "Student Life", href: "/ncc" },
  { name: "Library", href: "/amenities/Library" },
  { name: "Vision and Mission", href: "/about-us/Vision-and-Mission" },
  // The specification points this entry at the home page.
  { name: "Fee Refund Policy", href: "/" },
];
