// Apart from the zone list (campuses.ts), so the menus every page carries do not bring the campus list.
import type { CampusZone } from "./campuses.ts";

export type CampusFact = { name: string; nameHi: string; slug: string; zone: CampusZone; address?: string };

/** The university's campuses by zone (public facts). */
export const campusFacts: ReadonlyArray<CampusFact> = [
  { name: "Aryabhat DSEU Campus", slug: "aryabhat", nameHi: "आर्यभट डीएसईयू परिसर", zone: "north" },
  {
    name: "Guru Nanak Dev DSEU Campus",
    slug: "guru-nanak-dev",
    nameHi: "गुरु नानक देव डीएसईयू परिसर",
    zone: "north",
    address: "Sector-15, Rohini, Delhi-110089",
  },
  { name: "Kasturba DSEU Campus", slug: "kasturba", nameHi: "कस्तूरबा डीएसईयू परिसर", zone: "north" },
  {
    name: "DSEU Wazirpur-I Campus",
    slug: "wazirpur-i",
    nameHi: "डीएसईयू वज़ीरपुर-I परिसर",
    zone: "north",
    address: "Wazirpur Industrial Area, Delhi-110052",
  },
  {
    name: "DSEU Wazirpur-II Campus",
    slug: "wazirpur-ii",
    nameHi: "डीएसईयू वज़ीरपुर-II परिसर",
    zone: "north",
    address: "Shalimar Bagh, Delhi-110052",
  },
  { name: "DSEU Dheerpur Campus", slug: "dheerpur", nameHi: "डीएसईयू धीरपुर परिसर", zone: "north" },
  {
    name: "G.B. Pant DSEU Campus",
    slug: "gb-pant",
    nameHi: "जी.बी. पंत डीएसईयू परिसर",
    zone: "south",
    address: "Okhla Phase-III, New Delhi-110020",
  },
  {
    name: "CHAMPS DSEU Okhla-II Campus",
    slug: "champs-okhla-ii",
    nameHi: "चैम्प्स डीएसईयू ओखला-II परिसर",
    zone: "south",
    address: "Maa Anandmayee Marg, Okhla Phase II, New Delhi-110020",
  },
  {
    name: "DSEU Okhla-II Campus",
    slug: "okhla-ii",
    nameHi: "डीएसईयू ओखला-II परिसर",
    zone: "south",
    address: "Okhla Phase-II, New Delhi-110020",
  },
  { name: "Meerabai DSEU Campus", slug: "meerabai", nameHi: "मीराबाई डीएसईयू परिसर", zone: "south" },
  {
    name: "DSEU Pusa-I Campus",
    slug: "pusa-i",
    nameHi: "डीएसईयू पूसा-I परिसर",
    zone: "central",
    address: "Pusa, New Delhi-110012",
  },
  {
    name: "DSEU Pusa-II Campus",
    slug: "pusa-ii",
    nameHi: "डीएसईयू पूसा-II परिसर",
    zone: "central",
    address: "BTC Building, Pusa, New Delhi-110012",
  },
  { name: "DSEU Rajokri Campus", slug: "rajokri", nameHi: "डीएसईयू राजोकरी परिसर", zone: "central" },
  { name: "DSEU Jhandewalan Campus", slug: "jhandewalan", nameHi: "डीएसईयू झंडेवालान परिसर", zone: "central" },
  {
    name: "DSEU Siri Fort Campus",
    slug: "siri-fort",
    nameHi: "डीएसईयू सीरी फ़ोर्ट परिसर",
    zone: "central",
    address: "Siri Fort, New Delhi-110049",
  },
  {
    name: "Ambedkar DSEU Campus",
    slug: "ambedkar",
    nameHi: "आंबेडकर डीएसईयू परिसर",
    zone: "east",
    address: "Shakarpur, Delhi-110092",
  },
  {
    name: "Bhai Parmanand DSEU Campus",
    slug: "bhai-parmanand",
    nameHi: "भाई परमानंद डीएसईयू परिसर",
    zone: "east",
    address: "Shakarpur, Delhi-110092",
  },
  { name: "DSEU Vivek Vihar Campus", slug: "vivek-vihar", nameHi: "डीएसईयू विवेक विहार परिसर", zone: "east" },
  { name: "DSEU Mayur Vihar Campus", slug: "mayur-vihar", nameHi: "डीएसईयू मयूर विहार परिसर", zone: "east" },
  {
    name: "DSEU Dwarka Campus (HQ)",
    slug: "dwarka",
    nameHi: "डीएसईयू द्वारका परिसर (मुख्यालय)",
    zone: "west",
    address: "Sector-9, Dwarka, New Delhi-110077",
  },
  { name: "DSEU Ranhola Campus", slug: "ranhola", nameHi: "डीएसईयू रनहोला परिसर", zone: "west" },
  { name: "DSEU Jaffarpur Campus", slug: "jaffarpur", nameHi: "डीएसईयू जाफ़रपुर परिसर", zone: "west" },
];
