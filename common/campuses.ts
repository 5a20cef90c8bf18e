export const campusZones = ["central", "north", "south", "east", "west"] as const;
export type CampusZone = (typeof campusZones)[number];

/**
 * A zone as people and the previous site spell it ("central", "Central Zone",
 * "north  zone") reduced to its key; anything else comes back as given, lower-cased.
 */
export function zoneKeyOf(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+zone$/, "");
}

export type CampusFact = { name: string; slug: string; zone: CampusZone; address?: string };

/** The university's campuses by zone (public facts). */
export const campusFacts: ReadonlyArray<CampusFact> = [
  { name: "Aryabhat DSEU Campus", slug: "aryabhat", zone: "north" },
  {
    name: "Guru Nanak Dev DSEU Campus",
    slug: "guru-nanak-dev",
    zone: "north",
    address: "Sector-15, Rohini, Delhi-110089",
  },
  { name: "Kasturba DSEU Campus", slug: "kasturba", zone: "north" },
  {
    name: "DSEU Wazirpur-I Campus",
    slug: "wazirpur-i",
    zone: "north",
    address: "Wazirpur Industrial Area, Delhi-110052",
  },
  { name: "DSEU Wazirpur-II Campus", slug: "wazirpur-ii", zone: "north", address: "Shalimar Bagh, Delhi-110052" },
  { name: "DSEU Dheerpur Campus", slug: "dheerpur", zone: "north" },
  { name: "G.B. Pant DSEU Campus", slug: "gb-pant", zone: "south", address: "Okhla Phase-III, New Delhi-110020" },
  {
    name: "CHAMPS DSEU Okhla-II Campus",
    slug: "champs-okhla-ii",
    zone: "south",
    address: "Maa Anandmayee Marg, Okhla Phase II, New Delhi-110020",
  },
  { name: "DSEU Okhla-II Campus", slug: "okhla-ii", zone: "south", address: "Okhla Phase-II, New Delhi-110020" },
  { name: "Meerabai DSEU Campus", slug: "meerabai", zone: "south" },
  { name: "DSEU Pusa-I Campus", slug: "pusa-i", zone: "central", address: "Pusa, New Delhi-110012" },
  { name: "DSEU Pusa-II Campus", slug: "pusa-ii", zone: "central", address: "BTC Building, Pusa, New Delhi-110012" },
  { name: "DSEU Rajokri Campus", slug: "rajokri", zone: "central" },
  { name: "DSEU Jhandewalan Campus", slug: "jhandewalan", zone: "central" },
  { name: "DSEU Siri Fort Campus", slug: "siri-fort", zone: "central", address: "Siri Fort, New Delhi-110049" },
  { name: "Ambedkar DSEU Campus", slug: "ambedkar", zone: "east", address: "Shakarpur, Delhi-110092" },
  { name: "Bhai Parmanand DSEU Campus", slug: "bhai-parmanand", zone: "east", address: "Shakarpur, Delhi-110092" },
  { name: "DSEU Vivek Vihar Campus", slug: "vivek-vihar", zone: "east" },
  { name: "DSEU Mayur Vihar Campus", slug: "mayur-vihar", zone: "east" },
  { name: "DSEU Dwarka Campus (HQ)", slug: "dwarka", zone: "west", address: "Sector-9, Dwarka, New Delhi-110077" },
  { name: "DSEU Ranhola Campus", slug: "ranhola", zone: "west" },
  { name: "DSEU Jaffarpur Campus", slug: "jaffarpur", zone: "west" },
];
