/** India Standard Time: UTC+05:30 all year, with no summer time. */
export const indiaUtcOffset = "+05:30";
const indiaOffsetMs = 330 * 60_000;

/** The wall clock in India at a moment, read through the UTC getters. */
function indiaWallClock(moment: Date | number | string): Date {
  return new Date(new Date(moment).getTime() + indiaOffsetMs);
}

/** The calendar day in India at a moment (a Date, milliseconds or an ISO string), YYYY-MM-DD. */
export function dateInIndia(moment: Date | number | string): string {
  return indiaWallClock(moment).toISOString().slice(0, 10);
}

/** The year in India at a moment. */
export function yearInIndia(moment: Date | number): number {
  return indiaWallClock(moment).getUTCFullYear();
}
