/** The site's time zone: where a day, and so a notice's "New" or the current year, begins. */
export const siteTimeZone = "Asia/Kolkata";

/**
 * The longest a whole answer is kept, written to or not. What a page shows may change with
 * the time of day rather than the date (a notice is "New" for seven times 24 hours from the
 * moment it was published): it is at most this late.
 */
export const longestKeepMs = 10 * 60 * 1000;

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The next moment the date changes in `timeZone` after `now` (milliseconds since the epoch). */
export function nextDateChange(now: number, timeZone: string = siteTimeZone): number {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClocks.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(now).map(({ type, value }) => [type, Number(value)])) as Record<
    "year" | "month" | "day" | "hour" | "minute" | "second",
    number
  >;
  const wallNow = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
  // The zone's offset now, which a change of offset before midnight (summer time) shifts by an hour at most.
  const offset = wallNow - (now - (now % 1000));
  return Date.UTC(part.year, part.month - 1, part.day + 1) - offset;
}

/**
 * Until when a whole answer made at `now` may be kept: the earliest of the moment a value it
 * was made from stops being true on its own (`valuesExpireAt`, a notice's end date), the next
 * change of date in the site's time zone, and `longestKeepMs` from now.
 */
export function keptUntil(now: number, valuesExpireAt: number): number {
  return Math.min(valuesExpireAt, nextDateChange(now), now + longestKeepMs);
}
