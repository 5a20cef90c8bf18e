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
