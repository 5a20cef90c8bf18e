import { z } from "#common/zod.ts";

/** A whole-number query parameter whose every failure names the parameter and its range. */
export function wholeNumberParameter(name: string, min: number, max?: number) {
  const message =
    max === undefined
      ? `${name} must be a whole number of at least ${min}`
      : `${name} must be a whole number from ${min} to ${max}`;
  const atLeast = z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message });
  return max === undefined ? atLeast : atLeast.max(max, { error: message });
}

/**
 * An ISO 8601 date (2025-01-31) or date-time with a zone (2025-01-31T09:30:00Z),
 * normalised to a UTC timestamp. A bare date used as an upper bound means the end of that day.
 */
export function isoTimestampParameter(name: string, bound: "start" | "end") {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], {
      error: `${name} must be an ISO 8601 date or date-time, such as 2025-01-31 or 2025-01-31T09:30:00Z`,
    })
    .transform((value) => {
      if (value.length === 10) return `${value}T${bound === "start" ? "00:00:00.000" : "23:59:59.999"}Z`;
      return new Date(value).toISOString();
    });
}
