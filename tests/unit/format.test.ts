import { describe, expect, it } from "vitest";
import { formatMonth, formatWeekday } from "#app/i18n/calendar-format.ts";
import { formatDate, formatNumber } from "#app/i18n/format.ts";
import { catalogue } from "#app/i18n/catalogue.server.ts";
import { languages, locales } from "#app/i18n/language.ts";
import { provideMessages } from "#app/i18n/message-store.ts";

// The month names are the shell's messages, as the server has them (app/entry.server.tsx).
provideMessages(catalogue);

const dayMs = 86_400_000;
const first = Date.UTC(2020, 0, 1);
const last = Date.UTC(2031, 11, 31);

/** Every day from 2020 to 2031, at the start of the UTC day and on either side of midnight in India. */
const instants = Array.from({ length: (last - first) / dayMs + 1 }, (_, day) => first + day * dayMs).flatMap(
  (midnight) => [midnight, midnight + 18 * 3_600_000 + 29 * 60_000, midnight + 18 * 3_600_000 + 30 * 60_000],
);

describe.each(languages)("formatting in %s writes what Intl writes for its locale", (language) => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locales[language], options);

  it("dates, as they fall in India, for every day of twelve years", () => {
    const date = intl({ day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
    const differing = instants.filter((instant) => formatDate(new Date(instant), language) !== date.format(instant));
    expect(differing.map((instant) => new Date(instant).toISOString())).toEqual([]);
    expect(formatDate(new Date(instants[1]!).toISOString(), language)).toBe(date.format(instants[1]));
  });

  it("weekdays, long and short, as they fall in India", () => {
    for (const width of ["long", "short"] as const) {
      const weekday = intl({ weekday: width, timeZone: "Asia/Kolkata" });
      const differing = instants.filter(
        (instant) => formatWeekday(new Date(instant).toISOString(), language, width) !== weekday.format(instant),
      );
      expect(differing.map((instant) => new Date(instant).toISOString())).toEqual([]);
    }
  });

  it("months with their year", () => {
    const month = intl({ month: "long", year: "numeric", timeZone: "UTC" });
    for (let year = 2020; year <= 2031; year += 1) {
      for (let index = 0; index < 12; index += 1) {
        expect(formatMonth(year, index, language)).toBe(month.format(Date.UTC(year, index, 1)));
      }
    }
  });

  it("numbers: Indian grouping, signs and up to three decimals, as large as a safe integer", () => {
    const number = new Intl.NumberFormat(locales[language]);
    const values = [
      ...Array.from({ length: 20_000 }, (_, index) => index),
      ...Array.from({ length: 60 }, (_, power) => Math.floor(1.37 ** power * 7)),
      1_00_000,
      99_99_999,
      1_23_45_67_890,
      Number.MAX_SAFE_INTEGER,
      -5,
      -12_34_567.891,
      0.5,
      1.25,
      3.1,
      1 / 3,
    ];
    expect(values.filter((value) => formatNumber(value) !== number.format(value))).toEqual([]);
  });

  it("refuses a date that is not one, as Intl does", () => {
    expect(() => formatDate("not a date", language)).toThrow(RangeError);
  });
});

describe("formatting, by example", () => {
  it("writes dates as 23 Nov 2026 and 23 नव॰ 2026, on the Indian calendar day", () => {
    expect(formatDate("2026-11-23T06:00:00Z", "en")).toBe("23 Nov 2026");
    expect(formatDate("2026-11-23T06:00:00Z", "hi")).toBe("23 नव॰ 2026");
    // 20:00 UTC is already the next day in India.
    expect(formatDate("2026-11-23T20:00:00Z", "en")).toBe("24 Nov 2026");
  });

  it("groups digits the Indian way", () => {
    expect(formatNumber(1234567)).toBe("12,34,567");
  });
});
