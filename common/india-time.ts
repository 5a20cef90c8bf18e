/** India Standard Time: UTC+05:30 all year, with no summer time. */
export const indiaUtcOffset = "+05:30";
const indiaOffsetMs = 330 * 60_000;

/** The wall clock in India at a moment (a Date, milliseconds or an ISO string), read through the UTC getters. */
export function inIndia(moment: Date | number | string): Date {
  const time = new Date(moment).getTime();
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  return new Date(time + indiaOffsetMs);
}

/** The calendar day in India at a moment, YYYY-MM-DD. */
export function dateInIndia(moment: Date | number | string): string {
  return inIndia(moment).toISOString().slice(0, 10);
}

/** The year in India at a moment. */
export function yearInIndia(moment: Date | number): number {
  return inIndia(moment).getUTCFullYear();
}
