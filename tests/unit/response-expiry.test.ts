import { describe, expect, it } from "vitest";
import { keptUntil, longestKeepMs, nextDateChange } from "#server/delivery/expiry.ts";

describe("how long a whole answer is kept", () => {
  it("until midnight in Delhi, 18:30 UTC", () => {
    expect(nextDateChange(Date.parse("2026-03-10T03:30:00Z"))).toBe(Date.parse("2026-03-10T18:30:00Z"));
    expect(nextDateChange(Date.parse("2026-03-10T18:29:59.999Z"))).toBe(Date.parse("2026-03-10T18:30:00Z"));
    expect(nextDateChange(Date.parse("2026-03-10T18:30:00Z"))).toBe(Date.parse("2026-03-11T18:30:00Z"));
    // The last day of a year: the next begins with the next year.
    expect(nextDateChange(Date.parse("2026-12-31T20:00:00Z"))).toBe(Date.parse("2027-01-01T18:30:00Z"));
  });

  it("in another zone, in winter and in summer time", () => {
    expect(nextDateChange(Date.parse("2026-03-08T02:00:00Z"), "America/New_York")).toBe(
      Date.parse("2026-03-08T05:00:00Z"),
    );
    expect(nextDateChange(Date.parse("2026-03-08T12:00:00Z"), "America/New_York")).toBe(
      Date.parse("2026-03-09T04:00:00Z"),
    );
  });

  it("at most until a value it shows ends, and never longer than the longest keep", () => {
    const now = Date.parse("2026-03-10T03:30:00Z");
    expect(keptUntil(now, now + 1000)).toBe(now + 1000);
    expect(keptUntil(now, Number.POSITIVE_INFINITY)).toBe(now + longestKeepMs);
    const late = Date.parse("2026-03-10T18:25:00Z");
    expect(keptUntil(late, Number.POSITIVE_INFINITY)).toBe(Date.parse("2026-03-10T18:30:00Z"));
  });
});
