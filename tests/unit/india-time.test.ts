import { describe, expect, it } from "vitest";
import { dateInIndia, indiaUtcOffset, yearInIndia } from "#common/india-time.ts";

describe("the time in India", () => {
  it("turns the date at midnight in India, 18:30 UTC, whatever the moment is given as", () => {
    const lastSecond = Date.parse("2026-12-31T18:29:59.999Z");
    for (const moment of [lastSecond, new Date(lastSecond), "2026-12-31T18:29:59.999Z"]) {
      expect(dateInIndia(moment)).toBe("2026-12-31");
    }
    expect(dateInIndia(lastSecond + 1)).toBe("2027-01-01");
    expect(dateInIndia("2027-01-01T00:00:00+05:30")).toBe("2027-01-01");
  });

  it("turns the year at the same moment", () => {
    expect(yearInIndia(Date.parse("2026-12-31T18:29:59.999Z"))).toBe(2026);
    expect(yearInIndia(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
  });

  it("writes its offset as ISO 8601 does, so a day's last second in India is the same moment", () => {
    expect(Date.parse(`2026-12-31T23:59:59${indiaUtcOffset}`)).toBe(Date.parse("2026-12-31T18:29:59Z"));
  });
});
