/**
 * The university's identity, addresses and every external link, in one typed
 * module: components and the server read these values and never repeat them.
 */
export const site = {
  name: "Delhi Skill and Entrepreneurship University",
  shortName: "DSEU",
  website: "https://dseu.ac.in",
  helpdeskEmail: "helpdesk@dseu.ac.in",
  admissionEmail: "admission@dseu.ac.in",
  rtiEmail: "rti@dseu.ac.in",
  postalAddress: "Delhi Skill and Entrepreneurship University, Sector-9, Dwarka, New Delhi-110077",
  mapsUrl: "https://www.google.com/maps/place/Delhi+Skill+and+Entrepreneurship+University/@28.5824457,77.0600919,17z",
  chancellorProfileUrl: "https://lg.delhi.gov.in/lg-profile",
} as const;

export const portals = {
  studentLogin: "https://dseu.samarth.edu.in/index.php/site/login",
  facultySamarthLogin: "https://dseu.samarth.ac.in/index.php/site/login",
  admissionAfter10th: "https://dseuadm.samarth.edu.in/",
  admissionAfter12th: "https://dseuadm.samarth.edu.in/ug",
  admissionAfterBachelor: "https://dseuadm.samarth.edu.in/pg",
} as const;

export type SocialNetwork = "X" | "LinkedIn" | "Facebook" | "Instagram";

export const socialLinks: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: "X", href: "https://x.com/dseu_official" },
  { network: "LinkedIn", href: "https://www.linkedin.com/school/delhi-skill-and-entrepreneurship-university/" },
  { network: "Facebook", href: "https://www.facebook.com/dseuofficial/" },
  { network: "Instagram", href: "https://www.instagram.com/dseu_official" },
];

/** The YouTube icon opens a dialog listing these channels instead of a single link. */
export const youtubeChannels: ReadonlyArray<{ title: string; href: string }> = [
  { title: "DSEU Official channel", href: "https://www.youtube.com/channel/UCI15NHqMRNTjPdzrteFuwgA" },
  { title: "DSEU Talks", href: "https://www.youtube.com/@DSEUTalks" },
];
